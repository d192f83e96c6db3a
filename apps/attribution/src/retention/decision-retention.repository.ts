import { Inject, Injectable } from '@nestjs/common';
import { QueryRunner } from 'typeorm';
import { Removed, SweepStep } from '@app/runtime';
import { GATEWAY_SCHEMA } from '../decisions/decisions.repository';

/**
 * Attribution's part of the retention sweep (docs/privacy.md#retention): each workspace's decisions
 * (with their conversions) made, and adjustment decisions received, more than its
 * eventRetentionDays ago. The days are read from the gateway's `workspaces` (read-only, like the
 * campaigns the rules read; docs/architecture.md#data-ownership), joined in the DELETE itself, each
 * workspace probed through the (workspace_id, age) index. One bounded statement per call
 * (WorkspaceRetention loops).
 *
 * What goes is gone for the rules too: a once_per_contact campaign counts a contact's conversion
 * again once the earlier one is swept (docs/attribution.md#retention).
 */
@Injectable()
export class DecisionRetentionRepository {
  constructor(@Inject(GATEWAY_SCHEMA) private readonly gatewaySchema: string) {}

  /** Adjustment decisions first (those old on their own), then decisions with their conversions and adjustments. */
  readonly steps: SweepStep[] = [
    (runner, now, limit) => this.deleteAdjustmentDecisions(runner, now, limit),
    (runner, now, limit) => this.deleteDecisions(runner, now, limit),
  ];

  /** Each workspace's cutoff, as SQL over `w` and $1 (the sweep's clock). */
  private get cutoff(): string {
    return `$1::timestamptz - make_interval(days => w.event_retention_days)`;
  }

  /** Up to `limit` adjustment decisions received before their workspace's cutoff. */
  async deleteAdjustmentDecisions(runner: QueryRunner, now: Date, limit: number): Promise<Removed> {
    const [row]: { adjustment_decisions: number }[] = await runner.query(
      `WITH doomed AS (
         SELECT a.adjustment_id FROM "${this.gatewaySchema}".workspaces w
         CROSS JOIN LATERAL (
           SELECT a.adjustment_id FROM adjustment_decisions a
            WHERE a.workspace_id = w.id AND a.received_at < ${this.cutoff}
            LIMIT $2) a
         LIMIT $2),
       gone AS (
         DELETE FROM adjustment_decisions a USING doomed d WHERE a.adjustment_id = d.adjustment_id RETURNING 1)
       SELECT count(*)::int AS adjustment_decisions FROM gone`,
      [now, limit],
    );
    return row;
  }

  /**
   * Up to `limit` decisions made before their workspace's cutoff, with their conversions and the
   * adjustment decisions of their events (whatever their age: none outlives its event's decision),
   * in one statement.
   */
  async deleteDecisions(runner: QueryRunner, now: Date, limit: number): Promise<Removed> {
    const [row]: Removed[] = await runner.query(
      `WITH doomed AS (
         SELECT x.event_id FROM "${this.gatewaySchema}".workspaces w
         CROSS JOIN LATERAL (
           SELECT x.event_id FROM decisions x
            WHERE x.workspace_id = w.id AND x.decided_at < ${this.cutoff}
            LIMIT $2) x
         LIMIT $2),
       adjustments_gone AS (
         DELETE FROM adjustment_decisions a USING doomed d WHERE a.event_id = d.event_id RETURNING 1),
       conversions_gone AS (
         DELETE FROM conversions c USING doomed d WHERE c.event_id = d.event_id RETURNING 1),
       decisions_gone AS (
         DELETE FROM decisions x USING doomed d WHERE x.event_id = d.event_id RETURNING 1)
       SELECT (SELECT count(*) FROM decisions_gone)::int AS decisions,
              (SELECT count(*) FROM conversions_gone)::int AS conversions,
              (SELECT count(*) FROM adjustments_gone)::int AS adjustment_decisions`,
      [now, limit],
    );
    return row;
  }
}
