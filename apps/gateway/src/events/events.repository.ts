import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { NormalizedEvent } from './event-rules';

/** A stored event: the normalised fields, plus what recording it added. */
export interface EventRow extends NormalizedEvent {
  id: string;
  workspaceId: string;
  receivedAt: Date;
}

/** The attribution outcome of an event, read from the attribution service's decisions. */
export interface EventWithOutcome extends EventRow {
  counted: boolean | null;
  reason: string | null;
  message: string | null;
}

/** The attribution service's schema, read (never written) for each event's outcome. */
export const ATTRIBUTION_SCHEMA = Symbol('ATTRIBUTION_SCHEMA');

export interface NewEventRow extends NormalizedEvent {
  id: string;
  workspaceId: string;
  traceparent: string | null;
}

export interface ListFilter {
  externalId?: string;
  campaignId?: string;
  contactId?: string;
  from?: Date;
  to?: Date;
  /** Continue after this (receivedAt, id), newest first. */
  after?: { receivedAt: Date; id: string };
  limit: number;
}

const COLUMNS = `id, workspace_id AS "workspaceId", external_id AS "externalId", name, occurred_at AS "occurredAt",
  contact_id AS "contactId", campaign_id AS "campaignId", value_minor AS "valueMinor", currency,
  payload_hash AS "payloadHash", received_at AS "receivedAt"`;

/**
 * Postgres access for events. Inserts go with their outbox rows in one statement (so one
 * implicit transaction): an event is never committed without the row that will publish it.
 */
@Injectable()
export class EventsRepository {
  private readonly withOutcome: string;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(ATTRIBUTION_SCHEMA) attributionSchema: string,
  ) {
    this.withOutcome = `SELECT e.*, d.counted, d.reason, d.message
      FROM (SELECT ${COLUMNS} FROM events WHERE %WHERE%) e
      LEFT JOIN "${attributionSchema}".decisions d ON d.event_id = e.id`;
  }

  /**
   * Inserts the rows that are new and skips those whose (workspace, externalId) exists; returns
   * the inserted ones. Rows are written, and queued for Kafka, in the order given.
   */
  async insertMany(rows: NewEventRow[]): Promise<{ id: string; receivedAt: Date }[]> {
    if (rows.length === 0) return [];
    const col = <K extends keyof NewEventRow>(k: K) => rows.map((r) => r[k]);
    return this.db.query(
      `WITH input AS (
         SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::timestamptz[], $6::text[],
                              $7::text[], $8::bigint[], $9::text[], $10::bytea[], $11::text[])
           WITH ORDINALITY AS t(id, workspace_id, external_id, name, occurred_at, contact_id,
                                campaign_id, value_minor, currency, payload_hash, traceparent, ord)
       ), inserted AS (
         INSERT INTO events (id, workspace_id, external_id, name, occurred_at, contact_id, campaign_id,
                             value_minor, currency, payload_hash)
         SELECT id, workspace_id, external_id, name, occurred_at, contact_id, campaign_id,
                value_minor, currency, payload_hash
           FROM input ORDER BY ord
         ON CONFLICT (workspace_id, external_id) DO NOTHING
         RETURNING id, received_at
       ), queued AS (
         INSERT INTO outbox (event_id, traceparent)
         SELECT input.id, input.traceparent FROM inserted JOIN input USING (id) ORDER BY input.ord
       )
       SELECT id, received_at AS "receivedAt" FROM inserted`,
      [
        col('id'),
        col('workspaceId'),
        col('externalId'),
        col('name'),
        rows.map((r) => r.occurredAt.toISOString()),
        col('contactId'),
        col('campaignId'),
        col('valueMinor'),
        col('currency'),
        col('payloadHash'),
        col('traceparent'),
      ],
    );
  }

  /** The stored originals of these (workspace, externalId) pairs. */
  async findByExternalIds(keys: { workspaceId: string; externalId: string }[]): Promise<EventRow[]> {
    if (keys.length === 0) return [];
    return this.db.query(
      `SELECT ${COLUMNS} FROM events
        WHERE (workspace_id, external_id) IN (SELECT * FROM unnest($1::uuid[], $2::text[]))`,
      [keys.map((k) => k.workspaceId), keys.map((k) => k.externalId)],
    );
  }

  async findById(workspaceId: string, id: string): Promise<EventWithOutcome | null> {
    const rows: EventWithOutcome[] = await this.db.query(
      this.withOutcome.replace('%WHERE%', 'workspace_id = $1 AND id = $2'),
      [workspaceId, id],
    );
    return rows[0] ?? null;
  }

  /** Newest first by (received_at, id): a stable order that keyset pagination can resume. */
  async list(workspaceId: string, filter: ListFilter): Promise<EventWithOutcome[]> {
    const where = ['workspace_id = $1'];
    const params: unknown[] = [workspaceId];
    const add = (sql: string, value: unknown) => {
      params.push(value);
      where.push(sql.replace('?', `$${params.length}`));
    };
    if (filter.externalId !== undefined) add('external_id = ?', filter.externalId);
    if (filter.campaignId !== undefined) add('campaign_id = ?', filter.campaignId);
    if (filter.contactId !== undefined) add('contact_id = ?', filter.contactId);
    if (filter.from) add('received_at >= ?', filter.from.toISOString());
    if (filter.to) add('received_at < ?', filter.to.toISOString());
    if (filter.after) {
      params.push(filter.after.receivedAt.toISOString(), filter.after.id);
      where.push(`(received_at, id) < ($${params.length - 1}::timestamptz, $${params.length}::uuid)`);
    }
    params.push(filter.limit);
    return this.db.query(
      `${this.withOutcome.replace(
        '%WHERE%',
        `${where.join(' AND ')} ORDER BY received_at DESC, id DESC LIMIT $${params.length}`,
      )} ORDER BY e."receivedAt" DESC, e.id DESC`,
      params,
    );
  }
}
