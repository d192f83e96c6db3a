import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How long each workspace keeps its data (docs/privacy.md#retention), set through
 * PATCH /v1/workspaces/{workspaceId}/settings: events and adjustments (and, in attribution and the
 * report projection, their decisions and outcomes) for `event_retention_days`, the webhook delivery
 * log for `webhook_log_retention_days`. Every service's retention sweep reads them (read-only).
 * The bounds are the API's (apps/gateway/src/workspaces/workspace-settings-rules.ts): the
 * constraints hold them for any other writer too. Existing workspaces get the defaults.
 */
export class AddWorkspaceRetentionSettings1765500000000 implements MigrationInterface {
  name = 'AddWorkspaceRetentionSettings1765500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE workspaces
        ADD COLUMN event_retention_days integer NOT NULL DEFAULT 400
          CONSTRAINT workspaces_event_retention_days_range CHECK (event_retention_days BETWEEN 30 AND 3650),
        ADD COLUMN webhook_log_retention_days integer NOT NULL DEFAULT 30
          CONSTRAINT workspaces_webhook_log_retention_days_range CHECK (webhook_log_retention_days BETWEEN 1 AND 90)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE workspaces DROP COLUMN webhook_log_retention_days, DROP COLUMN event_retention_days`,
    );
  }
}
