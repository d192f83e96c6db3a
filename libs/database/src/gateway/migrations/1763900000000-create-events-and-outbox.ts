import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Recorded events and the outbox the relay publishes from.
 *
 * - The unique index on (workspace_id, external_id) is the dedupe backstop: Redis is the fast
 *   path, this index is the truth (docs/architecture.md#guarantee-exactly-once).
 * - No foreign key to workspaces: every insert comes from a key already authenticated for its
 *   workspace, and the per-row FK lookup would tax the hottest write path for nothing.
 * - The outbox holds only the event id (the relay joins events), so an event is written once.
 */
export class CreateEventsAndOutbox1763900000000 implements MigrationInterface {
  name = 'CreateEventsAndOutbox1763900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE events (
        id uuid PRIMARY KEY,
        workspace_id uuid NOT NULL,
        external_id text NOT NULL,
        name text NOT NULL,
        occurred_at timestamptz NOT NULL,
        contact_id text NOT NULL,
        campaign_id text,
        value_minor bigint CHECK (value_minor >= 0),
        currency char(3),
        payload_hash bytea NOT NULL,
        -- Millisecond precision, like the API and the cursors that resume on it.
        received_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
        CONSTRAINT events_value_and_currency_together CHECK ((value_minor IS NULL) = (currency IS NULL))
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX events_workspace_external_id_key ON events (workspace_id, external_id)`,
    );
    await queryRunner.query(
      `CREATE INDEX events_workspace_received_idx ON events (workspace_id, received_at DESC, id DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX events_workspace_campaign_received_idx ON events (workspace_id, campaign_id, received_at DESC, id DESC) WHERE campaign_id IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX events_workspace_contact_received_idx ON events (workspace_id, contact_id, received_at DESC, id DESC)`,
    );
    await queryRunner.query(`
      CREATE TABLE outbox (
        seq bigserial PRIMARY KEY,
        event_id uuid NOT NULL,
        traceparent text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE outbox`);
    await queryRunner.query(`DROP TABLE events`);
  }
}
