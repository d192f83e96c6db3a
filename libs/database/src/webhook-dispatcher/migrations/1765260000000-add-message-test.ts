import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Test traffic (docs/webhooks.md#test-traffic): a message of a test event or adjustment is marked
 * `test`, so that the retention sweep (TEST_DATA_RETENTION_DAYS) finds its old ones by a partial
 * index of test messages only, and never reads or touches live ones. Every message made before
 * this was live.
 *
 * `deliveries_message_idx`: the sweep removes a message's deliveries by message id, and deleting a
 * message checks that none references it: without it, each would read the whole table.
 */
export class AddMessageTest1765260000000 implements MigrationInterface {
  name = 'AddMessageTest1765260000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE messages ADD COLUMN test boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`CREATE INDEX messages_test_created_idx ON messages (created_at) WHERE test`);
    await queryRunner.query(`CREATE INDEX deliveries_message_idx ON deliveries (message_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX deliveries_message_idx`);
    await queryRunner.query(`DROP INDEX messages_test_created_idx`);
    await queryRunner.query(`ALTER TABLE messages DROP COLUMN test`);
  }
}
