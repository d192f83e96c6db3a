import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Conversion adjustments in the read model (docs/architecture.md#report-projection): net totals
 * beside the gross ones, and adjustments on the panel. Gross columns keep their meaning; the net
 * value of existing rows starts equal to the gross one (nothing was adjusted before), so a report
 * without adjustments reads net = gross.
 *
 * - `retracted` (campaign and day): counted conversions since retracted, on the day the retracted
 *   conversion counts on. netCounted = counted - retracted is computed when read.
 * - `campaign_values.net_value_minor`: the value after retractions and restatements.
 * - `adjustment_outcomes`: every adjustment decision's outcome, so a recorded adjustment applied
 *   after its decision shows the outcome instead of pending (as event_outcomes does for events).
 * - `waiting_adjustments`: applied adjustments whose event's decision this projection has not
 *   applied yet (two topics, no order between them); they move the net totals with that decision,
 *   so net never runs ahead of gross.
 * - `panel.adjustment`: for a `kind` `adjustment` submission, its adjustmentId, type, value,
 *   currency and occurredAt.
 */
export class NetTotalsAndAdjustments1764950000000 implements MigrationInterface {
  name = 'NetTotalsAndAdjustments1764950000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE campaign_reports ADD COLUMN retracted bigint NOT NULL DEFAULT 0`);
    await queryRunner.query(`ALTER TABLE campaign_daily ADD COLUMN retracted bigint NOT NULL DEFAULT 0`);
    await queryRunner.query(`ALTER TABLE campaign_values ADD COLUMN net_value_minor numeric`);
    await queryRunner.query(`UPDATE campaign_values SET net_value_minor = value_minor`);
    await queryRunner.query(
      `ALTER TABLE campaign_values ALTER COLUMN net_value_minor SET NOT NULL, ALTER COLUMN net_value_minor SET DEFAULT 0`,
    );
    await queryRunner.query(`
      CREATE TABLE adjustment_outcomes (
        adjustment_id uuid PRIMARY KEY, applied boolean NOT NULL, reason text NOT NULL, message text NOT NULL)`);
    await queryRunner.query(`
      CREATE TABLE waiting_adjustments (
        adjustment_id uuid PRIMARY KEY, event_id uuid NOT NULL, decision jsonb NOT NULL,
        waiting_since timestamptz NOT NULL DEFAULT now())`);
    await queryRunner.query(`CREATE INDEX waiting_adjustments_event ON waiting_adjustments (event_id)`);
    await queryRunner.query(`ALTER TABLE panel ADD COLUMN adjustment jsonb`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM panel WHERE kind = 'adjustment'`);
    await queryRunner.query(`ALTER TABLE panel DROP COLUMN adjustment`);
    await queryRunner.query(`DROP TABLE waiting_adjustments`);
    await queryRunner.query(`DROP TABLE adjustment_outcomes`);
    await queryRunner.query(`ALTER TABLE campaign_values DROP COLUMN net_value_minor`);
    await queryRunner.query(`ALTER TABLE campaign_daily DROP COLUMN retracted`);
    await queryRunner.query(`ALTER TABLE campaign_reports DROP COLUMN retracted`);
  }
}
