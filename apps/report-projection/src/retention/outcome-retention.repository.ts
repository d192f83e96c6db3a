import { Inject, Injectable } from '@nestjs/common';
import { QueryRunner } from 'typeorm';
import { Removed, SweepStep } from '@app/runtime';
import { PANEL_CHANNEL } from '../projection/projection.repository';

/** The gateway's schema: workspaces' retention settings, and the events and adjustments of outcomes stored without a workspace. */
export const GATEWAY_SCHEMA = Symbol('GATEWAY_SCHEMA');

type OutcomeTable = 'event_outcomes' | 'adjustment_outcomes';

/** Each table's key, and the gateway's table that row is the outcome of. */
const TABLES: Record<OutcomeTable, { key: string; source: string }> = {
  event_outcomes: { key: 'event_id', source: 'events' },
  adjustment_outcomes: { key: 'adjustment_id', source: 'adjustments' },
};

/**
 * The report projection's part of the retention sweep (docs/privacy.md#retention): each workspace's
 * event and adjustment outcomes applied more than its eventRetentionDays ago. The days are read from
 * the gateway's `workspaces` (read-only: docs/architecture.md#data-ownership) in the DELETE itself,
 * each workspace probed through the (workspace_id, decided_at) index. One bounded statement per call
 * (WorkspaceRetention loops).
 *
 * The panel's entries (one per campaign and mode: the latest submission, naming its event) go by
 * the same rule once the submission was received that long ago, and the panel is notified, so a
 * live stream shows `latest: null`; adjustments still waiting for their event's decision
 * (waiting_adjustments) go too once waiting that long (that decision is not coming: its event is
 * gone). Campaign reports, their reasons, values and days stay: they are totals, not rows about a
 * person, and keep counting what was deleted.
 *
 * Outcomes stored before they named their workspace (workspace_id NULL) are adopted first: the
 * workspace is read from the gateway's event or adjustment, and an outcome whose event or adjustment
 * the gateway no longer has (its retention or an erasure removed it) is deleted. Bounded statements
 * over the partial index of those rows; once adopted, a row never comes back to it.
 */
@Injectable()
export class OutcomeRetentionRepository {
  constructor(
    @Inject(GATEWAY_SCHEMA) private readonly gatewaySchema: string,
    @Inject(PANEL_CHANNEL) private readonly panelChannel: string,
  ) {}

  readonly steps: SweepStep[] = [
    (runner, _now, limit) => this.adopt(runner, 'event_outcomes', limit),
    (runner, _now, limit) => this.adopt(runner, 'adjustment_outcomes', limit),
    (runner, now, limit) => this.deleteOld(runner, 'event_outcomes', now, limit),
    (runner, now, limit) => this.deleteOld(runner, 'adjustment_outcomes', now, limit),
    (runner, now, limit) => this.deletePanelEntries(runner, now, limit),
    (runner, now, limit) => this.deleteWaiting(runner, now, limit),
  ];

  /** Each workspace's cutoff, as SQL over `w` and $1 (the sweep's clock). */
  private readonly cutoff = `$1::timestamptz - make_interval(days => w.event_retention_days)`;

  /** Up to `limit` outcomes applied before their workspace's cutoff. */
  async deleteOld(runner: QueryRunner, table: OutcomeTable, now: Date, limit: number): Promise<Removed> {
    const { key } = TABLES[table];
    const [row]: { n: number }[] = await runner.query(
      `WITH doomed AS (
         SELECT o.${key} FROM "${this.gatewaySchema}".workspaces w
         CROSS JOIN LATERAL (
           SELECT o.${key} FROM ${table} o
            WHERE o.workspace_id = w.id
              AND o.decided_at < ${this.cutoff}
            LIMIT $2) o
         LIMIT $2),
       gone AS (DELETE FROM ${table} t USING doomed d WHERE t.${key} = d.${key} RETURNING 1)
       SELECT count(*)::int AS n FROM gone`,
      [now, limit],
    );
    return { [table]: row.n };
  }

