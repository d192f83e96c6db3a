import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The webhook dispatcher's own schema.
 *
 * - `messages`: one per (event, type), or per test request. The id is derived from the event id
 *   and type (libs/webhooks ids.ts), so a replayed Kafka message finds its row instead of making
 *   a second. `body` is the exact JSON that is signed and sent, the same on every attempt.
 * - `deliveries`: one per (endpoint, message). Deliveries run from this table: a worker claims
 *   due rows (`next_attempt_at <= now()`) with FOR UPDATE SKIP LOCKED and moves their
 *   `next_attempt_at` a lease ahead, so a replica that dies mid-attempt leaves rows that come due
 *   again when the lease ends, and replicas never take the same row.
 *   `schedule_step` counts the automatic retries used in the current round (a redeliver or
 *   recover starts a one-attempt round).
 * - `attempts`: every attempt, with what the receiver answered (first 4 KiB).
 * - `applied_commands`: the ids of the API's requests (webhook-commands topic) already carried
 *   out, so a redelivered or replayed command does not send a second time.
 * - `endpoint_health`: what delivering has taught about each endpoint: its last success, since
 *   when it has failed without one, and whether the dispatcher disabled it (410, or failing for
 *   too long) and why.
 */
export class CreateDeliveries1764500000000 implements MigrationInterface {
  name = 'CreateDeliveries1764500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE messages (
        id text PRIMARY KEY,
        workspace_id uuid NOT NULL,
        type text NOT NULL,
        event_id uuid,
        body text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE deliveries (
        endpoint_id text NOT NULL,
        message_id text NOT NULL REFERENCES messages (id),
        workspace_id uuid NOT NULL,
        type text NOT NULL,
        status text NOT NULL DEFAULT 'pending'
          CHECK (status IN ('pending', 'delivered', 'failing', 'failed')),
        attempt_count integer NOT NULL DEFAULT 0,
        schedule_step integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz,
        last_attempt_at timestamptz,
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (endpoint_id, message_id),
        CHECK ((status IN ('pending', 'failing')) = (next_attempt_at IS NOT NULL))
      )`);
    await queryRunner.query(
      `CREATE INDEX deliveries_due_idx ON deliveries (next_attempt_at) WHERE next_attempt_at IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX deliveries_log_idx ON deliveries (endpoint_id, created_at DESC, message_id DESC)`,
    );
    await queryRunner.query(`
      CREATE TABLE attempts (
        id bigserial PRIMARY KEY,
        endpoint_id text NOT NULL,
        message_id text NOT NULL,
        attempted_at timestamptz NOT NULL,
        status_code integer,
        duration_ms integer NOT NULL,
        error text,
        response_body text,
        FOREIGN KEY (endpoint_id, message_id) REFERENCES deliveries (endpoint_id, message_id)
      )`);
    await queryRunner.query(`CREATE INDEX attempts_delivery_idx ON attempts (endpoint_id, message_id, id)`);
    await queryRunner.query(`
      CREATE TABLE applied_commands (
        command_id uuid PRIMARY KEY,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE endpoint_health (
        endpoint_id text PRIMARY KEY,
        last_success_at timestamptz,
        failing_since timestamptz,
        disabled_at timestamptz,
        disabled_reason text,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE endpoint_health`);
    await queryRunner.query(`DROP TABLE applied_commands`);
    await queryRunner.query(`DROP TABLE attempts`);
    await queryRunner.query(`DROP TABLE deliveries`);
    await queryRunner.query(`DROP TABLE messages`);
  }
}
