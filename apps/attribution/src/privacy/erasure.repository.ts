import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { ErasureSteps, ErasureTarget, RemovedRows } from '@app/privacy';

/**
 * What erasing contacts deletes from attribution's schema (docs/privacy.md#erasure): their
 * adjustment decisions (decided or waiting: each keeps the recorded adjustment and its event), then
 * their decisions with the conversions counted from them. SQL only, one bounded statement per call,
 * by the (workspace_id, contact_id) indexes; ConsumerErasure runs it in bounded batches.
 */
@Injectable()
export class ErasureRepository {
  readonly erasure: ErasureSteps = {
    tables: ['decisions', 'conversions', 'adjustment_decisions'],
    steps: [
      (tx, target, limit) => this.deleteAdjustmentDecisions(tx, target, limit),
      (tx, target, limit) => this.deleteDecisions(tx, target, limit),
    ],
  };

  async deleteAdjustmentDecisions(
    tx: EntityManager,
    target: ErasureTarget,
    limit: number,
  ): Promise<RemovedRows> {
    const [row]: { adjustment_decisions: number }[] = await tx.query(
      `WITH doomed AS (
         SELECT adjustment_id FROM adjustment_decisions
          WHERE workspace_id = $1 AND contact_id = ANY($2::text[]) LIMIT $3),
       gone AS (
         DELETE FROM adjustment_decisions a USING doomed d WHERE a.adjustment_id = d.adjustment_id RETURNING 1)
       SELECT count(*)::int AS adjustment_decisions FROM gone`,
      [target.workspaceId, target.contactIds, limit],
    );
    return row;
  }

  /** Up to `limit` decisions, and their conversions (keyed by the same event ids), in one statement. */
  async deleteDecisions(tx: EntityManager, target: ErasureTarget, limit: number): Promise<RemovedRows> {
    const [row]: { decisions: number; conversions: number }[] = await tx.query(
      `WITH doomed AS (
         SELECT event_id FROM decisions WHERE workspace_id = $1 AND contact_id = ANY($2::text[]) LIMIT $3),
       conversions_gone AS (
         DELETE FROM conversions c USING doomed d WHERE c.event_id = d.event_id RETURNING 1),
       decisions_gone AS (
         DELETE FROM decisions x USING doomed d WHERE x.event_id = d.event_id RETURNING 1)
       SELECT (SELECT count(*) FROM decisions_gone)::int AS decisions,
              (SELECT count(*) FROM conversions_gone)::int AS conversions`,
      [target.workspaceId, target.contactIds, limit],
    );
    return row;
  }
}
