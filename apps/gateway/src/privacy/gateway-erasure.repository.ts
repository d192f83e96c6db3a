import { Injectable } from '@nestjs/common';
import { QueryRunner } from 'typeorm';

/** A row about to be erased, with what its Redis deduplication marker is keyed by. */
export interface DoomedEvent {
  id: string;
  externalId: string;
}

export interface DoomedAdjustment {
  id: string;
  adjustmentId: string;
}

/** What one batch removed, by table. */
export interface BatchRemoved {
  events: number;
  adjustments: number;
  outbox: number;
}

/**
 * The gateway's own rows about a request's contacts (docs/privacy.md#erasure): read in bounded
 * batches, then deleted with their outbox rows in one statement per batch, which also adds what it
 * removed to the request's `removed` (so the counts and the deletes commit together: a crash
 * between batches resumes with exact counts). SQL only, on the coordinator's connection.
 *
 * The outbox has no index on event_id or adjustment_id: it holds only what Kafka has not yet
 * acknowledged, normally a handful of rows, and an index would tax every insert for this rare delete.
 */
@Injectable()
export class GatewayErasureRepository {
  /** Up to `limit` adjustments of the contacts' events (through the events' contact index and adjustments' event index). */
  nextAdjustments(
    runner: QueryRunner,
    workspaceId: string,
    contactIds: string[],
    limit: number,
  ): Promise<DoomedAdjustment[]> {
    return runner.query(
      `SELECT a.id, a.adjustment_id AS "adjustmentId"
         FROM events e JOIN adjustments a ON a.event_id = e.id
        WHERE e.workspace_id = $1 AND e.contact_id = ANY($2::text[])
        LIMIT $3`,
      [workspaceId, contactIds, limit],
    );
  }

  /** Up to `limit` of the contacts' events. */
  nextEvents(
    runner: QueryRunner,
    workspaceId: string,
    contactIds: string[],
    limit: number,
  ): Promise<DoomedEvent[]> {
    return runner.query(
      `SELECT id, external_id AS "externalId" FROM events
        WHERE workspace_id = $1 AND contact_id = ANY($2::text[])
        LIMIT $3`,
      [workspaceId, contactIds, limit],
    );
  }

  /**
   * Adjustments of these events: none once the adjustments were erased, unless one was recorded
   * in between (the contacts are suppressed, so only one already in flight); erased with the events.
   */
  adjustmentsOf(runner: QueryRunner, eventIds: string[]): Promise<DoomedAdjustment[]> {
    return runner.query(
      `SELECT id, adjustment_id AS "adjustmentId" FROM adjustments WHERE event_id = ANY($1::uuid[])`,
      [eventIds],
    );
  }

  /**
   * Deletes these adjustments and events (either list may be empty) with their outbox rows, and
   * adds the counts to the request's `removed`; `redisMarkers` is the request's running total of
   * markers deleted (kept if larger than what is stored). One statement, so one transaction.
   */
  async deleteBatch(
    runner: QueryRunner,
    requestId: string,
    rows: { adjustmentIds: string[]; eventIds: string[] },
    redisMarkers: number,
  ): Promise<BatchRemoved> {
    const [removed]: BatchRemoved[] = await runner.query(
      `WITH queued AS (
         DELETE FROM outbox WHERE adjustment_id = ANY($2::uuid[]) OR event_id = ANY($3::uuid[]) RETURNING 1
       ), adjusted AS (
         DELETE FROM adjustments WHERE id = ANY($2::uuid[]) RETURNING 1
       ), recorded AS (
         -- An event goes only with all its adjustments: one recorded since they were read (its
         -- marker not yet erased) keeps the event for the next batch, which erases both.
         DELETE FROM events e WHERE e.id = ANY($3::uuid[])
            AND NOT EXISTS (SELECT 1 FROM adjustments a WHERE a.event_id = e.id AND a.id <> ALL($2::uuid[]))
         RETURNING 1
       ), counts AS (
         SELECT (SELECT count(*) FROM recorded)::int AS events, (SELECT count(*) FROM adjusted)::int AS adjustments,
                (SELECT count(*) FROM queued)::int AS outbox
       ), tally AS (
         UPDATE erasure_requests r SET removed = r.removed || jsonb_build_object(
             'events', COALESCE((r.removed->>'events')::bigint, 0) + c.events,
             'adjustments', COALESCE((r.removed->>'adjustments')::bigint, 0) + c.adjustments,
             'outbox', COALESCE((r.removed->>'outbox')::bigint, 0) + c.outbox,
             'redisMarkers', GREATEST(COALESCE((r.removed->>'redisMarkers')::bigint, 0), $4::bigint))
           FROM counts c WHERE r.id = $1
       )
       SELECT events, adjustments, outbox FROM counts`,
      [requestId, rows.adjustmentIds, rows.eventIds, redisMarkers],
    );
    return removed;
  }
}
