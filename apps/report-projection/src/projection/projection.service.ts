import { Injectable } from '@nestjs/common';
import { AttributionDecisionV1, RecordedEventV1 } from '@app/contracts';
import { ProjectionRepository } from './projection.repository';

/**
 * Keeps campaign reports and the conversion-test panel from two streams: recorded events (the
 * panel shows a new submission as pending at once) and attribution decisions (totals, and the
 * outcome on the panel). Each message is applied in one transaction together with its id in
 * applied_messages, so redelivery and replays change nothing. A decision may arrive before its
 * event (two topics, no order between them): its outcome is kept, and the event, when it comes,
 * takes it instead of showing as pending.
 */
@Injectable()
export class ProjectionService {
  constructor(private readonly store: ProjectionRepository) {}

  async applyRecorded(event: RecordedEventV1): Promise<void> {
    if (!event.campaignId) return; // reports and panels are per campaign
    const campaignId = event.campaignId;
    await this.store.transaction(async (tx) => {
      if (!(await this.store.markApplied(tx, `recorded:${event.eventId}`))) return;
      const outcome = await this.store.outcome(tx, event.eventId);
      await this.store.showOnPanel(tx, {
        workspaceId: event.workspaceId,
        campaignId,
        eventId: event.eventId,
        externalId: event.externalId,
        name: event.name,
        receivedAt: event.receivedAt,
        status: outcome ? (outcome.counted ? 'counted' : 'not_counted') : 'pending',
        reason: outcome?.reason ?? null,
        message: outcome?.message ?? null,
      });
    });
  }

  async applyDecision(decision: AttributionDecisionV1): Promise<void> {
    if (!decision.campaignId) return;
    const campaignId = decision.campaignId;
    await this.store.transaction(async (tx) => {
      if (!(await this.store.markApplied(tx, `decision:${decision.eventId}`))) return;
      await this.store.saveOutcome(tx, decision.eventId, decision);
      await this.store.addToTotals(tx, {
        workspaceId: decision.workspaceId,
        campaignId,
        counted: decision.counted,
        reason: decision.reason,
        day: decision.occurredAt.slice(0, 10),
        currency: decision.currency,
        valueMinor: decision.valueMinor,
      });
      await this.store.showOnPanel(tx, {
        workspaceId: decision.workspaceId,
        campaignId,
        eventId: decision.eventId,
        externalId: decision.externalId,
        name: decision.name,
        receivedAt: decision.receivedAt,
        status: decision.counted ? 'counted' : 'not_counted',
        reason: decision.reason,
        message: decision.message,
      });
    });
  }
}
