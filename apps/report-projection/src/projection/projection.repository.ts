import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { DecisionReason } from '@app/contracts';

/** The NOTIFY channel the gateway listens on for panel changes (panelChannel() of this schema). */
export const PANEL_CHANNEL = Symbol('PANEL_CHANNEL');

export type PanelStatus = 'pending' | 'counted' | 'not_counted' | 'not_recorded';

export interface PanelEntry {
  workspaceId: string;
  campaignId: string;
  /** The event id, or the notice id of a submission that was not recorded. */
  submissionId: string;
  kind: 'event' | 'duplicate' | 'rejected';
  /** The event, or for a duplicate the original. */
  eventId: string | null;
  externalId: string | null;
  name: string | null;
  receivedAt: string;
  status: PanelStatus;
  reason: string | null;
  message: string | null;
  originalReceivedAt: string | null;
  errors: { field: string; code: string; message: string }[];
}

export interface Outcome {
  counted: boolean;
  reason: DecisionReason;
  message: string;
}

export interface ReportDelta {
  workspaceId: string;
  campaignId: string;
  received: number;
  counted: number;
}
export interface ReasonDelta {
  workspaceId: string;
  campaignId: string;
  reason: string;
  count: number;
}
export interface ValueDelta {
  workspaceId: string;
  campaignId: string;
  currency: string;
  valueMinor: string;
}
export interface DailyDelta {
  workspaceId: string;
  campaignId: string;
  day: string;
  received: number;
  counted: number;
}

/**
 * Storage of the read model (the report_projection schema). No rules here. Every write takes a
 * whole batch in one statement; callers pass rows in a fixed key order, so two replicas updating
 * the same campaigns lock rows in the same order and queue instead of deadlocking.
 */
