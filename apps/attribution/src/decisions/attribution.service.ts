import { Injectable } from '@nestjs/common';
import { AttributionDecisionV1, RecordedEventV1 } from '@app/contracts';
import { decide } from './decide';
import { DecisionsRepository } from './decisions.repository';

/**
 * Decides each recorded event once. The decision is stored keyed by event id in the same
 * transaction that reads the contact's history, so a redelivered event finds its decision and
 * gets the very same one back, and a counted conversion is never stored twice.
 *
 * once_per_contact holds under concurrency twice over: one contact's events share a partition
 * (key workspaceId:contactId), so one consumer sees them in order; and deciding takes a
 * transaction lock on (workspace, campaign, contact), so even two consumers (a rebalance in
 * flight) cannot both count.
 */
@Injectable()
export class AttributionService {
  constructor(private readonly decisions: DecisionsRepository) {}

  async decide(event: RecordedEventV1): Promise<AttributionDecisionV1> {
    const occurredAt = new Date(event.occurredAt);
    const stored = await this.decisions.transaction(async (tx) => {
      const existing = await this.decisions.find(tx, event.eventId);
      if (existing) return existing;
      const campaign = event.campaignId
        ? await this.decisions.campaign(tx, event.workspaceId, event.campaignId)
        : null;
      let earlierConversion = null;
      if (campaign && event.campaignId) {
        await this.decisions.lockContact(tx, event.workspaceId, event.campaignId, event.contactId);
        earlierConversion = await this.decisions.earliestConversion(
          tx,
          event.workspaceId,
          event.campaignId,
          event.contactId,
        );
      }
      const decision = decide({ campaignId: event.campaignId, name: event.name, occurredAt }, campaign, {
        earlierConversion,
      });
      const decidedAt = await this.decisions.insert(tx, {
        eventId: event.eventId,
        workspaceId: event.workspaceId,
        campaignId: event.campaignId,
        contactId: event.contactId,
        occurredAt,
        ...decision,
      });
      return { eventId: event.eventId, ...decision, decidedAt };
    });
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
      counted: stored.counted,
      reason: stored.reason,
      message: stored.message,
      decidedAt: new Date(stored.decidedAt).toISOString(),
    };
  }
}
