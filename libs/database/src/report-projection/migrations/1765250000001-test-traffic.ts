import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Test traffic in the read model (docs/attribution.md#test-traffic): it never moves a report, and
 * shows on the conversion-test panel marked `test`.
 *
 * - `panel` keeps one entry per campaign and mode (`test` joins the key): the panel shows the
 *   later of the two, and when the retention sweep deletes an old test entry the live one is
 *   still there to show (or none).
 * - `event_outcomes` and `adjustment_outcomes` gain `test` and `decided_at` (when the outcome
 *   was applied here), so the sweep finds old test outcomes; existing rows are live.
 * - Partial indexes on the test rows' age, for that sweep; live rows are not in them.
 */
export class TestTraffic1765250000001 implements MigrationInterface {
  name = 'TestTraffic1765250000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['event_outcomes', 'adjustment_outcomes']) {
      await queryRunner.query(
        `ALTER TABLE ${table} ADD COLUMN test boolean NOT NULL DEFAULT false,
                              ADD COLUMN decided_at timestamptz NOT NULL DEFAULT now()`,
      );
      await queryRunner.query(`CREATE INDEX ${table}_test_age_idx ON ${table} (decided_at) WHERE test`);
    }
    await queryRunner.query(`ALTER TABLE panel ADD COLUMN test boolean NOT NULL DEFAULT false`);
    await queryRunner.query(
      `ALTER TABLE panel DROP CONSTRAINT panel_pkey, ADD PRIMARY KEY (workspace_id, campaign_id, test)`,
    );
    await queryRunner.query(`CREATE INDEX panel_test_age_idx ON panel (received_at) WHERE test`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM panel WHERE test`);
    await queryRunner.query(`DROP INDEX panel_test_age_idx`);
    await queryRunner.query(
      `ALTER TABLE panel DROP CONSTRAINT panel_pkey, ADD PRIMARY KEY (workspace_id, campaign_id)`,
    );
    await queryRunner.query(`ALTER TABLE panel DROP COLUMN test`);
    for (const table of ['event_outcomes', 'adjustment_outcomes']) {
      await queryRunner.query(`DELETE FROM ${table} WHERE test`);
      await queryRunner.query(`ALTER TABLE ${table} DROP COLUMN test, DROP COLUMN decided_at`);
    }
  }
}
