import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { Counter, Gauge } from 'prom-client';
import { RecordedAdjustmentV1, TOPICS } from '@app/contracts';
import { MetricsService } from '@app/observability';
import { ErasedContacts } from '@app/privacy';
import { contactOf, DecisionsRepository } from '../decisions/decisions.repository';
import { DecidedAdjustment, WaitingAdjustments } from '../decisions/waiting-adjustments.port';
import { AdjustmentsRepository, NewAdjustmentDecision, StoredAdjustment } from './adjustments.repository';
import { decideAdjustment, UNADJUSTED } from './decide-adjustment';

/** A recorded adjustment as read, with the trace of the request that recorded it. */
export interface ReadAdjustment {
  adjustment: RecordedAdjustmentV1;
  traceparent: string | undefined;
  /**
   * An operator's copy asking to stop waiting: if its event is still undecided, the adjustment is
   * decided `conversion_not_decided` (docs/attribution.md#waiting-adjustments).
   */
  giveUp?: boolean;
}

/**
 * Decides each recorded adjustment once, after its event's own decision and after the event's
 * adjustments received before it (docs/attribution.md#adjustments), whichever of the two topics
 * is read first.
 *
 * Both paths run under the advisory lock that deciding the event takes for its (workspace,
 * campaign, contact), so an adjustment and its event are never handled at the same time: the
 * adjustment either finds the event's decision and is decided at once, or is stored waiting and
 * is decided in the very transaction that decides the event (AttributionService calls
 * withEvents()). Outcomes are stored keyed by the adjustment's id in the transaction that moves
 * the conversion's net value, so a redelivered adjustment (or event) finds them and publishes the
 * very same messages again, and the conversion changes once.
 */
@Injectable()
export class AdjustmentsService implements WaitingAdjustments {
  private readonly log = new Logger(AdjustmentsService.name);
  private readonly decided: Counter<'reason'>;

  constructor(
    private readonly decisions: DecisionsRepository,
    private readonly adjustments: AdjustmentsRepository,
    private readonly erased: ErasedContacts,
    metrics: MetricsService,
  ) {
    this.decided = new Counter({
      name: 'attribution_adjustment_decisions_total',
      help: 'Adjustment outcomes handed out, by reason (a redelivered adjustment counts again).',
      labelNames: ['reason'],
      registers: [metrics.registry],
    });
    // Read when metrics are scraped: adjustments wait only while their event is undecided, so a
    // count or an age that keeps growing means events that were dead-lettered
    // (docs/attribution.md#waiting-adjustments).
    const waiting = () =>
      this.adjustments.waiting().catch((err: unknown) => {
        this.log.warn(`could not read waiting adjustments: ${(err as Error).message}`);
        return null;
      });
    new Gauge({
      name: 'attribution_adjustments_waiting',
      help: "Adjustments read before their event's decision, still waiting for it.",
      registers: [metrics.registry],
      async collect() {
        const w = await waiting();
        if (w) this.set(w.count);
      },
    });
    new Gauge({
      name: 'attribution_adjustment_oldest_waiting_seconds',
      help: 'How long ago the oldest waiting adjustment was recorded (0: none waits).',
      registers: [metrics.registry],
      async collect() {
        const w = await waiting();
        if (w) this.set(w.oldestSeconds);
      },
    });
  }

  /**
   * Outcomes for a chunk of recorded adjustments: those whose event is decided are decided now
   * (or found decided); the others are stored waiting and have no outcome yet.
   */
  async decideBatch(arrived: ReadAdjustment[]): Promise<DecidedAdjustment[]> {
    const outcomes = await this.decisions.transaction(async (tx) => {
      // An adjustment of an erased contact's event, recorded before the erasure: dropped, neither
      // stored nor decided (docs/privacy.md#erasure).
      const read = await this.erased.keep(tx, arrived, ({ adjustment: a }) => ({
        workspaceId: a.workspaceId,
        contactId: a.event.contactId,
        receivedAt: a.receivedAt,
        topic: TOPICS.recordedAdjustments.name,
      }));
      if (read.length === 0) return [];
      await this.decisions.lockContacts(
        tx,
        read.map(({ adjustment: a }) => contactOf({ workspaceId: a.workspaceId, ...a.event, test: a.test })),
      );
      const settled = await this.settle(tx, unique(read.map((r) => r.adjustment.event.eventId)), read);
      const asked = new Set(read.map((r) => r.adjustment.id));
      // The ones read, and any waiting one of the same events decided on the way.
      return settled.all.filter((d) => asked.has(d.decision.id) || settled.fresh.has(d.decision.id));
    });
    this.count(outcomes);
    return outcomes;
  }

  /**
   * In the caller's transaction, with the events' contacts locked and the events decided: decides
   * their waiting adjustments, and returns the outcomes of all their adjustments so far, in order
   * (a redelivered event republishes them, so none is lost to a crash before publishing).
   */
  async withEvents(tx: EntityManager, eventIds: string[]): Promise<DecidedAdjustment[]> {
    return (await this.settle(tx, eventIds, [])).all;
  }

  /** Counts outcomes handed out for publishing. */
  count(outcomes: DecidedAdjustment[]): void {
    for (const o of outcomes) this.decided.inc({ reason: o.decision.reason });
  }

