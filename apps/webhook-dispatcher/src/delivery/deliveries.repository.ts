import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { EFFECTIVELY_ENABLED_SQL, GATEWAY_SCHEMA } from '../gateway-schema';
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
}

export interface EndpointRow {
  id: string;
  url: string;
  enabled: boolean;
  effectiveEnabled: boolean;
  disabledReason: string | null;
  enabledChangedAt: Date;
  /** enabled_changed_at as Postgres prints it, to compare exactly (a JS Date keeps milliseconds only). */
  enabledChangedBasis: string;
  secrets: { sealed: string; expiresAt: Date | null }[];
}

export interface AttemptRow {
  endpointId: string;
  messageId: string;
  attemptedAt: Date;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  responseBody: string | null;
}

/** A delivery's state after its claim: an attempt's outcome, an end without attempt, or a release. */
export interface DeliveryUpdate {
  endpointId: string;
  messageId: string;
  leaseUntil: Date;
  status: DeliveryStatus;
  scheduleStep: number;
  nextAttemptAt: Date | null;
  /** Set when this update follows an attempt (attempt_count + 1, last_attempt_at). */
  attemptedAt: Date | null;
  lastError: string | null;
}

export interface HealthUpdate {
  endpointId: string;
  /** The batch's last success, if any. */
  lastSuccessAt: Date | null;
  /** The first failure after the batch's last success; null if the batch ends on a success. */
  failingSince: Date | null;
}

export interface RecordResult {
  /** Delivery rows written; fewer than sent when a lease had moved on (a redeliver, an expired claim). */
  updated: number;
  health: { endpointId: string; failingSince: Date | null }[];
}

export interface Backlog {
  due: number;
  oldestAgeSeconds: number;
}

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/**
 * Storage of the delivery engine: claims of due deliveries, their outcomes, endpoint health,
 * and the read of endpoints (url, enabled, sealed secrets) from the gateway's schema, which is
 * never written. SQL only; the rules that choose what to write are in delivery-worker.service.ts
 * and the pure functions beside it. Every statement takes a whole batch.
 */
