import { QueryRunner } from 'typeorm';
import { PreparedStatement } from '@app/database';
import { AdjustmentType } from '@app/contracts';

/** An adjustment's own fields, on its outbox entry (the event's are the entry's). */
export interface OutboxAdjustment {
  id: string;
  adjustmentId: string;
  type: AdjustmentType;
  occurredAt: Date;
  receivedAt: Date;
  valueMinor: string | null;
  currency: string | null;
  test: boolean;
}

/**
 * One row to publish: an event, or an adjustment (then `adjustment` is set, and the event fields
 * are those of the event it adjusts, read by join).
 */
export interface OutboxEntry {
  seq: string;
  traceparent: string | null;
  adjustment: OutboxAdjustment | null;
  id: string;
  workspaceId: string;
  externalId: string;
  name: string;
  occurredAt: Date;
  receivedAt: Date;
  contactId: string;
  campaignId: string | null;
  valueMinor: string | null;
  currency: string | null;
  /** The event was sent with a test key (docs/api.md#test-mode). */
  test: boolean;
}

/** The relay's read and delete, run every round: prepared once on its connection. */
const NEXT_ENTRIES = new PreparedStatement(
  'gateway.outbox.next',
  `WITH next AS MATERIALIZED (
           SELECT seq, traceparent, event_id, adjustment_id FROM outbox ORDER BY seq LIMIT $1
         )
         SELECT o.seq, o.traceparent, e.id IS NULL AS orphan, e.id, e.workspace_id AS "workspaceId", e.external_id AS "externalId", e.name,
              e.occurred_at AS "occurredAt", e.received_at AS "receivedAt", e.contact_id AS "contactId",
              e.campaign_id AS "campaignId", e.value_minor AS "valueMinor", e.currency, e.test,
              CASE WHEN a.id IS NULL THEN NULL ELSE json_build_object(
                'id', a.id, 'adjustmentId', a.adjustment_id, 'type', a.type, 'occurredAt', a.occurred_at,
                'receivedAt', a.received_at, 'valueMinor', a.value_minor::text, 'currency', a.currency,
                'test', a.test) END AS adjustment
         FROM next o
         LEFT JOIN LATERAL (SELECT * FROM adjustments WHERE id = o.adjustment_id OFFSET 0) a ON true
         LEFT JOIN LATERAL (SELECT * FROM events WHERE id = COALESCE(o.event_id, a.event_id) OFFSET 0) e ON true
        ORDER BY o.seq`,
);
const REMOVE_ENTRIES = new PreparedStatement(
  'gateway.outbox.remove',
  `DELETE FROM outbox WHERE seq = ANY($1::bigint[])`,
);

/**
 * Outbox storage, on the relay's own dedicated connection (the one holding the leader lock).
 * Takes the QueryRunner as an argument rather than owning a connection, which is the relay's job.
 */
export class OutboxRepository {
  constructor(private readonly lockKey: string) {}

  async tryLead(runner: QueryRunner): Promise<boolean> {
    const [row] = await runner.query(`SELECT pg_try_advisory_lock(hashtext($1)) AS locked`, [this.lockKey]);
    return row.locked === true;
  }

  async resign(runner: QueryRunner): Promise<void> {
    await runner.query(`SELECT pg_advisory_unlock(hashtext($1))`, [this.lockKey]);
  }

  /**
   * The oldest `limit` rows, in the order they were written: the entries to publish, with the
   * events they publish (an adjustment's entry carries the event it adjusts), and the seqs of the
   * rows whose event or adjustment is gone (erased, docs/privacy.md#erasure), which have nothing
   * to publish. A row and its event or adjustment are inserted by one statement, so a row never
   * sees its event missing for any other reason.
   *
   * The rows are taken first (`MATERIALIZED`, by the primary key) and each joins its adjustment
   * and event by a probe of their primary keys (`LATERAL ... OFFSET 0`), whatever the statistics
   * say. The outbox churns: after a burst its statistics can count thousands of rows when it holds
   * a few, and a plain join then hash-joined the whole events table on every round (34 ms a call
   * at 500 events/s, half of Postgres's CPU per event; docs/performance.md#the-outbox-relays-read).
   */
  async next(runner: QueryRunner, limit: number): Promise<{ entries: OutboxEntry[]; orphans: string[] }> {
    const rows: (Omit<OutboxEntry, 'adjustment'> & { adjustment: RawAdjustment | null; orphan: boolean })[] =
      await NEXT_ENTRIES.rows(runner, [limit]);
    return {
      entries: rows
        .filter((row) => !row.orphan)
        .map(({ orphan: _orphan, ...row }) => ({
          ...row,
          adjustment: row.adjustment && adjustmentOf(row.adjustment),
        })),
      orphans: rows.filter((row) => row.orphan).map((row) => row.seq),
    };
  }

  async remove(runner: QueryRunner, seqs: string[]): Promise<void> {
    await REMOVE_ENTRIES.rows(runner, [seqs]);
  }

  /** Backlog size (by sequence span, exact enough and index-only) and the oldest entry's age. */
  async backlog(runner: QueryRunner): Promise<{ size: number; oldestAgeSeconds: number }> {
    const [row] = await runner.query(
      `SELECT (SELECT max(seq) FROM outbox) - first.seq + 1 AS size,
              extract(epoch FROM now() - first.created_at) AS age
         FROM (SELECT seq, created_at FROM outbox ORDER BY seq LIMIT 1) first`,
    );
    return row
      ? { size: Number(row.size), oldestAgeSeconds: Math.max(0, Number(row.age)) }
      : { size: 0, oldestAgeSeconds: 0 };
  }
}

/** An adjustment as json_build_object returns it: times as text. */
type RawAdjustment = Omit<OutboxAdjustment, 'occurredAt' | 'receivedAt'> & {
  occurredAt: string;
  receivedAt: string;
};

function adjustmentOf(raw: RawAdjustment): OutboxAdjustment {
  return { ...raw, occurredAt: new Date(raw.occurredAt), receivedAt: new Date(raw.receivedAt) };
}