  /** Up to `limit` panel entries received before their workspace's cutoff; their panels are notified. */
  async deletePanelEntries(runner: QueryRunner, now: Date, limit: number): Promise<Removed> {
    const gone: { workspaceId: string; campaignId: string }[] = await runner.query(
      `WITH doomed AS (
         SELECT p.workspace_id, p.campaign_id, p.test FROM "${this.gatewaySchema}".workspaces w
         CROSS JOIN LATERAL (
           SELECT p.workspace_id, p.campaign_id, p.test FROM panel p
            WHERE p.workspace_id = w.id AND p.received_at < ${this.cutoff}
            LIMIT $2) p
         LIMIT $2),
       gone AS (
         DELETE FROM panel p USING doomed d
          WHERE p.workspace_id = d.workspace_id AND p.campaign_id = d.campaign_id AND p.test = d.test
         RETURNING p.workspace_id AS "workspaceId", p.campaign_id AS "campaignId")
       SELECT * FROM gone`,
      [now, limit],
    );
    if (gone.length > 0) {
      // The gateway's live streams re-read these panels: they show the entry left, or none.
      await runner.query(`SELECT pg_notify($1, n) FROM unnest($2::text[]) AS n`, [
        this.panelChannel,
        [
          ...new Set(
            gone.map((g) => JSON.stringify({ workspaceId: g.workspaceId, campaignId: g.campaignId })),
          ),
        ],
      ]);
    }
    return { panel: gone.length };
  }

  /**
   * Up to `limit` adjustments waiting (since before their workspace's cutoff) for their event's
   * decision. The table holds only what waits, a handful of rows: read whole, no index needed.
   */
  async deleteWaiting(runner: QueryRunner, now: Date, limit: number): Promise<Removed> {
    const [row]: { n: number }[] = await runner.query(
      `WITH doomed AS (
         SELECT a.adjustment_id FROM waiting_adjustments a
           JOIN "${this.gatewaySchema}".workspaces w ON w.id = (a.decision->>'workspaceId')::uuid
          WHERE a.waiting_since < ${this.cutoff}
          LIMIT $2),
       gone AS (DELETE FROM waiting_adjustments a USING doomed d WHERE a.adjustment_id = d.adjustment_id RETURNING 1)
       SELECT count(*)::int AS n FROM gone`,
      [now, limit],
    );
    return { waiting_adjustments: row.n };
  }

  /**
   * Gives outcomes stored without a workspace the one of their event or adjustment at the gateway,
   * `limit` rows a statement until none is left; deletes those the gateway no longer has. Answers
   * what it deleted (filling in is not a deletion, so it loops here rather than in the sweeper).
   */
  async adopt(runner: QueryRunner, table: OutcomeTable, limit: number): Promise<Removed> {
    const { key, source } = TABLES[table];
    let removed = 0;
    for (;;) {
      const [row]: { seen: number; orphans: number }[] = await runner.query(
        `WITH legacy AS (
           SELECT ${key} FROM ${table} WHERE workspace_id IS NULL LIMIT $1),
         found AS (
           SELECT l.${key}, s.workspace_id FROM legacy l
             LEFT JOIN "${this.gatewaySchema}".${source} s ON s.id = l.${key}),
         filled AS (
           UPDATE ${table} t SET workspace_id = f.workspace_id FROM found f
            WHERE t.${key} = f.${key} AND f.workspace_id IS NOT NULL RETURNING 1),
         orphans AS (
           DELETE FROM ${table} t USING found f
            WHERE t.${key} = f.${key} AND f.workspace_id IS NULL RETURNING 1)
         SELECT (SELECT count(*) FROM found)::int AS seen, (SELECT count(*) FROM orphans)::int AS orphans`,
        [limit],
      );
      removed += row.orphans;
      if (row.seen < limit) return { [table]: removed };
    }
  }
}
