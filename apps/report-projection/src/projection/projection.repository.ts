import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, QueryRunner } from 'typeorm';
import { AdjustmentDecisionV1, AdjustmentReason, AdjustmentType, DecisionReason } from '@app/contracts';
import { Removed, SweepStep } from '@app/runtime';

/** Namespaces the projection's advisory locks on event ids (any constant; it only has to stay put). */
const EVENT_LOCK_SEED = 7_401;

/** The NOTIFY channel the gateway listens on for panel changes (panelChannel() of this schema). */
export const PANEL_CHANNEL = Symbol('PANEL_CHANNEL');

export type PanelStatus = 'pending' | 'counted' | 'not_counted' | 'not_recorded' | 'applied' | 'not_applied';

/** What an adjustment submission adds to its panel entry. */
export interface PanelAdjustment {
  adjustmentId: string;
  type: AdjustmentType;
  occurredAt: string;
  valueMinor: string | null;
  currency: string | null;
}

export interface PanelEntry {
  workspaceId: string;
  campaignId: string;
  /** The event id, the adjustment's platform id, or the notice id of a submission that was not recorded. */
  submissionId: string;
  kind: 'event' | 'duplicate' | 'rejected' | 'adjustment';
  /** The event, for a duplicate the original, for an adjustment the adjusted event. */
  eventId: string | null;
  externalId: string | null;
  name: string | null;
  receivedAt: string;
  status: PanelStatus;
  reason: string | null;
  message: string | null;
  originalReceivedAt: string | null;
  errors: { field: string; code: string; message: string }[];
  adjustment: PanelAdjustment | null;
  /** Test traffic (docs/attribution.md#test-traffic); a campaign keeps one entry per mode. */
  test: boolean;
  /**
   * The contact the submission named, if known (a notice's only when the body's was valid): not
   * shown, kept so that erasing the contact removes the entry (docs/privacy.md#erasure).
   */
  contactId: string | null;
}

export interface Outcome {
  counted: boolean;
  reason: DecisionReason;
  message: string;
}

export interface AdjustmentOutcome {
  applied: boolean;
  reason: AdjustmentReason;
  message: string;
}

/** An outcome to store: stored with its mode, so the retention sweep finds test ones. */
type Stored<O> = O & { test: boolean };

export interface ReportDelta {
  workspaceId: string;
  campaignId: string;
  received: number;
  counted: number;
  retracted: number;
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
  /** Gross: counted conversions' own values. */
  valueMinor: string;
  /** Net: moved by counted conversions' values and by applied adjustments (may be negative). */
  netValueMinor: string;
}
export interface DailyDelta {
  workspaceId: string;
  campaignId: string;
  day: string;
  received: number;
  counted: number;
  retracted: number;
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

  /** Each outcome names its workspace: the retention sweep deletes it after the workspace's days (docs/privacy.md#retention). */
  async saveOutcomes(
    tx: EntityManager,
    outcomes: Stored<Outcome & { eventId: string; workspaceId: string; contactId: string }>[],
  ): Promise<void> {
    if (outcomes.length === 0) return;
    // contact_id: so that erasing the contact finds its outcomes (docs/privacy.md#erasure).
    await tx.query(
      `INSERT INTO event_outcomes (event_id, counted, reason, message, test, workspace_id, contact_id)
       SELECT * FROM unnest($1::uuid[], $2::boolean[], $3::text[], $4::text[], $5::boolean[], $6::uuid[], $7::text[])
       ON CONFLICT DO NOTHING`,
      [
        outcomes.map((o) => o.eventId),
        outcomes.map((o) => o.counted),
        outcomes.map((o) => o.reason),
        outcomes.map((o) => o.message),
        outcomes.map((o) => o.test),
        outcomes.map((o) => o.workspaceId),
        outcomes.map((o) => o.contactId),
      ],
    );
  }

  async adjustmentOutcomes(
    tx: EntityManager,
    adjustmentIds: string[],
  ): Promise<Map<string, AdjustmentOutcome>> {
    if (adjustmentIds.length === 0) return new Map();
    const rows: (AdjustmentOutcome & { adjustmentId: string })[] = await tx.query(
      `SELECT adjustment_id AS "adjustmentId", applied, reason, message FROM adjustment_outcomes
        WHERE adjustment_id = ANY($1::uuid[])`,
      [adjustmentIds],
    );
    return new Map(rows.map(({ adjustmentId, ...o }) => [adjustmentId, o]));
  }

