import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A webhook endpoint receives test traffic (events and adjustments sent with a test key, and
 * their outcomes) only when it opts in (docs/webhooks.md#test-traffic). Every endpoint made before
 * this receives live traffic only, as it always did.
 */
export class AddWebhookEndpointIncludeTestEvents1765300000000 implements MigrationInterface {
  name = 'AddWebhookEndpointIncludeTestEvents1765300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE webhook_endpoints ADD COLUMN include_test_events boolean NOT NULL DEFAULT false`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE webhook_endpoints DROP COLUMN include_test_events`);
  }
}