@Injectable()
export class ProjectionRepository {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(PANEL_CHANNEL) private readonly panelChannel: string,
  ) {}

  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** Records the messages as applied; returns those that were not already (only they may change anything). */
  async markApplied(tx: EntityManager, ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows: { id: string }[] = await tx.query(
      `INSERT INTO applied_messages (id) SELECT unnest($1::text[]) ON CONFLICT DO NOTHING RETURNING id`,
      [ids],
    );
    return new Set(rows.map((r) => r.id));
  }

  async outcomes(tx: EntityManager, eventIds: string[]): Promise<Map<string, Outcome>> {
    if (eventIds.length === 0) return new Map();
    const rows: (Outcome & { eventId: string })[] = await tx.query(
      `SELECT event_id AS "eventId", counted, reason, message FROM event_outcomes WHERE event_id = ANY($1::uuid[])`,
      [eventIds],
    );
    return new Map(rows.map(({ eventId, ...o }) => [eventId, o]));
  }

  async saveOutcomes(tx: EntityManager, outcomes: (Outcome & { eventId: string })[]): Promise<void> {
    if (outcomes.length === 0) return;
    await tx.query(
      `INSERT INTO event_outcomes (event_id, counted, reason, message)
       SELECT * FROM unnest($1::uuid[], $2::boolean[], $3::text[], $4::text[]) ON CONFLICT DO NOTHING`,
      [
        outcomes.map((o) => o.eventId),
        outcomes.map((o) => o.counted),
        outcomes.map((o) => o.reason),
        outcomes.map((o) => o.message),
      ],
    );
  }

  async addToReports(tx: EntityManager, rows: ReportDelta[]): Promise<void> {
    if (rows.length === 0) return;
    await tx.query(
      `INSERT INTO campaign_reports (workspace_id, campaign_id, received, counted)
       SELECT * FROM unnest($1::uuid[], $2::text[], $3::bigint[], $4::bigint[])
       ON CONFLICT (workspace_id, campaign_id) DO UPDATE
         SET received = campaign_reports.received + EXCLUDED.received,
             counted = campaign_reports.counted + EXCLUDED.counted, updated_at = now()`,
      [col(rows, 'workspaceId'), col(rows, 'campaignId'), col(rows, 'received'), col(rows, 'counted')],
    );
  }

  async addToReasons(tx: EntityManager, rows: ReasonDelta[]): Promise<void> {
    if (rows.length === 0) return;
    await tx.query(
      `INSERT INTO campaign_reasons (workspace_id, campaign_id, reason, count)
       SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::bigint[])
       ON CONFLICT (workspace_id, campaign_id, reason) DO UPDATE SET count = campaign_reasons.count + EXCLUDED.count`,
      [col(rows, 'workspaceId'), col(rows, 'campaignId'), col(rows, 'reason'), col(rows, 'count')],
    );
  }

  async addToValues(tx: EntityManager, rows: ValueDelta[]): Promise<void> {
    if (rows.length === 0) return;
    await tx.query(
      `INSERT INTO campaign_values (workspace_id, campaign_id, currency, value_minor)
       SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::numeric[])
       ON CONFLICT (workspace_id, campaign_id, currency) DO UPDATE
         SET value_minor = campaign_values.value_minor + EXCLUDED.value_minor`,
      [col(rows, 'workspaceId'), col(rows, 'campaignId'), col(rows, 'currency'), col(rows, 'valueMinor')],
    );
  }

  async addToDaily(tx: EntityManager, rows: DailyDelta[]): Promise<void> {
    if (rows.length === 0) return;
    await tx.query(
      `INSERT INTO campaign_daily (workspace_id, campaign_id, day, received, counted)
       SELECT * FROM unnest($1::uuid[], $2::text[], $3::date[], $4::bigint[], $5::bigint[])
       ON CONFLICT (workspace_id, campaign_id, day) DO UPDATE
         SET received = campaign_daily.received + EXCLUDED.received,
             counted = campaign_daily.counted + EXCLUDED.counted`,
      [
        col(rows, 'workspaceId'),
        col(rows, 'campaignId'),
        col(rows, 'day'),
        col(rows, 'received'),
        col(rows, 'counted'),
      ],
    );
  }

  /**
   * Puts each entry (at most one per campaign) on its campaign's panel if it is the most recently
   * received submission (ties broken by submission id, so the order in which messages arrive does
   * not matter), or updates its outcome if it is already there. Then tells listeners (the
   * gateway's live streams) which panels changed; Postgres delivers the notice only on commit.
   */
  async showOnPanel(tx: EntityManager, entries: PanelEntry[]): Promise<void> {
    if (entries.length === 0) return;
    const changed: { workspaceId: string; campaignId: string }[] = await tx.query(
      `INSERT INTO panel AS p (workspace_id, campaign_id, submission_id, kind, event_id, external_id, name,
                              received_at, status, reason, message, original_received_at, errors)
       SELECT * FROM unnest($1::uuid[], $2::text[], $3::uuid[], $4::text[], $5::uuid[], $6::text[], $7::text[],
                            $8::timestamptz[], $9::text[], $10::text[], $11::text[], $12::timestamptz[], $13::jsonb[])
       ON CONFLICT (workspace_id, campaign_id) DO UPDATE SET
         submission_id = EXCLUDED.submission_id, kind = EXCLUDED.kind, event_id = EXCLUDED.event_id,
         external_id = EXCLUDED.external_id, name = EXCLUDED.name, received_at = EXCLUDED.received_at,
         status = EXCLUDED.status, reason = EXCLUDED.reason, message = EXCLUDED.message,
         original_received_at = EXCLUDED.original_received_at, errors = EXCLUDED.errors, updated_at = now()
       WHERE (p.received_at, p.submission_id) < (EXCLUDED.received_at, EXCLUDED.submission_id)
          OR (p.submission_id = EXCLUDED.submission_id AND p.status = 'pending' AND EXCLUDED.status <> 'pending')
       RETURNING workspace_id AS "workspaceId", campaign_id AS "campaignId"`,
      [
        col(entries, 'workspaceId'),
        col(entries, 'campaignId'),
        col(entries, 'submissionId'),
        col(entries, 'kind'),
        col(entries, 'eventId'),
        col(entries, 'externalId'),
        col(entries, 'name'),
        col(entries, 'receivedAt'),
        col(entries, 'status'),
        col(entries, 'reason'),
        col(entries, 'message'),
        col(entries, 'originalReceivedAt'),
        entries.map((e) => JSON.stringify(e.errors)),
      ],
    );
    if (changed.length === 0) return;
    await tx.query(`SELECT pg_notify($1, n) FROM unnest($2::text[]) AS n`, [
      this.panelChannel,
      changed.map((c) => JSON.stringify({ workspaceId: c.workspaceId, campaignId: c.campaignId })),
    ]);
  }
}

function col<T, K extends keyof T>(rows: T[], key: K): T[K][] {
  return rows.map((r) => r[key]);
}
