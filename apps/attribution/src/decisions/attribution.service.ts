import { Injectable } from '@nestjs/common';
import { Counter } from 'prom-client';
import { AttributionDecisionV1, RecordedEventV1 } from '@app/contracts';
import { MetricsService } from '@app/observability';
import { ContactHistory, decide } from './decide';
import { contactKey, ContactKey, DecisionsRepository, NewDecision } from './decisions.repository';

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
 */
@Injectable()
export class AttributionService {
  private readonly decided: Counter<'reason'>;

  constructor(
    private readonly decisions: DecisionsRepository,
    metrics: MetricsService,
  ) {
    this.decided = new Counter({
      name: 'attribution_decisions_total',
      help: 'Decisions handed out, by reason (a redelivered event counts again).',
      labelNames: ['reason'],
      registers: [metrics.registry],
    });
  }

  /** Decisions for the events, in their order (an event repeated in the batch gets one decision). */
  async decideBatch(events: RecordedEventV1[]): Promise<AttributionDecisionV1[]> {
    const stored = await this.decisions.transaction(async (tx) => {
      const contacts = uniqueBy(
        events.flatMap((e): ContactKey[] =>
          e.campaignId
            ? [{ workspaceId: e.workspaceId, campaignId: e.campaignId, contactId: e.contactId }]
            : [],
        ),
        contactKey,
      );
      await this.decisions.lockContacts(tx, contacts);
      const result = await this.decisions.find(
        tx,
        events.map((e) => e.eventId),
      );
      const undecided = uniqueBy(
        events.filter((e) => !result.has(e.eventId)),
        (e) => e.eventId,
      );
      if (undecided.length === 0) return result;

      const campaigns = await this.decisions.campaigns(
        tx,
        uniqueBy(
          undecided.flatMap((e) => (e.campaignId ? [{ workspaceId: e.workspaceId, id: e.campaignId }] : [])),
          (k) => `${k.workspaceId}:${k.id}`,
        ),
      );
      const campaignOf = (e: RecordedEventV1) =>
        e.campaignId ? (campaigns.get(`${e.workspaceId}:${e.campaignId}`) ?? null) : null;
      const history = await this.decisions.earliestConversions(
        tx,
        contacts.filter(
          (c) => campaigns.get(`${c.workspaceId}:${c.campaignId}`)?.countingMode === 'once_per_contact',
        ),
      );

      const fresh: NewDecision[] = [];
      for (const event of undecided) {
        const occurredAt = new Date(event.occurredAt);
        const campaign = campaignOf(event);
        const key = event.campaignId ? contactKey({ ...event, campaignId: event.campaignId }) : '';
        const contactHistory: ContactHistory = { earlierConversion: history.get(key) ?? null };
        const decision = decide(
          { campaignId: event.campaignId, name: event.name, occurredAt },
          campaign,
          contactHistory,
        );
        // A later event of the same contact in this batch sees this one as its history.
        if (decision.counted && !history.has(key)) history.set(key, { eventId: event.eventId, occurredAt });
        fresh.push({
          eventId: event.eventId,
          workspaceId: event.workspaceId,
          campaignId: event.campaignId,
          contactId: event.contactId,
          occurredAt,
          ...decision,
        });
      }
      const inserted = await this.decisions.insert(tx, fresh);
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
      // Decided by another consumer meanwhile (only events without a campaign take no lock).
      const raced = fresh.filter((d) => !inserted.has(d.eventId)).map((d) => d.eventId);
      if (raced.length > 0) for (const [id, d] of await this.decisions.find(tx, raced)) result.set(id, d);
      return result;
    });

    return events.map((event) => {
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
      };
    });
  }
}

function uniqueBy<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Map<string, T>();
  for (const item of items) if (!seen.has(key(item))) seen.set(key(item), item);
  return [...seen.values()];
}
