import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Webhook endpoints, managed through the gateway's API. The webhook dispatcher reads them
 * (never writes): which endpoints of a workspace want a message, where to send it, with which
 * secrets. The dispatcher keeps what it learns by delivering (last success, failing since,
 * disabled and why) in its own schema; `enabled_changed_at` lets a re-enable through the API
 * override a disable the dispatcher recorded before it, without either writing the other's table.
 *
 * Secrets: sealed with AES-256-GCM (libs/webhooks secret-cipher.ts), never in the clear. An
 * endpoint has one current secret (expires_at NULL) and, during a rotation's grace period, the
 * previous one until its expires_at.
 */
export class CreateWebhookEndpoints1764400000000 implements MigrationInterface {
  name = 'CreateWebhookEndpoints1764400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE webhook_endpoints (
        id text PRIMARY KEY,
        workspace_id uuid NOT NULL REFERENCES workspaces (id),
        url text NOT NULL CHECK (length(url) BETWEEN 1 AND 2048),
        description text NOT NULL DEFAULT '' CHECK (length(description) <= 500),
        event_types text[] NOT NULL DEFAULT '{}',
        enabled boolean NOT NULL DEFAULT true,
        enabled_changed_at timestamptz NOT NULL DEFAULT now(),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX webhook_endpoints_workspace_idx ON webhook_endpoints (workspace_id, created_at)`,
    );
    await queryRunner.query(`
      CREATE TABLE webhook_endpoint_secrets (
        id bigserial PRIMARY KEY,
        endpoint_id text NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
        sealed text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX webhook_endpoint_secrets_current_idx ON webhook_endpoint_secrets (endpoint_id) WHERE expires_at IS NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX webhook_endpoint_secrets_endpoint_idx ON webhook_endpoint_secrets (endpoint_id, created_at)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE webhook_endpoint_secrets`);
    await queryRunner.query(`DROP TABLE webhook_endpoints`);
  }
}
