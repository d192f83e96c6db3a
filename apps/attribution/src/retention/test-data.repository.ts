import { Injectable } from '@nestjs/common';
import { QueryRunner } from 'typeorm';
import { Removed, SweepStep } from '@app/runtime';

/**
 * Deletes test traffic's rows older than a cutoff from attribution's tables
 * (docs/attribution.md#test-traffic): test decisions with their conversions, and test adjustment
 * decisions (waiting ones too). One bounded statement per call; the caller loops. SQL only, and
 * only rows marked `test`: the partial indexes hold nothing else, so live rows are never read.
 */
@Injectable()
export class TestDataRepository {
  /** The sweep's steps: adjustments first, so none outlives its event's decision in a sweep. */
  readonly steps: SweepStep[] = [
    (runner, cutoff, limit) => this.deleteAdjustmentDecisions(runner, cutoff, limit),
    (runner, cutoff, limit) => this.deleteDecisions(runner, cutoff, limit),
  ];

  /** Up to `limit` test adjustment decisions received before `cutoff`. */
  async deleteAdjustmentDecisions(runner: QueryRunner, cutoff: Date, limit: number): Promise<Removed> {
    const [row]: { adjustmentDecisions: number }[] = await runner.query(
      `WITH doomed AS (
         SELECT adjustment_id FROM adjustment_decisions WHERE test AND received_at < $1 LIMIT $2),
       gone AS (
         DELETE FROM adjustment_decisions a USING doomed d WHERE a.adjustment_id = d.adjustment_id RETURNING 1)
       SELECT count(*)::int AS "adjustmentDecisions" FROM gone`,
      [cutoff, limit],
    );
    return row;
  }

  /** Up to `limit` test decisions made before `cutoff`, and their conversions, in one statement. */
  async deleteDecisions(runner: QueryRunner, cutoff: Date, limit: number): Promise<Removed> {
    const [row]: { decisions: number; conversions: number }[] = await runner.query(
      `WITH doomed AS (
         SELECT event_id FROM decisions WHERE test AND decided_at < $1 LIMIT $2),
       conversions_gone AS (
         DELETE FROM conversions c USING doomed d WHERE c.event_id = d.event_id RETURNING 1),
       decisions_gone AS (
         DELETE FROM decisions x USING doomed d WHERE x.event_id = d.event_id RETURNING 1)
       SELECT (SELECT count(*) FROM decisions_gone)::int AS decisions,
              (SELECT count(*) FROM conversions_gone)::int AS conversions`,
      [cutoff, limit],
    );
    return row;
  }
}
