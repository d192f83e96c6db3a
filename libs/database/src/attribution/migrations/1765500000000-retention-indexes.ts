import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The retention sweep (docs/privacy.md#retention) deletes each workspace's decisions and adjustment
 * decisions once they outlive the workspace's eventRetentionDays: these indexes let it find one
 * workspace's oldest rows by an index range, whatever the other workspaces keep. (Conversions go
 * with their decision, by its primary key.)
 */
export class RetentionIndexes1765500000000 implements MigrationInterface {
  name = 'RetentionIndexes1765500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX decisions_workspace_decided_idx ON decisions (workspace_id, decided_at)`,
    );
    await queryRunner.query(
      `CREATE INDEX adjustment_decisions_workspace_received_idx ON adjustment_decisions (workspace_id, received_at)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX adjustment_decisions_workspace_received_idx`);
    await queryRunner.query(`DROP INDEX decisions_workspace_decided_idx`);
  }
}
