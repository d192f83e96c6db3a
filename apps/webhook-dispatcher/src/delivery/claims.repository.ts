/**
 * Storage of claims: which due deliveries a replica takes, their parking while a circuit is open,
 * and the due backlog.
 */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DeliveryStatus } from './delivery-states';

export interface ClaimRequest {
  /** Most rows to claim (the free in-flight slots). */
  limit: number;
  /** How many of the oldest due rows to consider: what one claim reads, whatever the backlog. */
  window: number;
  /**
   * Endpoints whose rows the scan steps over, so that rows behind their backlog come into the
   * window; each costs a read of its due rows, so the caller uses it sparingly.
   */
  skip: string[];
  /** Endpoints that may have fewer rows than `perEndpoint` in this claim: their free slots, 0 for none. */
  caps: { endpointId: string; slots: number }[];
  perEndpoint: number;
  leaseMs: number;
}

export interface ClaimResult {
  deliveries: ClaimedDelivery[];
  /** How many due rows the window held: `window` means there may be more behind it. */
  seen: number;
}

export interface ClaimedDelivery {
  endpointId: string;
  messageId: string;
  status: Extract<DeliveryStatus, 'pending' | 'failing'>;
  attemptCount: number;
  scheduleStep: number;
  /** The claim's lease end, as stored: the fence an outcome must match to be written. */
  leaseUntil: Date;
  body: string;
  /** The trace of its message (docs/operations.md#traces); null or absent when it has none. */
  traceparent?: string | null;
}

export interface Backlog {
  due: number;
  oldestAgeSeconds: number;
}

/**
 * The claim, run on every turn of the delivery loop. Sent unnamed, so that Postgres plans it for
 * the values of each call, and never named (docs/performance.md#prepared-statements): a named
 * statement switches to a generic plan after five calls when that plan looks no dearer, and the
 * generic plan cannot see the skip list or the window's LIMIT, so it estimates a single due row and
 * reads the window by a sequential scan of the whole table and a sort (a drain of 60,000 due
 * deliveries: 2,100 buffers and 15 ms a claim instead of a few dozen buffers, Postgres's CPU per
 * delivery 2.5 × as high). Planned per call, the window is an index scan of the due index that
 * stops at the LIMIT; planning costs a fraction of a millisecond, about 2.5 times per 100
 * deliveries.
 */
const CLAIM = `WITH window_rows AS MATERIALIZED (
     SELECT ctid AS row_id, endpoint_id, next_attempt_at
       FROM deliveries
      WHERE next_attempt_at <= now() AND endpoint_id <> ALL($1::text[])
      ORDER BY next_attempt_at
      LIMIT $2
   ), ranked AS (
     SELECT row_id, endpoint_id, next_attempt_at,
            row_number() OVER (PARTITION BY endpoint_id ORDER BY next_attempt_at) AS rank
       FROM window_rows
   ), chosen AS MATERIALIZED (
     SELECT d.row_id
       FROM (SELECT r.row_id, r.next_attempt_at
               FROM ranked r
               LEFT JOIN unnest($3::text[], $4::int[]) AS cap (endpoint_id, slots) ON cap.endpoint_id = r.endpoint_id
              WHERE r.rank <= coalesce(cap.slots, $5)
              ORDER BY r.next_attempt_at) r
      CROSS JOIN LATERAL (
             SELECT d.ctid AS row_id
               FROM deliveries d
              WHERE d.ctid = r.row_id AND d.next_attempt_at <= now()
             OFFSET 0
                FOR UPDATE SKIP LOCKED) d
      LIMIT $6
   ), claimed AS MATERIALIZED (
     UPDATE deliveries d
        SET next_attempt_at = date_trunc('milliseconds', now()) + $7 * interval '1 millisecond'
       FROM chosen c
      WHERE d.ctid = c.row_id
     RETURNING d.endpoint_id, d.message_id, d.status, d.attempt_count, d.schedule_step, d.next_attempt_at
   ), seen AS (
     SELECT count(*)::int AS seen FROM window_rows
   )
   SELECT s.seen, c.endpoint_id, c.message_id, c.status, c.attempt_count, c.schedule_step,
          c.next_attempt_at AS lease_until, m.body, m.traceparent
     FROM claimed c
    CROSS JOIN LATERAL (SELECT body, traceparent FROM messages m WHERE m.id = c.message_id OFFSET 0) m
    CROSS JOIN seen s
   UNION ALL
   SELECT s.seen, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL
     FROM seen s WHERE NOT EXISTS (SELECT 1 FROM claimed)`;

