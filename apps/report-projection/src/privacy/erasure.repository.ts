import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { ErasureSteps, ErasureTarget, RemovedRows } from '@app/privacy';
import { ProjectionRepository } from '../projection/projection.repository';

/**
 * What erasing contacts deletes from the report projection's schema (docs/privacy.md#erasure):
 * the panel entries of their submissions (each shows an externalId and event name; a live stream
 * showing one is told, and shows the campaign's other entry or none), the outcomes of their events
 * and adjustments, and their applied adjustments still waiting for their event's decision. By
 * contact_id (workspace_id, contact_id), which the projection sets on every row it writes;
 * waiting adjustments by the contact in their decision (a small table: adjustments wait only until
 * their event's decision is applied). The campaign totals name no contact and stay.
 * SQL only, one bounded statement per call; ConsumerErasure runs it in bounded batches.
 */
@Injectable()
export class ErasureRepository {
  readonly erasure: ErasureSteps = {
    tables: ['panel', 'event_outcomes', 'adjustment_outcomes', 'waiting_adjustments'],
    steps: [
      (tx, target, limit) => this.deletePanelEntries(tx, target, limit),
      (tx, target, limit) => this.deleteByContact(tx, 'event_outcomes', 'event_id', target, limit),
      (tx, target, limit) => this.deleteByContact(tx, 'adjustment_outcomes', 'adjustment_id', target, limit),
      (tx, target, limit) => this.deleteWaitingAdjustments(tx, target, limit),
    ],
  };

  constructor(private readonly store: ProjectionRepository) {}

  async deletePanelEntries(tx: EntityManager, target: ErasureTarget, limit: number): Promise<RemovedRows> {
    const gone: { workspaceId: string; campaignId: string }[] = await tx.query(
      `WITH doomed AS (
         SELECT workspace_id, campaign_id, test FROM panel
          WHERE workspace_id = $1 AND contact_id = ANY($2::text[]) LIMIT $3),
       gone AS (
         DELETE FROM panel p USING doomed d
          WHERE p.workspace_id = d.workspace_id AND p.campaign_id = d.campaign_id AND p.test = d.test
         RETURNING p.workspace_id AS "workspaceId", p.campaign_id AS "campaignId")
       SELECT * FROM gone`,
      [target.workspaceId, target.contactIds, limit],
    );
    await this.store.notifyPanels(tx, gone);
    return { panel: gone.length };
  }

  async deleteByContact(
    tx: EntityManager,
    table: 'event_outcomes' | 'adjustment_outcomes',
    key: string,
    target: ErasureTarget,
    limit: number,
  ): Promise<RemovedRows> {
    const [row]: { n: number }[] = await tx.query(
      `WITH doomed AS (
         SELECT ${key} FROM ${table} WHERE workspace_id = $1 AND contact_id = ANY($2::text[]) LIMIT $3),
       gone AS (DELETE FROM ${table} t USING doomed d WHERE t.${key} = d.${key} RETURNING 1)
       SELECT count(*)::int AS n FROM gone`,
      [target.workspaceId, target.contactIds, limit],
    );
    return { [table]: row.n };
  }

  async deleteWaitingAdjustments(
    tx: EntityManager,
    target: ErasureTarget,
    limit: number,
  ): Promise<RemovedRows> {
    const [row]: { n: number }[] = await tx.query(
      `WITH doomed AS (
         SELECT adjustment_id FROM waiting_adjustments
          WHERE decision->>'workspaceId' = $1 AND decision->'event'->>'contactId' = ANY($2::text[]) LIMIT $3),
       gone AS (DELETE FROM waiting_adjustments w USING doomed d WHERE w.adjustment_id = d.adjustment_id RETURNING 1)
       SELECT count(*)::int AS n FROM gone`,
      [target.workspaceId, target.contactIds, limit],
    );
    return { waiting_adjustments: row.n };
  }
}
