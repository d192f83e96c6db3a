import { Injectable } from '@nestjs/common';
import { AttributionDecisionV1, RecordedEventV1, SubmissionNoticeV1 } from '@app/contracts';
import { PanelEntry, ProjectionRepository } from './projection.repository';
import { decidedEntry, latestPerCampaign, noticeEntry, recordedEntry, totalsOf } from './read-model';

/** One message for the read model, with the id that makes applying it idempotent. */
export type ProjectionMessage =
  | { kind: 'recorded'; event: RecordedEventV1 }
  | { kind: 'decision'; decision: AttributionDecisionV1 }
  | { kind: 'notice'; notice: SubmissionNoticeV1 };

export function messageId(m: ProjectionMessage): string {
  switch (m.kind) {
    case 'recorded':
      return `recorded:${m.event.eventId}`;
    case 'decision':
      return `decision:${m.decision.eventId}`;
    case 'notice':
      return `notice:${m.notice.noticeId}`;
  }
}

/**
 * Keeps campaign reports and the conversion-test panel from three streams: recorded events (the
 * panel shows a new submission as pending at once), attribution decisions (totals, and the
 * outcome on the panel) and the gateway's submission notices (duplicates and rejected bodies, on
 * the panel only: they never count). A batch is applied in one transaction together with the ids
 * of its messages in applied_messages, so redelivery and replays change nothing. A decision may
 * arrive before its event (two topics, no order between them): its outcome is kept, and the
 * event, when it comes, takes it instead of showing as pending.
 */
@Injectable()
export class ProjectionService {
  constructor(private readonly store: ProjectionRepository) {}

  async apply(messages: ProjectionMessage[]): Promise<void> {
    // Reports and panels are per campaign: a message naming none changes nothing.
    const relevant = messages.filter((m) =>
      m.kind === 'recorded' ? m.event.campaignId : m.kind === 'decision' ? m.decision.campaignId : true,
    );
    if (relevant.length === 0) return;
    await this.store.transaction(async (tx) => {
      const fresh = await this.store.markApplied(tx, [...new Set(relevant.map(messageId))]);
      const seen = new Set<string>();
      const todo = relevant.filter((m) => {
        const id = messageId(m);
        if (!fresh.has(id) || seen.has(id)) return false;
        seen.add(id);
        return true;
      });

      const decisions = todo.flatMap((m) => (m.kind === 'decision' ? [m.decision] : []));
      await this.store.saveOutcomes(
        tx,
        decisions.map((d) => ({
          eventId: d.eventId,
          counted: d.counted,
          reason: d.reason,
          message: d.message,
        })),
      );
      const totals = totalsOf(decisions);
      await this.store.addToReports(tx, totals.reports);
      await this.store.addToReasons(tx, totals.reasons);
      await this.store.addToValues(tx, totals.values);
      await this.store.addToDaily(tx, totals.daily);

      const events = todo.flatMap((m) => (m.kind === 'recorded' ? [m.event] : []));
      const outcomes = await this.store.outcomes(
        tx,
        events.map((e) => e.eventId),
      );
      const entries: PanelEntry[] = todo.map((m) => {
        if (m.kind === 'decision') return decidedEntry({ ...m.decision, campaignId: m.decision.campaignId! });
        if (m.kind === 'notice') return noticeEntry(m.notice);
        return recordedEntry({ ...m.event, campaignId: m.event.campaignId! }, outcomes.get(m.event.eventId));
      });
      await this.store.showOnPanel(tx, latestPerCampaign(entries));
    });
  }
}
