import { Injectable, Optional } from '@nestjs/common';
import {
  AdjustmentDecisionV1,
  AttributionDecisionV1,
  RecordedAdjustmentV1,
  RecordedEventV1,
  SubmissionNoticeV1,
  TOPICS,
} from '@app/contracts';
import { ContactMention, ErasedContacts } from '@app/privacy';
import { AdjustmentOutcome, Outcome, PanelEntry, ProjectionRepository } from './projection.repository';
import { ReportLatencyMetrics } from './report-latency-metrics';
import {
  adjustmentEntry,
  countsInReports,
  decidedEntry,
  latestPerCampaign,
  movesTotals,
  noticeEntry,
  recordedEntry,
  totalsOf,
} from './read-model';

/** One message for the read model, with the id that makes applying it idempotent. */
export type ProjectionMessage =
  | { kind: 'recorded'; event: RecordedEventV1 }
  | { kind: 'decision'; decision: AttributionDecisionV1 }
  | { kind: 'notice'; notice: SubmissionNoticeV1 }
  | { kind: 'adjustment'; adjustment: RecordedAdjustmentV1 }
  | { kind: 'adjustment-decision'; decision: AdjustmentDecisionV1 };

export function messageId(m: ProjectionMessage): string {
  switch (m.kind) {
    case 'recorded':
      return `recorded:${m.event.eventId}`;
    case 'decision':
      return `decision:${m.decision.eventId}`;
    case 'notice':
      return `notice:${m.notice.noticeId}`;
    case 'adjustment':
      return `adjustment:${m.adjustment.id}`;
    case 'adjustment-decision':
      return `adjustment-decision:${m.decision.id}`;
  }
}

/** The campaign whose report and panel a message is about; null when its event named none. */
function campaignOf(m: ProjectionMessage): string | null {
  switch (m.kind) {
    case 'recorded':
      return m.event.campaignId;
    case 'decision':
      return m.decision.campaignId;
    case 'notice':
      return m.notice.campaignId;
    case 'adjustment':
      return m.adjustment.event.campaignId;
    case 'adjustment-decision':
      return m.decision.event.campaignId;
  }
}

/**
 * The contact a message names, when it was recorded (the event's or adjustment's receivedAt, or
 * the notice's), and its topic: what the tombstone check reads (docs/privacy.md#erasure). A notice
 * names one only when the submitted body had a valid contactId.
 */
export function mentionOf(m: ProjectionMessage): ContactMention | null {
  switch (m.kind) {
    case 'recorded':
      return { ...contact(m.event), topic: TOPICS.recordedEvents.name };
    case 'decision':
      return { ...contact(m.decision), topic: TOPICS.attributionDecisions.name };
    case 'notice': {
      const { workspaceId, contactId, receivedAt } = m.notice;
      return contactId ? { workspaceId, contactId, receivedAt, topic: TOPICS.submissionNotices.name } : null;
    }
    case 'adjustment':
      return { ...adjustmentContact(m.adjustment), topic: TOPICS.recordedAdjustments.name };
    case 'adjustment-decision':
      return { ...adjustmentContact(m.decision), topic: TOPICS.adjustmentDecisions.name };
  }
}

function contact(e: { workspaceId: string; contactId: string; receivedAt: string }) {
  return { workspaceId: e.workspaceId, contactId: e.contactId, receivedAt: e.receivedAt };
}

function adjustmentContact(a: RecordedAdjustmentV1) {
  return { workspaceId: a.workspaceId, contactId: a.event.contactId, receivedAt: a.receivedAt };
}

/**
 * Keeps campaign reports and the conversion-test panel from five streams: recorded events and
 * recorded adjustments (the panel shows a new submission as pending at once), attribution
 * decisions and adjustment decisions (totals, and the outcome on the panel) and the gateway's
 * submission notices (duplicates and rejected bodies, on the panel only: they never count). A
 * batch is applied in one transaction together with the ids of its messages in applied_messages,
 * so redelivery and replays change nothing. The topics have no order between them: a decision
 * may arrive before its event, and an adjustment's decision before the adjustment; its outcome is
 * kept, and the submission, when it comes, takes it instead of showing as pending. An applied
 * adjustment whose event's decision is not applied here yet waits for it (waiting_adjustments),
 * so net totals never run ahead of gross ones (docs/architecture.md#report-projection). Test
 * traffic shows on the panel, marked, and never moves a report (docs/attribution.md#test-traffic).
 * A message about a contact erased here after it was recorded is dropped, first thing in the
 * transaction: it changes nothing, totals included (ErasedContacts, docs/privacy.md#erasure).
 */
@Injectable()
export class ProjectionService {
  constructor(
    private readonly store: ProjectionRepository,
    private readonly erased: ErasedContacts,
    @Optional() private readonly latency?: ReportLatencyMetrics,
  ) {}

