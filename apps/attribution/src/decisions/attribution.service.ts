import { Inject, Injectable } from '@nestjs/common';
import { Counter } from 'prom-client';
import { AttributionDecisionV1, RecordedEventV1, TOPICS } from '@app/contracts';
import { MetricsService } from '@app/observability';
import { ErasedContacts } from '@app/privacy';
import { CampaignRules, ContactHistory, decide } from './decide';
import {
  contactKey,
  ContactKey,
  contactOf,
  DecisionsRepository,
  NewDecision,
  StoredDecision,
} from './decisions.repository';
import { DecidedAdjustment, WAITING_ADJUSTMENTS, WaitingAdjustments } from './waiting-adjustments.port';

/**
 * Decides each recorded event once, a batch at a time. Decisions are stored keyed by event id in
 * the same transaction that reads the contacts' history, so a redelivered event finds its
 * decision and gets the very same one back, and a counted conversion is never stored twice.
 *
 * once_per_contact holds under concurrency twice over: one contact's events share a partition
 * (key workspaceId:contactId), so one consumer sees them in order; and deciding takes a
 * transaction lock on each (workspace, campaign, contact) before reading anything, so even two
 * consumers holding the same events (a rebalance in flight) cannot both count. Inside a batch,
 * events are decided in order and each sees the conversions counted before it.
 *
 * Test events (docs/attribution.md#test-traffic) are decided by the same rules; their history is
 * the contact's test conversions only (ContactKey has the mode), and their decisions say `test`.
 *
 * Adjustments read before their event was decided wait for it: the same transaction decides them,
 * under the same locks, and they are published with the decision (docs/attribution.md#adjustments).
 *
 * An event about a contact erased here after it was recorded is dropped, first thing in the
 * transaction: neither decided nor published (ErasedContacts, docs/privacy.md#erasure).
 */
@Injectable()
export class AttributionService {
  private readonly decided: Counter<'reason'>;

  constructor(
    private readonly decisions: DecisionsRepository,
    @Inject(WAITING_ADJUSTMENTS) private readonly adjustments: WaitingAdjustments,
    private readonly erased: ErasedContacts,
    metrics: MetricsService,
  ) {
    this.decided = new Counter({
      name: 'attribution_decisions_total',
      help: 'Decisions handed out, by reason (a redelivered event counts again).',
      labelNames: ['reason'],
      registers: [metrics.registry],
    });
  }

