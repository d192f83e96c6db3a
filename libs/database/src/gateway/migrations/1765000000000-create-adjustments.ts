import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Conversion adjustments (retractions, restatements) as the gateway records them, and an outbox
 * that carries them beside events (docs/api.md, "Adjustments").
 *
 * - The unique index on (workspace_id, test, adjustment_id) is the dedupe backstop, as events'
 *   is: Redis is the fast path, this index the truth. `test` is in it so that a test key's
 *   adjustments never take a live adjustmentId (docs/api.md#test-mode).
 * - `event_id` is set by the inserting statement, which joins the event by (workspace, externalId):
 *   an adjustment exists only for a recorded event. No foreign key, as for events: the statement
 *   is the check, and events are never deleted.
 * - The outbox gains `adjustment_id`: one outbox keeps one order, so an adjustment's row, written
 *   after its event was committed, is published after the event. Exactly one of event_id and
 *   adjustment_id is set.
 */
export class CreateAdjustments1765000000000 implements MigrationInterface {
  name = 'CreateAdjustments1765000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE adjustments (
        id uuid PRIMARY KEY,
        workspace_id uuid NOT NULL,
        adjustment_id text NOT NULL,
        event_id uuid NOT NULL,
        type text NOT NULL CHECK (type IN ('retraction', 'restatement')),
        occurred_at timestamptz NOT NULL,
        value_minor bigint CHECK (value_minor >= 0),
        currency char(3),
        payload_hash bytea NOT NULL,
        -- Millisecond precision, like the API and the cursors that resume on it.
        received_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
        test boolean NOT NULL DEFAULT false,
        CONSTRAINT adjustments_value_and_currency_together CHECK ((value_minor IS NULL) = (currency IS NULL)),
        CONSTRAINT adjustments_value_on_restatement_only CHECK ((type = 'restatement') = (value_minor IS NOT NULL))
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX adjustments_workspace_test_adjustment_id_key ON adjustments (workspace_id, test, adjustment_id)`,
    );
    await queryRunner.query(`CREATE INDEX adjustments_event_idx ON adjustments (event_id, received_at, id)`);
    await queryRunner.query(
      `CREATE INDEX adjustments_workspace_received_idx ON adjustments (workspace_id, received_at DESC, id DESC)`,
    );
    await queryRunner.query(`
      ALTER TABLE outbox
        ALTER COLUMN event_id DROP NOT NULL,
        ADD COLUMN adjustment_id uuid,
        ADD CONSTRAINT outbox_event_or_adjustment CHECK ((event_id IS NULL) <> (adjustment_id IS NULL))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM outbox WHERE adjustment_id IS NOT NULL`);
    await queryRunner.query(`
      ALTER TABLE outbox
        DROP CONSTRAINT outbox_event_or_adjustment,
        DROP COLUMN adjustment_id,
        ALTER COLUMN event_id SET NOT NULL`);
    await queryRunner.query(`DROP TABLE adjustments`);
  }
}
