import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The retention sweep (docs/privacy.md#retention) deletes each workspace's event and adjustment
 * outcomes once they outlive the workspace's eventRetentionDays, so an outcome now names its
 * workspace, with an index on (workspace, age) for the sweep. Outcomes stored before this have
 * none (NULL): the sweep fills it in from the gateway's event or adjustment (read-only), and
 * deletes an outcome whose event or adjustment the gateway no longer has (its retention, or an
 * erasure, removed it), in bounded batches over the partial index of those rows.
 */
export class OutcomeWorkspaces1765500000001 implements MigrationInterface {
  name = 'OutcomeWorkspaces1765500000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['event_outcomes', 'adjustment_outcomes']) {
      await queryRunner.query(`ALTER TABLE ${table} ADD COLUMN workspace_id uuid`);
      await queryRunner.query(
        `CREATE INDEX ${table}_workspace_decided_idx ON ${table} (workspace_id, decided_at)`,
      );
      await queryRunner.query(
        `CREATE INDEX ${table}_without_workspace_idx ON ${table} (decided_at) WHERE workspace_id IS NULL`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['event_outcomes', 'adjustment_outcomes']) {
      await queryRunner.query(`DROP INDEX ${table}_without_workspace_idx`);
      await queryRunner.query(`DROP INDEX ${table}_workspace_decided_idx`);
      await queryRunner.query(`ALTER TABLE ${table} DROP COLUMN workspace_id`);
    }
  }
}