  async apply(messages: ProjectionMessage[]): Promise<void> {
    // Reports and panels are per campaign: a message naming none changes nothing.
    const named = messages.filter((m) => campaignOf(m) !== null);
    if (named.length === 0) return;
    let applied: AttributionDecisionV1[] = [];
    await this.store.transaction(async (tx) => {
      const relevant = await this.erased.keep(tx, named, mentionOf);
      if (relevant.length === 0) return;
      const fresh = await this.store.markApplied(tx, [...new Set(relevant.map(messageId))]);
      const seen = new Set<string>();
      const todo = relevant.filter((m) => {
        const id = messageId(m);
        if (!fresh.has(id) || seen.has(id)) return false;
        seen.add(id);
        return true;
      });

      const decisions = todo.flatMap((m) => (m.kind === 'decision' ? [m.decision] : []));
      applied = decisions;
      const adjusted = todo.flatMap((m) => (m.kind === 'adjustment-decision' ? [m.decision] : []));
      const moving = adjusted.filter(movesTotals);
      await this.store.lockEvents(tx, [
        ...decisions.map((d) => d.eventId),
        ...moving.map((a) => a.event.eventId),
      ]);
      await this.store.saveOutcomes(
        tx,
        decisions.map((d) => ({
          eventId: d.eventId,
          workspaceId: d.workspaceId,
          contactId: d.contactId,
          counted: d.counted,
          reason: d.reason,
          message: d.message,
          test: d.test === true,
        })),
      );
      await this.store.saveAdjustmentOutcomes(
        tx,
        adjusted.map((a) => ({
          adjustmentId: a.id,
          workspaceId: a.workspaceId,
          contactId: a.event.contactId,
          applied: a.applied,
          reason: a.reason,
          message: a.message,
          test: a.test,
        })),
      );
      // Under the events' locks: an event decided here or in a committed transaction is seen.
      const decided = await this.store.outcomes(
        tx,
        moving.map((a) => a.event.eventId),
      );
      // Only live decisions: test adjustments never move totals, so none waits for a test event.
      const counting = decisions.filter(countsInReports);
      const released = await this.store.releaseAdjustments(
        tx,
        counting.map((d) => d.eventId),
      );
      await this.store.holdAdjustments(
        tx,
        moving.filter((a) => !decided.has(a.event.eventId)),
      );
      const totals = totalsOf(counting, [...moving.filter((a) => decided.has(a.event.eventId)), ...released]);
      await this.store.addToReports(tx, totals.reports);
      await this.store.addToReasons(tx, totals.reasons);
      await this.store.addToValues(tx, totals.values);
      await this.store.addToDaily(tx, totals.daily);

      // Only the latest submission of each campaign and mode goes on the panel: look up the outcomes
      // (a decision applied before its event) of those alone, not of every event in the chunk. An
      // entry's place in that order does not depend on its outcome; the entries sharing a winner's
      // submission id are all looked up, so the outcome can still pick among them as it did.
      const entryOf = (
        m: ProjectionMessage,
        outcomes: Map<string, Outcome>,
        adjustmentOutcomes: Map<string, AdjustmentOutcome>,
      ): PanelEntry => {
        switch (m.kind) {
          case 'decision':
            return decidedEntry({ ...m.decision, campaignId: m.decision.campaignId! });
          case 'notice':
            return noticeEntry(m.notice);
          case 'recorded':
            return recordedEntry(
              { ...m.event, campaignId: m.event.campaignId! },
              outcomes.get(m.event.eventId),
            );
          case 'adjustment-decision':
            return adjustmentEntry(withCampaign(m.decision), m.decision);
          case 'adjustment':
            return adjustmentEntry(withCampaign(m.adjustment), adjustmentOutcomes.get(m.adjustment.id));
        }
      };
      const latest = new Set(
        latestPerCampaign(todo.map((m) => entryOf(m, new Map(), new Map()))).map((e) => e.submissionId),
      );
      const outcomes = await this.store.outcomes(
        tx,
        todo.flatMap((m) => (m.kind === 'recorded' && latest.has(m.event.eventId) ? [m.event.eventId] : [])),
      );
      const adjustmentOutcomes = await this.store.adjustmentOutcomes(
        tx,
        todo.flatMap((m) =>
          m.kind === 'adjustment' && latest.has(m.adjustment.id) ? [m.adjustment.id] : [],
        ),
      );
      const entries = todo.map((m) => entryOf(m, outcomes, adjustmentOutcomes));
      await this.store.showOnPanel(tx, latestPerCampaign(entries));
    });
    // Committed: each decision applied here is in the report (or on the panel) from now on.
    this.latency?.applied(applied);
  }
}

/** An adjustment of an event that named a campaign (apply() keeps only those). */
function withCampaign<A extends RecordedAdjustmentV1>(a: A): A & { event: { campaignId: string } } {
  return { ...a, event: { ...a.event, campaignId: a.event.campaignId! } };
}
