import { Injectable, Logger } from '@nestjs/common';
import { QueryRunner } from 'typeorm';
import { Removed, SweepStep } from '@app/runtime';
import { RedisService } from '@app/redis';
import { DedupeClaimsRepository } from '../recording/dedupe-claims.repository';

/** What a removed row's Redis deduplication marker is keyed by. */
interface Marked {
  workspaceId: string;
  id: string;
  test: boolean;
}

/**
 * Each workspace's own cutoff, as SQL over `w` (the workspaces row) and $1 (the sweep's clock):
 * rows received before it have outlived the workspace's eventRetentionDays.
 */
const CUTOFF = `$1::timestamptz - make_interval(days => w.event_retention_days)`;

/**
 * The gateway's part of the retention sweep (docs/privacy.md#retention): each workspace's events
 * and adjustments received more than its eventRetentionDays ago, with any outbox rows left of them,
 * and then their Redis deduplication markers. One bounded statement per call (WorkspaceRetention
 * loops): the workspaces are walked with a LATERAL probe of the (workspace_id, received_at) index
 * each, so a workspace with nothing old costs one index probe. An event goes with all its
 * adjustments (whatever their age), so none is left naming an event that is gone.
 *
 * After a row goes, its marker goes too: a marker set again by a late duplicate (answered from
 * Postgres, DEDUPE_RETENTION_SECONDS from then) would otherwise outlive the row, and a resend of
 * that externalId would be answered as a duplicate of an event no longer there. Deleting a marker
 * is always safe (Postgres decides duplicates; Redis is the fast path in front of it). If Redis is
 * down the markers stay until they expire, at most DEDUPE_RETENTION_SECONDS later.
 */
@Injectable()
export class EventRetentionRepository {
  private readonly log = new Logger(EventRetentionRepository.name);

  constructor(
    private readonly claims: DedupeClaimsRepository,
    private readonly redis: RedisService,
  ) {}

  /** Adjustments first (those old on their own), then events with every adjustment they have left. */
  readonly steps: SweepStep[] = [
    (runner, now, limit) => this.deleteAdjustments(runner, now, limit),
    (runner, now, limit) => this.deleteEvents(runner, now, limit),
  ];

  /** Up to `limit` adjustments received before their workspace's cutoff, with their outbox rows. */
  async deleteAdjustments(runner: QueryRunner, now: Date, limit: number): Promise<Removed> {
    const [row]: { adjustments: Marked[]; outbox: number }[] = await runner.query(
      `WITH doomed AS (
         SELECT a.id FROM workspaces w
         CROSS JOIN LATERAL (
           SELECT a.id FROM adjustments a
            WHERE a.workspace_id = w.id AND a.received_at < ${CUTOFF}
            LIMIT $2) a
         LIMIT $2),
       outbox_gone AS (DELETE FROM outbox o USING doomed d WHERE o.adjustment_id = d.id RETURNING 1),
       gone AS (
         DELETE FROM adjustments a USING doomed d WHERE a.id = d.id
         RETURNING a.workspace_id, a.adjustment_id, a.test)
       SELECT (SELECT count(*) FROM outbox_gone)::int AS outbox,
              COALESCE((SELECT json_agg(json_build_object(
                'workspaceId', workspace_id, 'id', adjustment_id, 'test', test)) FROM gone), '[]') AS adjustments`,
      [now, limit],
    );
    await this.forget(row.adjustments.map((a) => this.claims.adjustmentKey(a.workspaceId, a.id, a.test)));
    return { adjustments: row.adjustments.length, outbox: row.outbox };
  }

  /**
   * Up to `limit` events received before their workspace's cutoff, with all their adjustments and
   * the outbox rows of both, in one statement.
   */
  async deleteEvents(runner: QueryRunner, now: Date, limit: number): Promise<Removed> {
    const [row]: { events: Marked[]; adjustments: Marked[]; outbox: number }[] = await runner.query(
      `WITH doomed AS (
         SELECT e.id FROM workspaces w
         CROSS JOIN LATERAL (
           SELECT e.id FROM events e
            WHERE e.workspace_id = w.id AND e.received_at < ${CUTOFF}
            LIMIT $2) e
         LIMIT $2),
       adjustments_gone AS (
         DELETE FROM adjustments a USING doomed d WHERE a.event_id = d.id
         RETURNING a.id, a.workspace_id, a.adjustment_id, a.test),
       outbox_gone AS (
         DELETE FROM outbox o
          WHERE o.event_id IN (SELECT id FROM doomed) OR o.adjustment_id IN (SELECT id FROM adjustments_gone)
         RETURNING 1),
       events_gone AS (
         DELETE FROM events e USING doomed d WHERE e.id = d.id RETURNING e.workspace_id, e.external_id, e.test)
       SELECT (SELECT count(*) FROM outbox_gone)::int AS outbox,
              COALESCE((SELECT json_agg(json_build_object(
                'workspaceId', workspace_id, 'id', external_id, 'test', test)) FROM events_gone), '[]') AS events,
              COALESCE((SELECT json_agg(json_build_object(
                'workspaceId', workspace_id, 'id', adjustment_id, 'test', test)) FROM adjustments_gone), '[]')
                AS adjustments`,
      [now, limit],
    );
    await this.forget([
      ...row.events.map((e) => this.claims.key(e.workspaceId, e.id, e.test)),
      ...row.adjustments.map((a) => this.claims.adjustmentKey(a.workspaceId, a.id, a.test)),
    ]);
    return { events: row.events.length, adjustments: row.adjustments.length, outbox: row.outbox };
  }

  /** Deletes the markers of rows that are gone; Redis away only delays that until they expire. */
  private async forget(keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    try {
      await this.redis.client.del(...keys);
    } catch (err) {
      this.log.warn(
        `retention sweep: deleting ${keys.length} dedupe markers failed (they expire on their own within DEDUPE_RETENTION_SECONDS): ${(err as Error).message}`,
      );
    }
  }
}