  /**
   * Decisions for the events, in their order (an event repeated in the batch gets one decision),
   * and the outcomes of the events' adjustments so far (those waiting for these decisions included).
   * Dropped events (their contact erased since) get none.
   */
  async decideBatch(
    recorded: RecordedEventV1[],
  ): Promise<{ decisions: AttributionDecisionV1[]; adjustments: DecidedAdjustment[] }> {
    const { events, stored, adjustments } = await this.decisions.transaction(async (tx) => {
      const events = await this.erased.keep(tx, recorded, (e) => ({
        workspaceId: e.workspaceId,
        contactId: e.contactId,
        receivedAt: e.receivedAt,
        topic: TOPICS.recordedEvents.name,
      }));
      if (events.length === 0) return { events, stored: new Map<string, StoredDecision>(), adjustments: [] };
      // Events without a campaign are locked too ('' for the campaign): an adjustment of one must
      // not slip in between its decision and the look for waiting adjustments.
      await this.decisions.lockContacts(tx, uniqueBy(events.map(contactOf), contactKey));
      const contacts = uniqueBy(
        events.flatMap((e): ContactKey[] =>
          e.campaignId
            ? [
                {
                  workspaceId: e.workspaceId,
                  campaignId: e.campaignId,
                  contactId: e.contactId,
                  test: e.test === true,
                },
              ]
            : [],
        ),
        contactKey,
      );
      const eventIds = uniqueBy(events, (e) => e.eventId).map((e) => e.eventId);
      // Nearly every chunk holds events never decided: decide them all and store them, and let the
      // insert tell the events decided before (a redelivery, a replay) apart, with no SELECT first.
      let undecided = uniqueBy(events, (e) => e.eventId);
      const campaigns = await this.decisions.campaigns(
        tx,
        uniqueBy(
          undecided.flatMap((e) => (e.campaignId ? [{ workspaceId: e.workspaceId, id: e.campaignId }] : [])),
          (k) => `${k.workspaceId}:${k.id}`,
        ),
      );
      const history = await this.decisions.earliestConversions(
        tx,
        contacts.filter(
          (c) => campaigns.get(`${c.workspaceId}:${c.campaignId}`)?.countingMode === 'once_per_contact',
        ),
      );
      const result = new Map<string, StoredDecision>();
      let fresh = decideInOrder(undecided, campaigns, history);
      let inserted = await this.decisions.insert(tx, fresh);
      if (inserted.size < fresh.length) {
        // Some were decided before. Their stored decisions stand, and may differ from the ones just
        // made (the campaign changed since, or the contact's history), which the later events of
        // the same contacts in this chunk were decided after: take back what was just stored, and
        // decide only the undecided ones, after the stored decisions, as if the chunk came first.
        await this.decisions.remove(tx, [...inserted.keys()]);
        for (const [id, d] of await this.decisions.find(tx, eventIds)) result.set(id, d);
        undecided = undecided.filter((e) => !result.has(e.eventId));
        fresh = decideInOrder(undecided, campaigns, history);
        inserted = await this.decisions.insert(tx, fresh);
      }
      for (const d of fresh) {
        const decidedAt = inserted.get(d.eventId);
        if (decidedAt) {
          result.set(d.eventId, {
            eventId: d.eventId,
            counted: d.counted,
            reason: d.reason,
            message: d.message,
            decidedAt,
          });
        }
      }
      // Decided by another consumer meanwhile (a broken lock; kept as the last line of defence).
      const raced = fresh.filter((d) => !inserted.has(d.eventId)).map((d) => d.eventId);
      if (raced.length > 0) for (const [id, d] of await this.decisions.find(tx, raced)) result.set(id, d);
      return { events, stored: result, adjustments: await this.adjustments.withEvents(tx, eventIds) };
    });
    this.adjustments.count(adjustments);

    const decisions = events.map((event): AttributionDecisionV1 => {
      const d = stored.get(event.eventId);
      if (!d) throw new Error(`no decision stored for event ${event.eventId}`);
      this.decided.inc({ reason: d.reason });
      return {
        eventId: event.eventId,
        workspaceId: event.workspaceId,
        externalId: event.externalId,
        campaignId: event.campaignId,
        contactId: event.contactId,
        name: event.name,
        occurredAt: event.occurredAt,
        receivedAt: event.receivedAt,
        valueMinor: event.valueMinor,
        currency: event.currency,
        counted: d.counted,
        reason: d.reason,
        message: d.message,
        decidedAt: new Date(d.decidedAt).toISOString(),
        // Only on test traffic: a live decision's message is what it always was.
        ...(event.test ? { test: true as const } : {}),
      };
    });
    return { decisions, adjustments };
  }
}

/**
 * Decides the events in order, each after the contact's earliest counted conversion (`history`,
 * by contactKey, not changed here) and the ones counted before it in this chunk.
 */
function decideInOrder(
  events: RecordedEventV1[],
  campaigns: Map<string, CampaignRules>,
  stored: Map<string, { eventId: string; occurredAt: Date }>,
): NewDecision[] {
  const history = new Map(stored);
  return events.map((event): NewDecision => {
    const occurredAt = new Date(event.occurredAt);
    const campaign = event.campaignId
      ? (campaigns.get(`${event.workspaceId}:${event.campaignId}`) ?? null)
      : null;
    const test = event.test === true;
    const key = event.campaignId ? contactKey({ ...event, campaignId: event.campaignId, test }) : '';
    const contactHistory: ContactHistory = { earlierConversion: history.get(key) ?? null };
    const decision = decide(
      { campaignId: event.campaignId, name: event.name, occurredAt },
      campaign,
      contactHistory,
    );
    // A later event of the same contact in this chunk sees this one as its history.
    if (decision.counted && !history.has(key)) history.set(key, { eventId: event.eventId, occurredAt });
    return {
      eventId: event.eventId,
      workspaceId: event.workspaceId,
      campaignId: event.campaignId,
      contactId: event.contactId,
      occurredAt,
      test,
      ...decision,
    };
  });
}

function uniqueBy<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Map<string, T>();
  for (const item of items) if (!seen.has(key(item))) seen.set(key(item), item);
  return [...seen.values()];
}