/**
 * The claim SQL of the delivery engine (SKIP LOCKED between replicas, a lease ahead), as the
 * claim planner asks for it. Every statement takes a whole batch; the rules are elsewhere.
 */
@Injectable()
export class ClaimsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Claims up to `limit` due deliveries, oldest first, at most `perEndpoint` (or the endpoint's
   * cap) per endpoint, skipping rows other replicas are claiming (SKIP LOCKED), and moves their
   * next_attempt_at a lease ahead: until their outcome is written, nobody else takes them, and if
   * this replica dies they come due again when the lease ends.
   *
   * Only a window of the oldest due rows is read (apart from the `skip` endpoints' rows, stepped
   * over), so a claim costs the same however large the backlog. The due condition is repeated on
   * the locked row, so that a row another replica claimed after this statement's snapshot is not
   * claimed twice (READ COMMITTED rechecks it on the newest version).
   *
   * Every step after the window reaches its rows by address, whatever the table's statistics say
   * (the deliveries table churns, and its statistics say as many rows are due as when they were
   * taken; joined as a set, the window's rows were found again by a hash join that read every due
   * row, the whole backlog, on each claim): the window is materialized with each row's ctid; each
   * chosen row is fetched and locked by that ctid (a Tid Scan per row, in due order, stopping at
   * the limit), and a row updated since the window was read fails the ctid recheck and is left for
   * the next claim; the update reaches the rows it locked by ctid (a locked row cannot move); each
   * body is one probe of the messages' primary key (OFFSET 0 keeps the subquery a per-row probe).
   */
  async claim(request: ClaimRequest): Promise<ClaimResult> {
    // One row per claimed delivery, each also saying how many rows the window held; a lone row
    // of nulls says it when nothing was claimed.
    const rows: {
      seen: number;
      endpoint_id: string | null;
      message_id: string;
      status: 'pending' | 'failing';
      attempt_count: number;
      schedule_step: number;
      lease_until: Date;
      body: string;
      traceparent: string | null;
    }[] = await this.db.query(CLAIM, [
      request.skip,
      request.window,
      request.caps.map((c) => c.endpointId),
      request.caps.map((c) => c.slots),
      request.perEndpoint,
      request.limit,
      request.leaseMs,
    ]);
    const deliveries: ClaimedDelivery[] = [];
    for (const r of rows) {
      if (r.endpoint_id === null) continue;
      deliveries.push({
        endpointId: r.endpoint_id,
        messageId: r.message_id,
        status: r.status,
        attemptCount: r.attempt_count,
        scheduleStep: r.schedule_step,
        leaseUntil: r.lease_until,
        body: r.body,
        traceparent: r.traceparent,
      });
    }
    return { deliveries, seen: rows[0]?.seen ?? 0 };
  }

  /**
   * Moves up to `limit` due deliveries of an endpoint to `until` (its circuit's next probe),
   * status and attempts unchanged, so that they wait out of the way of every claim's scan rather
   * than at the head of the due index. Skips rows being claimed. Returns how many moved.
   * `endpoint_id || ''` keeps the planner on the due index: the primary key's endpoint_id prefix
   * would walk the endpoint's whole history of deliveries.
   */
  async park(endpointId: string, until: Date, limit: number): Promise<number> {
    const [, moved]: [unknown[], number] = await this.db.query(
      `UPDATE deliveries d
          SET next_attempt_at = $2, updated_at = now()
         FROM (SELECT endpoint_id, message_id
                 FROM deliveries
                WHERE next_attempt_at <= now() AND endpoint_id || '' = $1
                ORDER BY next_attempt_at
                LIMIT $3
                  FOR UPDATE SKIP LOCKED) p
        WHERE d.endpoint_id = p.endpoint_id AND d.message_id = p.message_id`,
      [endpointId, until.toISOString(), limit],
    );
    return moved;
  }

  /** How many deliveries are due and not claimed, and how long the oldest has waited. */
  async backlog(): Promise<Backlog> {
    const [row]: { due: number; age: number }[] = await this.db.query(
      `SELECT count(*)::int AS due,
              coalesce(extract(epoch FROM now() - min(next_attempt_at)), 0)::float8 AS age
         FROM deliveries
        WHERE next_attempt_at <= now()`,
    );
    return { due: row.due, oldestAgeSeconds: row.age };
  }
}
