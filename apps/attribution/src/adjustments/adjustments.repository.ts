import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AdjustmentReason, RecordedAdjustmentV1 } from '@app/contracts';
import { ConversionState } from './decide-adjustment';

/** One row of adjustment_decisions: a recorded adjustment, decided or waiting (`applied` null). */
export interface StoredAdjustment {
  recorded: RecordedAdjustmentV1;
  traceparent: string | null;
  applied: boolean | null;
  reason: AdjustmentReason | null;
  message: string | null;
  decidedAt: Date | null;
  previousValueMinor: string | null;
  netValueMinor: string | null;
}

/** An adjustment's outcome, to store. */
export interface NewAdjustmentDecision {
  recorded: RecordedAdjustmentV1;
  traceparent: string | null;
  applied: boolean;
  reason: AdjustmentReason;
  message: string;
  previousValueMinor: string | null;
  netValueMinor: string | null;
}

const COLUMNS = `recorded, traceparent, applied, reason, message, decided_at AS "decidedAt",
  previous_value_minor::text AS "previousValueMinor", net_value_minor::text AS "netValueMinor"`;

/**
 * Storage for adjustment outcomes, the adjustments waiting for their event's decision, and the
 * conversions' net value and retraction (the attribution schema). No rules here. Every method
 * takes a whole batch: one statement per step, whatever the batch size.
 */
@Injectable()
export class AdjustmentsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Every adjustment of these events, decided or waiting, each event's in the order received. */
  async forEvents(tx: EntityManager, eventIds: string[]): Promise<StoredAdjustment[]> {
    if (eventIds.length === 0) return [];
    return tx.query(
      `SELECT ${COLUMNS} FROM adjustment_decisions WHERE event_id = ANY($1::uuid[])
        ORDER BY event_id, received_at, adjustment_id`,
      [eventIds],
    );
  }

  /** Keeps adjustments read before their event's decision, to be decided with it. */
  async insertWaiting(
    tx: EntityManager,
    adjustments: { recorded: RecordedAdjustmentV1; traceparent: string | null }[],
  ): Promise<void> {
    if (adjustments.length === 0) return;
    await tx.query(
      `INSERT INTO adjustment_decisions
              (adjustment_id, event_id, workspace_id, campaign_id, contact_id, type, received_at, recorded, test,
               traceparent)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::text[], $5::text[], $6::text[],
                            $7::timestamptz[], $8::jsonb[], $9::boolean[], $10::text[])
       ON CONFLICT (adjustment_id) DO NOTHING`,
      [...identity(adjustments), adjustments.map((a) => a.traceparent)],
    );
  }

  /**
   * Stores outcomes (of new adjustments, or of waiting ones) unless one is stored already;
   * returns when each new one was decided. One missing from the answer was decided meanwhile.
   */
  async decide(tx: EntityManager, outcomes: NewAdjustmentDecision[]): Promise<Map<string, Date>> {
    if (outcomes.length === 0) return new Map();
    const rows: { id: string; decidedAt: Date }[] = await tx.query(
      `INSERT INTO adjustment_decisions
              (adjustment_id, event_id, workspace_id, campaign_id, contact_id, type, received_at, recorded, test,
               traceparent, applied, reason, message, previous_value_minor, net_value_minor, decided_at)
       SELECT *, now() FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::text[], $5::text[], $6::text[],
                                   $7::timestamptz[], $8::jsonb[], $9::boolean[], $10::text[], $11::boolean[],
                                   $12::text[], $13::text[], $14::bigint[], $15::bigint[])
       ON CONFLICT (adjustment_id) DO UPDATE
          SET applied = EXCLUDED.applied, reason = EXCLUDED.reason, message = EXCLUDED.message,
              previous_value_minor = EXCLUDED.previous_value_minor,
              net_value_minor = EXCLUDED.net_value_minor, decided_at = EXCLUDED.decided_at
        WHERE adjustment_decisions.applied IS NULL
       RETURNING adjustment_id AS id, decided_at AS "decidedAt"`,
      [
        ...identity(outcomes),
        outcomes.map((o) => o.traceparent),
        outcomes.map((o) => o.applied),
        outcomes.map((o) => o.reason),
        outcomes.map((o) => o.message),
        outcomes.map((o) => o.previousValueMinor),
        outcomes.map((o) => o.netValueMinor),
      ],
    );
    return new Map(rows.map((r) => [r.id, r.decidedAt]));
  }

  /** The counted conversions' current net value and retraction, by event id (uncounted: absent). */
  async conversionStates(tx: EntityManager, eventIds: string[]): Promise<Map<string, ConversionState>> {
    if (eventIds.length === 0) return new Map();
    const rows: { eventId: string; netValueMinor: string | null; retracted: boolean }[] = await tx.query(
      `SELECT event_id AS "eventId", net_value_minor::text AS "netValueMinor", retracted_at IS NOT NULL AS retracted
         FROM conversions WHERE event_id = ANY($1::uuid[])`,
      [eventIds],
    );
    return new Map(rows.map(({ eventId, ...state }) => [eventId, state]));
  }

  /** Sets conversions' net value, and their retraction time when first retracted. */
  async updateConversions(
    tx: EntityManager,
    states: { eventId: string; state: ConversionState }[],
  ): Promise<void> {
    if (states.length === 0) return;
    await tx.query(
      `UPDATE conversions c
          SET net_value_minor = u.net_value_minor,
              retracted_at = CASE WHEN u.retracted THEN coalesce(c.retracted_at, now()) ELSE c.retracted_at END
         FROM unnest($1::uuid[], $2::bigint[], $3::boolean[]) AS u (event_id, net_value_minor, retracted)
        WHERE c.event_id = u.event_id`,
      [
        states.map((s) => s.eventId),
        states.map((s) => s.state.netValueMinor),
        states.map((s) => s.state.retracted),
      ],
    );
  }

  /** How many adjustments wait for their event's decision, and how long the oldest has waited. */
  async waiting(): Promise<{ count: number; oldestSeconds: number }> {
    const [row]: { count: string; oldestSeconds: number | null }[] = await this.db.query(
      `SELECT count(*) AS count, extract(epoch FROM now() - min(received_at))::float8 AS "oldestSeconds"
         FROM adjustment_decisions WHERE applied IS NULL`,
    );
    return { count: Number(row.count), oldestSeconds: row.oldestSeconds ?? 0 };
  }
}

/** The identifying columns of adjustments, as unnest() arrays in the order of the inserts above. */
function identity(adjustments: { recorded: RecordedAdjustmentV1 }[]): unknown[] {
  const r = adjustments.map((a) => a.recorded);
  return [
    r.map((a) => a.id),
    r.map((a) => a.event.eventId),
    r.map((a) => a.workspaceId),
    r.map((a) => a.event.campaignId),
    r.map((a) => a.event.contactId),
    r.map((a) => a.type),
    r.map((a) => a.receivedAt),
    r.map((a) => JSON.stringify(a)),
    r.map((a) => a.test),
  ];
}
