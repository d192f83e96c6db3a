import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Test traffic in attribution (docs/attribution.md#test-traffic): events and adjustments sent with
 * a test key are decided like live ones but kept apart.
 *
 * - `test` on decisions, conversions and adjustment_decisions (false on every existing row: test
 *   keys did not exist before). A contact's history for once_per_contact reads only the
 *   conversions of the same mode, so a test conversion never uses up a live slot, nor a live one a
 *   test slot.
 * - Partial indexes on the test rows' age, for the retention sweep that deletes them after
 *   TEST_DATA_RETENTION_DAYS; live rows are not in them and the sweep never reads them.
 */
export class TestTraffic1765250000000 implements MigrationInterface {
  name = 'TestTraffic1765250000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE decisions ADD COLUMN test boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE conversions ADD COLUMN test boolean NOT NULL DEFAULT false`);
    await queryRunner.query(
      `ALTER TABLE adjustment_decisions ADD COLUMN test boolean NOT NULL DEFAULT false`,
    );
    await queryRunner.query(`CREATE INDEX decisions_test_age_idx ON decisions (decided_at) WHERE test`);
    await queryRunner.query(
      `CREATE INDEX adjustment_decisions_test_age_idx ON adjustment_decisions (received_at) WHERE test`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM adjustment_decisions WHERE test`);
    await queryRunner.query(`DELETE FROM conversions WHERE test`);
    await queryRunner.query(`DELETE FROM decisions WHERE test`);
    await queryRunner.query(`ALTER TABLE adjustment_decisions DROP COLUMN test`);
    await queryRunner.query(`ALTER TABLE conversions DROP COLUMN test`);
    await queryRunner.query(`ALTER TABLE decisions DROP COLUMN test`);
  }
}
