/**
 * Storage of outcomes: attempt rows, the deliveries' new state (fenced by the claim's lease) and
 * endpoint health, in one statement per batch.
 */
import { Injectable, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { PreparedStatement } from '@app/database';
import { ExhaustedDelivery, OperationalNotices } from '../messages/operational-notices';
import { DeliveryStatus } from './delivery-states';

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

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/**
 * The outcomes' statement, run on every batch the recorder writes: named, so each pooled
 * connection parses and plans it once (docs/performance.md#prepared-statements); every row is
 * reached by a probe of a primary key or by ctid, so the generic plan is the custom one.
 */
const RECORD = new PreparedStatement(
  'webhook-dispatcher.record-outcomes',
  `WITH probed AS MATERIALIZED (
     SELECT u.*, t.row_id, t.held_until
       FROM unnest($8::text[], $9::text[], $10::timestamptz[], $11::text[], $12::int[],
                   $13::timestamptz[], $14::timestamptz[], $15::text[])
            AS u (endpoint_id, message_id, lease_until, status, schedule_step, next_attempt_at, attempted_at, last_error)
      CROSS JOIN LATERAL (
            SELECT d.ctid AS row_id, d.next_attempt_at AS held_until
              FROM deliveries d
             WHERE d.message_id = u.message_id AND d.endpoint_id = u.endpoint_id
            OFFSET 0) t
   ), new_attempts AS (
     INSERT INTO attempts (endpoint_id, message_id, attempted_at, status_code, duration_ms, error, response_body)
     SELECT a.* FROM unnest($1::text[], $2::text[], $3::timestamptz[], $4::int[], $5::int[], $6::text[], $7::text[])
            AS a (endpoint_id, message_id, attempted_at, status_code, duration_ms, error, response_body)
      WHERE (a.endpoint_id, a.message_id) IN (SELECT endpoint_id, message_id FROM probed)
         OR EXISTS (SELECT 1 FROM deliveries d WHERE d.message_id = a.message_id AND d.endpoint_id = a.endpoint_id
                    OFFSET 0)
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
       FROM probed u
      WHERE u.held_until = u.lease_until AND d.ctid = u.row_id AND d.next_attempt_at = u.lease_until
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
);

/** The outcome SQL of the delivery engine, as the OutcomeRecorder batches it. */
@Injectable()
export class OutcomesRepository {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Optional() private readonly notices?: OperationalNotices,
  ) {}

  /**
   * Writes a batch of outcomes in one statement: the attempts (of deliveries that still exist: an
   * erasure may have deleted one while its attempt was in flight, docs/privacy.md#erasure; if it
   * does so during this statement, the foreign key fails it and the recorder writes it again, then
   * without that attempt), the deliveries' new state (only where the claim's lease is still in
   * place: an outcome whose row was claimed again since, or queued again by a redeliver, leaves it
   * alone), and endpoint health (a success clears
   * failing_since; a failure keeps the earliest failing_since). An update with no attempt that
   * leaves the delivery pending or failing is a release: only its due time (and step) change.
   * Returns each endpoint's failing_since after the write.
   *
   * Each delivery is found by one probe of its primary key, whatever the statistics say (OFFSET 0
   * keeps the subquery a per-row probe): it gives the row's ctid and lease, and shows the delivery
   * still exists for its attempt (an attempt without its delivery's update in the batch, which the
   * recorder never sends, gets a probe of its own: the OR evaluates it only then). Joined as a set,
   * the lease fence had become a merge join on next_attempt_at over every due row (a claim gives
   * all its rows one lease end, so each batch compared every row with every other), or a hash
   * join over the whole table once the statistics were stale. The update reaches each row by the
   * ctid its probe found and checks the lease again on it: a row updated since (a redeliver, a new
   * claim after the lease ended) has another ctid and another lease, and is left alone, as before.
   *
   * `exhausted`: the deliveries the batch ends failed after their last attempt. When there are any
   * (rare), the statement and their message.attempt.exhausted notices (OperationalNotices) run in
   * one transaction, so a batch written again after a crash writes them once; otherwise the
   * statement runs alone, as it always did.
   */
  async record(
    attempts: AttemptRow[],
    updates: DeliveryUpdate[],
    health: HealthUpdate[],
    exhausted: ExhaustedDelivery[] = [],
  ): Promise<RecordResult> {
    const notices = this.notices;
    if (exhausted.length === 0 || !notices) return this.write(this.db, attempts, updates, health);
    return this.db.transaction(async (tx) => {
      const result = await this.write(tx, attempts, updates, health);
      await notices.attemptsExhausted(tx, exhausted);
      return result;
    });
  }

  private async write(
    on: DataSource | EntityManager,
    attempts: AttemptRow[],
    updates: DeliveryUpdate[],
    health: HealthUpdate[],
  ): Promise<RecordResult> {
    const sortedHealth = [...health].sort((a, b) => (a.endpointId < b.endpointId ? -1 : 1));
    const [row]: { updated: number; health: { endpointId: string; failingSince: string | null }[] }[] =
      await RECORD.rows(on, [
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
      ]);
    return {
      updated: row.updated,
      health: row.health.map((h) => ({
        endpointId: h.endpointId,
        failingSince: h.failingSince ? new Date(h.failingSince) : null,
      })),
    };
  }
}
