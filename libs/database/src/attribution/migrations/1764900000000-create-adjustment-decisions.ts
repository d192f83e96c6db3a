import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Conversion adjustments as attribution decides them (docs/attribution.md#adjustments).
 *
 * - `adjustment_decisions`: one row per recorded adjustment, keyed by its platform id, so a
 *   redelivered adjustment finds its outcome instead of making a second. `applied` is null while
 *   the adjustment waits for its event's own decision (it was read first); it is then decided with
 *   that decision, in the order received (`received_at`, then id). `recorded` keeps the recorded
 *   adjustment (and `traceparent` its trace) for as long as the row lives: a redelivered event
 *   republishes its adjustments' outcomes (one decided with it may not have been published before
 *   a crash), and an outcome is the recorded message plus its decision, so the republished
 *   message is the same one.
 * - `conversions` gains the conversion's current state: `net_value_minor` (null until an adjustment
 *   changed it: the event's own value stands) and `retracted_at`.
 */
export class CreateAdjustmentDecisions1764900000000 implements MigrationInterface {
  name = 'CreateAdjustmentDecisions1764900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE adjustment_decisions (
        adjustment_id uuid PRIMARY KEY,
        event_id uuid NOT NULL,
        workspace_id uuid NOT NULL,
        campaign_id text,
        contact_id text NOT NULL,
        type text NOT NULL CHECK (type IN ('retraction', 'restatement')),
        received_at timestamptz NOT NULL,
        applied boolean,
        reason text,
        message text,
        decided_at timestamptz,
        previous_value_minor bigint,
        net_value_minor bigint,
        recorded jsonb NOT NULL,
        traceparent text,
        CONSTRAINT adjustment_decisions_decided_or_waiting CHECK (
          (applied IS NULL AND reason IS NULL AND message IS NULL AND decided_at IS NULL)
          OR (applied IS NOT NULL AND reason IS NOT NULL AND message IS NOT NULL AND decided_at IS NOT NULL)
        )
      )`);
    await queryRunner.query(
      `CREATE INDEX adjustment_decisions_event_idx ON adjustment_decisions (event_id, received_at, adjustment_id)`,
    );
    await queryRunner.query(
      `CREATE INDEX adjustment_decisions_waiting_idx ON adjustment_decisions (received_at) WHERE applied IS NULL`,
    );
    await queryRunner.query(
      `ALTER TABLE conversions ADD COLUMN net_value_minor bigint CHECK (net_value_minor >= 0), ADD COLUMN retracted_at timestamptz`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE conversions DROP COLUMN net_value_minor, DROP COLUMN retracted_at`);
    await queryRunner.query(`DROP TABLE adjustment_decisions`);
  }
}