  async saveAdjustmentOutcomes(
    tx: EntityManager,
    outcomes: Stored<AdjustmentOutcome & { adjustmentId: string; workspaceId: string; contactId: string }>[],
  ): Promise<void> {
    if (outcomes.length === 0) return;
    await tx.query(
      `INSERT INTO adjustment_outcomes (adjustment_id, applied, reason, message, test, workspace_id, contact_id)
       SELECT * FROM unnest($1::uuid[], $2::boolean[], $3::text[], $4::text[], $5::boolean[], $6::uuid[], $7::text[])
       ON CONFLICT DO NOTHING`,
      [
        outcomes.map((o) => o.adjustmentId),
        outcomes.map((o) => o.applied),
        outcomes.map((o) => o.reason),
        outcomes.map((o) => o.message),
        outcomes.map((o) => o.test),
        outcomes.map((o) => o.workspaceId),
        outcomes.map((o) => o.contactId),
      ],
    );
  }

  /**
   * Serialises, until commit, every transaction touching these events' decisions or adjustments
   * (transaction-level advisory locks, taken in sorted order so two never wait on each other):
   * a decision and an adjustment of the same event applied at once by two replicas then see each
   * other, so an adjustment is never left waiting for a decision that was already applied.
   */
  async lockEvents(tx: EntityManager, eventIds: string[]): Promise<void> {
    const ids = [...new Set(eventIds)].sort();
    if (ids.length === 0) return;
    await tx.query(
      `SELECT pg_advisory_xact_lock(hashtextextended(id, ${EVENT_LOCK_SEED})) FROM unnest($1::text[]) AS id`,
      [ids],
    );
  }

  /** Keeps applied adjustments until their event's decision is applied here. */
  async holdAdjustments(tx: EntityManager, decisions: AdjustmentDecisionV1[]): Promise<void> {
    if (decisions.length === 0) return;
    await tx.query(
      `INSERT INTO waiting_adjustments (adjustment_id, event_id, decision)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::jsonb[]) ON CONFLICT DO NOTHING`,
      [
        decisions.map((d) => d.id),
        decisions.map((d) => d.event.eventId),
        decisions.map((d) => JSON.stringify(d)),
      ],
    );
  }

  /** Takes (and removes) the adjustments that were waiting for these events' decisions. */
  async releaseAdjustments(tx: EntityManager, eventIds: string[]): Promise<AdjustmentDecisionV1[]> {
    if (eventIds.length === 0) return [];
    const rows: { decision: AdjustmentDecisionV1 }[] = await tx.query(
      // (a CTE, so the answer is rows: TypeORM answers a bare DELETE with [rows, count])
      `WITH released AS (DELETE FROM waiting_adjustments WHERE event_id = ANY($1::uuid[]) RETURNING decision)
       SELECT decision FROM released`,
      [eventIds],
    );
    return rows.map((r) => r.decision);
  }

  async addToReports(tx: EntityManager, rows: ReportDelta[]): Promise<void> {
    if (rows.length === 0) return;
    await tx.query(
      `INSERT INTO campaign_reports (workspace_id, campaign_id, received, counted, retracted)
       SELECT * FROM unnest($1::uuid[], $2::text[], $3::bigint[], $4::bigint[], $5::bigint[])
       ON CONFLICT (workspace_id, campaign_id) DO UPDATE
         SET received = campaign_reports.received + EXCLUDED.received,
             counted = campaign_reports.counted + EXCLUDED.counted,
             retracted = campaign_reports.retracted + EXCLUDED.retracted, updated_at = now()`,
      [
        col(rows, 'workspaceId'),
        col(rows, 'campaignId'),
        col(rows, 'received'),
        col(rows, 'counted'),
        col(rows, 'retracted'),
      ],
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
      `INSERT INTO campaign_values (workspace_id, campaign_id, currency, value_minor, net_value_minor)
       SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::numeric[], $5::numeric[])
       ON CONFLICT (workspace_id, campaign_id, currency) DO UPDATE
         SET value_minor = campaign_values.value_minor + EXCLUDED.value_minor,
             net_value_minor = campaign_values.net_value_minor + EXCLUDED.net_value_minor`,
      [
        col(rows, 'workspaceId'),
        col(rows, 'campaignId'),
        col(rows, 'currency'),
        col(rows, 'valueMinor'),
        col(rows, 'netValueMinor'),
      ],
    );
  }

  async addToDaily(tx: EntityManager, rows: DailyDelta[]): Promise<void> {
    if (rows.length === 0) return;
    await tx.query(
      `INSERT INTO campaign_daily (workspace_id, campaign_id, day, received, counted, retracted)
       SELECT * FROM unnest($1::uuid[], $2::text[], $3::date[], $4::bigint[], $5::bigint[], $6::bigint[])
       ON CONFLICT (workspace_id, campaign_id, day) DO UPDATE
         SET received = campaign_daily.received + EXCLUDED.received,
             counted = campaign_daily.counted + EXCLUDED.counted,
             retracted = campaign_daily.retracted + EXCLUDED.retracted`,
      [
        col(rows, 'workspaceId'),
        col(rows, 'campaignId'),
        col(rows, 'day'),
        col(rows, 'received'),
        col(rows, 'counted'),
        col(rows, 'retracted'),
      ],
    );
  }