@Injectable()
export class DeliveriesRepository {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(GATEWAY_SCHEMA) private readonly gatewaySchema: string,
  ) {}

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
    }[] = await this.db.query(
      `WITH window_rows AS (
         SELECT endpoint_id, message_id, next_attempt_at
           FROM deliveries
          WHERE next_attempt_at <= now() AND endpoint_id <> ALL($1::text[])
          ORDER BY next_attempt_at
          LIMIT $2
       ), ranked AS (
         SELECT endpoint_id, message_id, next_attempt_at,
                row_number() OVER (PARTITION BY endpoint_id ORDER BY next_attempt_at) AS rank
           FROM window_rows
       ), chosen AS (
         SELECT d.endpoint_id, d.message_id
           FROM ranked r
           JOIN deliveries d ON d.endpoint_id = r.endpoint_id AND d.message_id = r.message_id
           LEFT JOIN unnest($3::text[], $4::int[]) AS cap (endpoint_id, slots) ON cap.endpoint_id = r.endpoint_id
          WHERE r.rank <= coalesce(cap.slots, $5) AND d.next_attempt_at <= now()
          ORDER BY r.next_attempt_at
          LIMIT $6
            FOR UPDATE OF d SKIP LOCKED
       ), claimed AS (
         UPDATE deliveries d
            SET next_attempt_at = date_trunc('milliseconds', now()) + $7 * interval '1 millisecond'
           FROM chosen c
          WHERE d.endpoint_id = c.endpoint_id AND d.message_id = c.message_id
         RETURNING d.endpoint_id, d.message_id, d.status, d.attempt_count, d.schedule_step, d.next_attempt_at
       ), seen AS (
         SELECT count(*)::int AS seen FROM window_rows
       )
       SELECT s.seen, c.endpoint_id, c.message_id, c.status, c.attempt_count, c.schedule_step,
              c.next_attempt_at AS lease_until, m.body
         FROM claimed c JOIN messages m ON m.id = c.message_id CROSS JOIN seen s
       UNION ALL
       SELECT s.seen, NULL, NULL, NULL, NULL, NULL, NULL, NULL
         FROM seen s WHERE NOT EXISTS (SELECT 1 FROM claimed)`,
      [
        request.skip,
        request.window,
        request.caps.map((c) => c.endpointId),
        request.caps.map((c) => c.slots),
        request.perEndpoint,
        request.limit,
        request.leaseMs,
      ],
    );
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
      });
    }
    return { deliveries, seen: rows[0]?.seen ?? 0 };
  }

  /**
   * Writes a batch of outcomes in one statement: the attempts, the deliveries' new state (only
   * where the claim's lease is still in place: an outcome whose row was claimed again since, or
   * queued again by a redeliver, leaves it alone), and endpoint health (a success clears
   * failing_since; a failure keeps the earliest failing_since). An update with no attempt that
   * leaves the delivery pending or failing is a release: only its due time (and step) change.
   * Returns each endpoint's failing_since after the write.
   */
  async record(
    attempts: AttemptRow[],
    updates: DeliveryUpdate[],
    health: HealthUpdate[],
  ): Promise<RecordResult> {
    const sortedHealth = [...health].sort((a, b) => (a.endpointId < b.endpointId ? -1 : 1));
    const [row]: { updated: number; health: { endpointId: string; failingSince: string | null }[] }[] =
      await this.db.query(
        `WITH new_attempts AS (
           INSERT INTO attempts (endpoint_id, message_id, attempted_at, status_code, duration_ms, error, response_body)
           SELECT * FROM unnest($1::text[], $2::text[], $3::timestamptz[], $4::int[], $5::int[], $6::text[], $7::text[])
         ), updated AS (
           UPDATE deliveries d
              SET status = u.status,
                  attempt_count = d.attempt_count + (u.attempted_at IS NOT NULL)::int,
                  schedule_step = u.schedule_step,
                  next_attempt_at = u.next_attempt_at,
                  last_attempt_at = coalesce(u.attempted_at, d.last_attempt_at),
                  last_error = CASE WHEN u.attempted_at IS NULL AND u.status IN ('pending', 'failing')
                                    THEN d.last_error ELSE u.last_error END,
                  updated_at = now()
             FROM unnest($8::text[], $9::text[], $10::timestamptz[], $11::text[], $12::int[],
                         $13::timestamptz[], $14::timestamptz[], $15::text[])
                  AS u (endpoint_id, message_id, lease_until, status, schedule_step, next_attempt_at, attempted_at, last_error)
            WHERE d.endpoint_id = u.endpoint_id AND d.message_id = u.message_id
              AND d.next_attempt_at = u.lease_until
           RETURNING 1
         ), health AS (
           INSERT INTO endpoint_health AS h (endpoint_id, last_success_at, failing_since)
           SELECT * FROM unnest($16::text[], $17::timestamptz[], $18::timestamptz[])
           ON CONFLICT (endpoint_id) DO UPDATE
              SET last_success_at = greatest(h.last_success_at, excluded.last_success_at),
                  failing_since = CASE
                    WHEN excluded.failing_since IS NULL THEN NULL
                    WHEN excluded.last_success_at IS NOT NULL THEN excluded.failing_since
                    ELSE coalesce(h.failing_since, excluded.failing_since)
                  END,
                  updated_at = now()
           RETURNING h.endpoint_id, h.failing_since
         )
         SELECT (SELECT count(*) FROM updated)::int AS updated,
                (SELECT coalesce(json_agg(json_build_object('endpointId', endpoint_id, 'failingSince', failing_since)), '[]')
                   FROM health) AS health`,
        [
          attempts.map((a) => a.endpointId),
          attempts.map((a) => a.messageId),
          attempts.map((a) => a.attemptedAt.toISOString()),
          attempts.map((a) => a.statusCode),
          attempts.map((a) => a.durationMs),
          attempts.map((a) => a.error),
          attempts.map((a) => a.responseBody),
          updates.map((u) => u.endpointId),
          updates.map((u) => u.messageId),
          updates.map((u) => u.leaseUntil.toISOString()),
          updates.map((u) => u.status),
          updates.map((u) => u.scheduleStep),
          updates.map((u) => iso(u.nextAttemptAt)),
          updates.map((u) => iso(u.attemptedAt)),
          updates.map((u) => u.lastError),
          sortedHealth.map((h) => h.endpointId),
          sortedHealth.map((h) => iso(h.lastSuccessAt)),
          sortedHealth.map((h) => iso(h.failingSince)),
        ],
      );
    return {
      updated: row.updated,
      health: row.health.map((h) => ({
        endpointId: h.endpointId,
        failingSince: h.failingSince ? new Date(h.failingSince) : null,
      })),
    };
  }

  /** The endpoints with these ids that exist, with their signing secrets (sealed) and health. */
  async endpoints(ids: string[]): Promise<EndpointRow[]> {
    if (ids.length === 0) return [];
    const rows: {
      id: string;
      url: string;
      enabled: boolean;
      effective_enabled: boolean;
      disabled_reason: string | null;
      enabled_changed_at: Date;
      enabled_changed_basis: string;
      secrets: { sealed: string; expiresAt: string | null }[];
    }[] = await this.db.query(
      `SELECT e.id, e.url, e.enabled, e.enabled_changed_at, e.enabled_changed_at::text AS enabled_changed_basis,
              ${EFFECTIVELY_ENABLED_SQL} AS effective_enabled,
              h.disabled_reason,
              coalesce((SELECT json_agg(json_build_object('sealed', s.sealed, 'expiresAt', s.expires_at)
                                        ORDER BY s.created_at DESC)
                          FROM "${this.gatewaySchema}".webhook_endpoint_secrets s
                         WHERE s.endpoint_id = e.id AND (s.expires_at IS NULL OR s.expires_at > now())),
                       '[]') AS secrets
         FROM "${this.gatewaySchema}".webhook_endpoints e
         LEFT JOIN endpoint_health h ON h.endpoint_id = e.id
        WHERE e.id = ANY($1::text[])`,
      [ids],
    );
    return rows.map((r) => ({
      id: r.id,
      url: r.url,
      enabled: r.enabled,
      effectiveEnabled: r.effective_enabled,
      disabledReason: r.disabled_reason,
      enabledChangedAt: r.enabled_changed_at,
      enabledChangedBasis: r.enabled_changed_basis,
      secrets: r.secrets.map((s) => ({
        sealed: s.sealed,
        expiresAt: s.expiresAt ? new Date(s.expiresAt) : null,
      })),
    }));
  }

  /**
   * Disables an endpoint, unless it was switched (re-enabled) through the API after
   * `enabledChangedBasis`, the state the decision was made on. True if it was disabled.
   */
  async disable(endpointId: string, reason: string, enabledChangedBasis: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `INSERT INTO endpoint_health AS h (endpoint_id, disabled_at, disabled_reason)
       SELECT e.id, now(), $2 FROM "${this.gatewaySchema}".webhook_endpoints e
        WHERE e.id = $1 AND e.enabled_changed_at = $3::timestamptz
       ON CONFLICT (endpoint_id) DO UPDATE
          SET disabled_at = now(), disabled_reason = excluded.disabled_reason, updated_at = now()
       RETURNING 1`,
      [endpointId, reason, enabledChangedBasis],
    );
    return rows.length > 0;
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
