import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AdjustmentType } from '@app/contracts';
import { InsertedRow } from '../recording/insert-batcher';
import { ATTRIBUTION_SCHEMA } from '../recording/recording-settings';
import { NormalizedAdjustment } from './adjustment-rules';

export interface NewAdjustmentRow extends NormalizedAdjustment {
  id: string;
  workspaceId: string;
  traceparent: string | null;
}

/** A stored adjustment with its outcome, read from attribution's adjustment decisions. */
export interface AdjustmentRow {
  id: string;
  adjustmentId: string;
  externalId: string;
  eventId: string;
  type: AdjustmentType;
  occurredAt: Date;
  receivedAt: Date;
  valueMinor: string | null;
  currency: string | null;
  /** null: no decision yet (no row, or waiting for its event's decision). */
  applied: boolean | null;
  reason: string | null;
  message: string | null;
  decidedAt: Date | null;
  /** Sent with a test key (docs/api.md#test-mode). */
  test: boolean;
}

/** The contact of an adjustment's event, as the insert checks it against the suppression list. */
export interface AdjustedContact {
  contactId: string;
  /** ContactHasher's keyed hash of (workspaceId, contactId) (docs/privacy.md#keyed-hashes). */
  contactHash: Buffer;
}

/** An event an adjustment may name, with its contact. */
export interface EventContact {
  workspaceId: string;
  test: boolean;
  externalId: string;
  contactId: string;
}

/** What answers a repeated adjustmentId. */
export interface StoredAdjustment {
  id: string;
  adjustmentId: string;
  receivedAt: Date;
  payloadHash: Buffer;
}

export interface AdjustmentListFilter {
  externalId?: string;
  /** Continue after this (receivedAt, id), newest first. */
  after?: { receivedAt: Date; id: string };
  limit: number;
}

/**
 * Postgres access for adjustments. An adjustment is inserted with its outbox row in one statement
 * (so one implicit transaction), and only if its event is recorded: the statement joins the event
 * by (workspace, mode, externalId), so an adjustment never exists without its event, and its outbox row
 * always comes after the event's (one outbox, one order: docs/architecture.md).
 */