  /**
   * Decides, in order, every undecided adjustment of these events (stored waiting, or arriving
   * now) whose event is decided; stores the arriving ones of undecided events as waiting.
   */
  private async settle(
    tx: EntityManager,
    eventIds: string[],
    arriving: ReadAdjustment[],
  ): Promise<{ all: DecidedAdjustment[]; fresh: Set<string> }> {
    const stored = await this.adjustments.forEvents(tx, eventIds);
    const known = new Set(stored.map((s) => s.recorded.id));
    const arrivals = new Map<string, StoredAdjustment>();
    for (const { adjustment, traceparent } of arriving) {
      if (known.has(adjustment.id) || arrivals.has(adjustment.id)) continue;
      arrivals.set(adjustment.id, undecided(adjustment, traceparent ?? null));
    }
    const givenUp = new Set(arriving.filter((r) => r.giveUp).map((r) => r.adjustment.id));
    const rows = [...stored, ...arrivals.values()].sort(inOrderReceived);
    if (!rows.some((r) => r.applied === null)) return { all: rows.map(published), fresh: new Set() };

    const pendingEvents = unique(rows.filter((r) => r.applied === null).map((r) => r.recorded.event.eventId));
    const decisions = await this.decisions.find(tx, pendingEvents);
    const states = await this.adjustments.conversionStates(tx, pendingEvents);
    const fresh: NewAdjustmentDecision[] = [];
    const waiting: StoredAdjustment[] = [];
    const changed = new Map<string, typeof UNADJUSTED>();
    for (const row of rows) {
      if (row.applied !== null) continue;
      const { recorded } = row;
      const eventId = recorded.event.eventId;
      const decision = decisions.get(eventId) ?? null;
      if (!decision && !givenUp.has(recorded.id)) {
        if (arrivals.has(recorded.id)) waiting.push(row);
        continue;
      }
      // Rows are in the order received, so each sees the conversion as the ones before left it.
      const outcome = decideAdjustment(
        {
          type: recorded.type,
          occurredAt: new Date(recorded.occurredAt),
          valueMinor: recorded.valueMinor,
          currency: recorded.currency,
          event: { ...recorded.event, occurredAt: new Date(recorded.event.occurredAt) },
        },
        decision,
        changed.get(eventId) ?? states.get(eventId) ?? UNADJUSTED,
      );
      if (outcome.applied) changed.set(eventId, outcome.state);
      if (!decision)
        this.log.warn(`gave up waiting: adjustment ${recorded.id} decided conversion_not_decided`);
      fresh.push({
        recorded,
        traceparent: row.traceparent,
        applied: outcome.applied,
        reason: outcome.reason,
        message: outcome.message,
        previousValueMinor: outcome.previousValueMinor,
        netValueMinor: outcome.netValueMinor,
      });
    }
    await this.adjustments.insertWaiting(tx, waiting);
    const decidedAt = await this.adjustments.decide(tx, fresh);
    if (decidedAt.size < fresh.length)
      // Only another decider could have stored them, and it holds the same lock: a broken invariant.
      throw new Error(`adjustments decided by someone else while this one held their contacts' lock`);
    await this.adjustments.updateConversions(
      tx,
      [...changed].map(([eventId, state]) => ({ eventId, state })),
    );
    const decidedRows = new Map(
      fresh.map((f): [string, StoredAdjustment] => [
        f.recorded.id,
        { ...f, decidedAt: decidedAt.get(f.recorded.id) ?? null },
      ]),
    );
    return {
      all: rows.flatMap((r) => {
        const row = decidedRows.get(r.recorded.id) ?? r;
        return row.applied === null ? [] : [published(row)];
      }),
      fresh: new Set(decidedRows.keys()),
    };
  }
}

function undecided(recorded: RecordedAdjustmentV1, traceparent: string | null): StoredAdjustment {
  return {
    recorded,
    traceparent,
    applied: null,
    reason: null,
    message: null,
    decidedAt: null,
    previousValueMinor: null,
    netValueMinor: null,
  };
}

/** One event's adjustments by when they were recorded, then by id (the order they apply in). */
function inOrderReceived(a: StoredAdjustment, b: StoredAdjustment): number {
  const x = a.recorded;
  const y = b.recorded;
  if (x.event.eventId !== y.event.eventId) return x.event.eventId < y.event.eventId ? -1 : 1;
  const t = Date.parse(x.receivedAt) - Date.parse(y.receivedAt);
  return t !== 0 ? t : x.id < y.id ? -1 : x.id > y.id ? 1 : 0;
}

/**
 * A decided row as its message: the recorded adjustment and its outcome, fields in the contract's
 * order (a row read back from jsonb has its keys in another order), so a republished outcome is
 * the same bytes as the first.
 */
function published(row: StoredAdjustment): DecidedAdjustment {
  if (row.applied === null || !row.reason || !row.message || !row.decidedAt)
    throw new Error(`adjustment ${row.recorded.id} is not decided`);
  const r = row.recorded;
  const e = r.event;
  return {
    decision: {
      id: r.id,
      adjustmentId: r.adjustmentId,
      type: r.type,
      workspaceId: r.workspaceId,
      occurredAt: r.occurredAt,
      receivedAt: r.receivedAt,
      valueMinor: r.valueMinor,
      currency: r.currency,
      test: r.test,
      event: {
        eventId: e.eventId,
        externalId: e.externalId,
        name: e.name,
        occurredAt: e.occurredAt,
        receivedAt: e.receivedAt,
        contactId: e.contactId,
        campaignId: e.campaignId,
        valueMinor: e.valueMinor,
        currency: e.currency,
      },
      applied: row.applied,
      reason: row.reason,
      message: row.message,
      decidedAt: new Date(row.decidedAt).toISOString(),
      previousValueMinor: row.previousValueMinor,
      netValueMinor: row.netValueMinor,
    },
    traceparent: row.traceparent ?? undefined,
  };
}

function unique(ids: string[]): string[] {
  return [...new Set(ids)];
}