  /**
   * Puts each entry (at most one per campaign and mode) on its campaign's panel if it is the most
   * recently received submission of its mode (ties broken by submission id, so the order in which messages arrive does
   * not matter), or updates its outcome if it is already there. Then tells listeners (the
   * gateway's live streams) which panels changed; Postgres delivers the notice only on commit.
   */
  async showOnPanel(tx: EntityManager, entries: PanelEntry[]): Promise<void> {
    if (entries.length === 0) return;
    const changed: { workspaceId: string; campaignId: string }[] = await tx.query(
      `INSERT INTO panel AS p (workspace_id, campaign_id, submission_id, kind, event_id, external_id, name,
                              received_at, status, reason, message, original_received_at, errors, adjustment, test,
                              contact_id)
       SELECT * FROM unnest($1::uuid[], $2::text[], $3::uuid[], $4::text[], $5::uuid[], $6::text[], $7::text[],
                            $8::timestamptz[], $9::text[], $10::text[], $11::text[], $12::timestamptz[], $13::jsonb[],
                            $14::jsonb[], $15::boolean[], $16::text[])
       ON CONFLICT (workspace_id, campaign_id, test) DO UPDATE SET
         submission_id = EXCLUDED.submission_id, kind = EXCLUDED.kind, event_id = EXCLUDED.event_id,
         external_id = EXCLUDED.external_id, name = EXCLUDED.name, received_at = EXCLUDED.received_at,
         status = EXCLUDED.status, reason = EXCLUDED.reason, message = EXCLUDED.message,
         original_received_at = EXCLUDED.original_received_at, errors = EXCLUDED.errors,
         adjustment = EXCLUDED.adjustment, contact_id = EXCLUDED.contact_id, updated_at = now()
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
        entries.map((e) => (e.adjustment ? JSON.stringify(e.adjustment) : null)),
        col(entries, 'test'),
        col(entries, 'contactId'),
      ],
    );
    await this.notifyPanels(tx, changed);
  }

  /** Tells listeners (the gateway's live streams) which panels changed, on commit. */
  async notifyPanels(
    runner: Pick<EntityManager, 'query'>,
    changed: { workspaceId: string; campaignId: string }[],
  ): Promise<void> {
    if (changed.length === 0) return;
    await runner.query(`SELECT pg_notify($1, n) FROM unnest($2::text[]) AS n`, [
      this.panelChannel,
      changed.map((c) => JSON.stringify({ workspaceId: c.workspaceId, campaignId: c.campaignId })),
    ]);
  }

  /**
   * The retention sweep's steps (docs/attribution.md#test-traffic): each deletes up to `limit`
   * test rows older than `cutoff` from one table, in one statement; live rows are never read
   * (the partial indexes hold test rows only). A panel whose test entry goes is notified, so a
   * live stream shows its live entry (or none) at once.
   */
  readonly sweepSteps: SweepStep[] = [
    (runner, cutoff, limit) => this.deleteTestRows(runner, 'event_outcomes', 'event_id', cutoff, limit),
    (runner, cutoff, limit) =>
      this.deleteTestRows(runner, 'adjustment_outcomes', 'adjustment_id', cutoff, limit),
    async (runner, cutoff, limit) => {
      const gone: { workspaceId: string; campaignId: string }[] = await runner.query(
        `WITH doomed AS (
           SELECT workspace_id, campaign_id FROM panel WHERE test AND received_at < $1 LIMIT $2),
         gone AS (
           DELETE FROM panel p USING doomed d
            WHERE p.workspace_id = d.workspace_id AND p.campaign_id = d.campaign_id AND p.test
           RETURNING p.workspace_id AS "workspaceId", p.campaign_id AS "campaignId")
         SELECT * FROM gone`,
        [cutoff, limit],
      );
      await this.notifyPanels(runner, gone);
      return { panel: gone.length };
    },
  ];

  private async deleteTestRows(
    runner: QueryRunner,
    table: 'event_outcomes' | 'adjustment_outcomes',
    key: string,
    cutoff: Date,
    limit: number,
  ): Promise<Removed> {
    const [row]: { n: number }[] = await runner.query(
      `WITH doomed AS (SELECT ${key} FROM ${table} WHERE test AND decided_at < $1 LIMIT $2),
       gone AS (DELETE FROM ${table} t USING doomed d WHERE t.${key} = d.${key} RETURNING 1)
       SELECT count(*)::int AS n FROM gone`,
      [cutoff, limit],
    );
    return { [table]: row.n };
  }
}

function col<T, K extends keyof T>(rows: T[], key: K): T[K][] {
  return rows.map((r) => r[key]);
}