@Injectable()
export class AdjustmentsRepository {
  private readonly select: string;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(ATTRIBUTION_SCHEMA) attributionSchema: string,
  ) {
    this.select = `SELECT a.id, a.adjustment_id AS "adjustmentId", e.external_id AS "externalId", a.event_id AS "eventId",
        a.type, a.occurred_at AS "occurredAt", a.received_at AS "receivedAt", a.value_minor AS "valueMinor",
        a.currency, a.test, d.applied, d.reason, d.message, d.decided_at AS "decidedAt"
      FROM adjustments a
      JOIN events e ON e.id = a.event_id
      LEFT JOIN "${attributionSchema}".adjustment_decisions d ON d.adjustment_id = a.id`;
  }

  /**
   * Inserts the rows that are new, whose event exists and whose event's contact is not suppressed;
   * skips those whose (workspace, test, adjustmentId) exists or whose event does not. Returns the
   * inserted rows and the suppressed ones (`suppressed: true`), written and queued for Kafka in the
   * order given.
   *
   * `contacts[i]` is the contact of row i's event as read just before (eventContacts), with its
   * keyed hash, or null when no event was found: the hash needs PRIVACY_HASH_KEY, which Postgres
   * never holds, so it cannot be computed here from the joined event. The join requires the
   * event's contact to be that one, so the hash checked is always the joined event's: an event
   * that appeared since the read (or was erased and sent again) is not joined, and the row is
   * refused as not_found, its claim released, for the client's retry to decide. The suppression
   * check is in this statement, atomic with the insert, as for events (events.repository.ts); a
   * repeat of an adjustmentId recorded before is skipped as any repeat.
   */
  async insertMany(rows: NewAdjustmentRow[], contacts: (AdjustedContact | null)[]): Promise<InsertedRow[]> {
    if (rows.length === 0) return [];
    const col = <K extends keyof NewAdjustmentRow>(k: K) => rows.map((r) => r[k]);
    return this.db.query(
      `WITH input AS (
         SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::timestamptz[],
                              $7::bigint[], $8::text[], $9::bytea[], $10::boolean[], $11::text[], $12::text[],
                              $13::bytea[])
           WITH ORDINALITY AS t(id, workspace_id, adjustment_id, external_id, type, occurred_at,
                                value_minor, currency, payload_hash, test, traceparent, contact_id,
                                contact_hash, ord)
       ), adjusted AS (
         -- The suppression probe as for events (events.repository.ts): once per row, on the
         -- primary key (OFFSET 0 keeps the planner from hashing the whole table).
         SELECT input.*, e.id AS event_id,
                EXISTS (SELECT 1 FROM suppressions s
                         WHERE s.workspace_id = input.workspace_id AND s.contact_hash = input.contact_hash
                        OFFSET 0) AS suppressed
           FROM input
           JOIN events e ON e.workspace_id = input.workspace_id AND e.test = input.test
                        AND e.external_id = input.external_id AND e.contact_id = input.contact_id
       ), inserted AS (
         INSERT INTO adjustments (id, workspace_id, adjustment_id, event_id, type, occurred_at, value_minor,
                                  currency, payload_hash, test)
         SELECT id, workspace_id, adjustment_id, event_id, type, occurred_at, value_minor, currency,
                payload_hash, test
           FROM adjusted WHERE NOT suppressed ORDER BY ord
         ON CONFLICT (workspace_id, test, adjustment_id) DO NOTHING
         RETURNING id, received_at
       ), queued AS (
         INSERT INTO outbox (adjustment_id, traceparent)
         SELECT input.id, input.traceparent FROM inserted JOIN input USING (id) ORDER BY input.ord
       )
       SELECT id, received_at AS "receivedAt", false AS suppressed FROM inserted
       UNION ALL
       SELECT adjusted.id, NULL::timestamptz, true FROM adjusted
        WHERE adjusted.suppressed
          AND NOT EXISTS (SELECT 1 FROM adjustments a
                           WHERE a.workspace_id = adjusted.workspace_id AND a.test = adjusted.test
                             AND a.adjustment_id = adjusted.adjustment_id)`,
      [
        col('id'),
        col('workspaceId'),
        col('adjustmentId'),
        col('externalId'),
        col('type'),
        rows.map((r) => r.occurredAt.toISOString()),
        col('valueMinor'),
        col('currency'),
        col('payloadHash'),
        col('test'),
        col('traceparent'),
        contacts.map((c) => c?.contactId ?? null),
        contacts.map((c) => c?.contactHash ?? null),
      ],
    );
  }

  /**
   * The events these (workspace, test, externalId) keys name, with their contacts: what an
   * adjustment's suppression check hashes. Keys may span workspaces (a group commit holds several
   * requests); an index lookup per key.
   */
  eventContacts(keys: { workspaceId: string; test: boolean; externalId: string }[]): Promise<EventContact[]> {
    if (keys.length === 0) return Promise.resolve([]);
    return this.db.query(
      `SELECT workspace_id AS "workspaceId", test, external_id AS "externalId", contact_id AS "contactId"
         FROM events
        WHERE (workspace_id, test, external_id) IN (SELECT * FROM unnest($1::uuid[], $2::boolean[], $3::text[]))`,
      [keys.map((k) => k.workspaceId), keys.map((k) => k.test), keys.map((k) => k.externalId)],
    );
  }

  /** The stored adjustments of these adjustmentIds in one workspace and mode. */
  findByAdjustmentIds(
    workspaceId: string,
    test: boolean,
    adjustmentIds: string[],
  ): Promise<StoredAdjustment[]> {
    if (adjustmentIds.length === 0) return Promise.resolve([]);
    return this.db.query(
      `SELECT id, adjustment_id AS "adjustmentId", received_at AS "receivedAt", payload_hash AS "payloadHash"
         FROM adjustments WHERE workspace_id = $1 AND test = $2 AND adjustment_id = ANY($3::text[])`,
      [workspaceId, test, adjustmentIds],
    );
  }

  async findById(workspaceId: string, id: string): Promise<AdjustmentRow | null> {
    const rows: AdjustmentRow[] = await this.db.query(
      `${this.select} WHERE a.workspace_id = $1 AND a.id = $2`,
      [workspaceId, id],
    );
    return rows[0] ?? null;
  }

  /** One event's adjustments, oldest first (the order attribution applies them in). */
  forEvent(workspaceId: string, eventId: string): Promise<AdjustmentRow[]> {
    return this.db.query(
      `${this.select} WHERE a.workspace_id = $1 AND a.event_id = $2 ORDER BY a.received_at, a.id`,
      [workspaceId, eventId],
    );
  }

  /** Newest first by (received_at, id): a stable order that keyset pagination can resume. */
  list(workspaceId: string, filter: AdjustmentListFilter): Promise<AdjustmentRow[]> {
    const where = ['a.workspace_id = $1'];
    const params: unknown[] = [workspaceId];
    if (filter.externalId !== undefined) {
      params.push(filter.externalId);
      where.push(`e.external_id = $${params.length}`);
    }
    if (filter.after) {
      params.push(filter.after.receivedAt.toISOString(), filter.after.id);
      where.push(`(a.received_at, a.id) < ($${params.length - 1}::timestamptz, $${params.length}::uuid)`);
    }
    params.push(filter.limit);
    return this.db.query(
      `${this.select} WHERE ${where.join(' AND ')} ORDER BY a.received_at DESC, a.id DESC LIMIT $${params.length}`,
      params,
    );
  }
}
