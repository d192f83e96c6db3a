import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Events are live or test traffic (docs/api.md#test-mode): `test` is set from the sending key's
 * mode. The dedupe backstop becomes (workspace_id, test, external_id), as the adjustments' is, so
 * a test externalId never makes a live one a duplicate, nor the reverse. Every event recorded
 * before this was live.
 *
 * The partial indexes serve the test-data sweeper, which deletes test rows older than
 * TEST_DATA_RETENTION_DAYS by received_at: small (test rows only), and live rows never in them.
 */
export class AddEventTestMode1765200000000 implements MigrationInterface {
  name = 'AddEventTestMode1765200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE events ADD COLUMN test boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`DROP INDEX events_workspace_external_id_key`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX events_workspace_test_external_id_key ON events (workspace_id, test, external_id)`,
    );
    await queryRunner.query(`CREATE INDEX events_test_received_idx ON events (received_at) WHERE test`);
    await queryRunner.query(
      `CREATE INDEX adjustments_test_received_idx ON adjustments (received_at) WHERE test`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // Test rows would collide with live ones in the old index: they go first.
    await queryRunner.query(`DROP INDEX adjustments_test_received_idx`);
    await queryRunner.query(`DROP INDEX events_test_received_idx`);
    await queryRunner.query(
      `DELETE FROM outbox WHERE adjustment_id IN (SELECT id FROM adjustments WHERE test) OR event_id IN (SELECT id FROM events WHERE test)`,
    );
    await queryRunner.query(`DELETE FROM adjustments WHERE test`);
    await queryRunner.query(`DELETE FROM events WHERE test`);
    await queryRunner.query(`DROP INDEX events_workspace_test_external_id_key`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX events_workspace_external_id_key ON events (workspace_id, external_id)`,
    );
    await queryRunner.query(`ALTER TABLE events DROP COLUMN test`);
  }
}
