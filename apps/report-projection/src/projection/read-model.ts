import { AttributionDecisionV1, RecordedEventV1, SubmissionNoticeV1 } from '@app/contracts';
import {
  DailyDelta,
  Outcome,
  PanelEntry,
  ReasonDelta,
  ReportDelta,
  ValueDelta,
} from './projection.repository';

/**
 * The projection's rules, as plain functions of the messages: what a batch of decisions adds to
 * the totals, what a notice looks like on the panel, and which submission of a batch the panel
 * shows. Unit-tested in read-model.spec.ts; the repository only stores what they return.
 */

export interface TotalsDelta {
  reports: ReportDelta[];
  reasons: ReasonDelta[];
  values: ValueDelta[];
  daily: DailyDelta[];
}

/** Sums a batch of decisions into one row per key, each list sorted by key. */
export function totalsOf(decisions: AttributionDecisionV1[]): TotalsDelta {
  const reports = new Map<string, ReportDelta>();
  const reasons = new Map<string, ReasonDelta>();
  const values = new Map<string, { row: ValueDelta; sum: bigint }>();
  const daily = new Map<string, DailyDelta>();
  for (const d of decisions) {
    if (!d.campaignId) continue;
    const campaign = { workspaceId: d.workspaceId, campaignId: d.campaignId };
    const counted = d.counted ? 1 : 0;
    const base = `${d.workspaceId}\u0000${d.campaignId}`;

    const report = reports.get(base) ?? { ...campaign, received: 0, counted: 0 };
    report.received += 1;
    report.counted += counted;
    reports.set(base, report);

    const dayKey = `${base}\u0000${d.occurredAt.slice(0, 10)}`;
    const day = daily.get(dayKey) ?? { ...campaign, day: d.occurredAt.slice(0, 10), received: 0, counted: 0 };
    day.received += 1;
    day.counted += counted;
    daily.set(dayKey, day);

    if (!d.counted) {
      const reasonKey = `${base}\u0000${d.reason}`;
      const reason = reasons.get(reasonKey) ?? { ...campaign, reason: d.reason, count: 0 };
      reason.count += 1;
      reasons.set(reasonKey, reason);
    } else if (d.currency && d.valueMinor) {
      const valueKey = `${base}\u0000${d.currency}`;
      const value = values.get(valueKey) ?? {
        row: { ...campaign, currency: d.currency, valueMinor: '0' },
        sum: 0n,
      };
      value.sum += BigInt(d.valueMinor);
      value.row.valueMinor = value.sum.toString();
      values.set(valueKey, value);
    }
  }
  return {
    reports: sortedValues(reports),
    reasons: sortedValues(reasons),
    values: sortedValues(values).map((v) => v.row),
    daily: sortedValues(daily),
  };
}

/** The panel entry of a recorded event: pending until its outcome is known (it may be already). */
export function recordedEntry(
  e: RecordedEventV1 & { campaignId: string },
  outcome: Outcome | undefined,
): PanelEntry {
  return {
    workspaceId: e.workspaceId,
    campaignId: e.campaignId,
    submissionId: e.eventId,
    kind: 'event',
    eventId: e.eventId,
    externalId: e.externalId,
    name: e.name,
    receivedAt: e.receivedAt,
    status: outcome ? (outcome.counted ? 'counted' : 'not_counted') : 'pending',
    reason: outcome?.reason ?? null,
    message: outcome?.message ?? null,
    originalReceivedAt: null,
    errors: [],
  };
}

/** The panel entry of a decided event. */
export function decidedEntry(d: AttributionDecisionV1 & { campaignId: string }): PanelEntry {
  return {
    workspaceId: d.workspaceId,
    campaignId: d.campaignId,
    submissionId: d.eventId,
    kind: 'event',
    eventId: d.eventId,
    externalId: d.externalId,
    name: d.name,
    receivedAt: d.receivedAt,
    status: d.counted ? 'counted' : 'not_counted',
    reason: d.reason,
    message: d.message,
    originalReceivedAt: null,
    errors: [],
  };
}

/** The panel entry of a submission that was not recorded, with a sentence saying why and what to do. */
export function noticeEntry(n: SubmissionNoticeV1): PanelEntry {
  const entry = {
    workspaceId: n.workspaceId,
    campaignId: n.campaignId,
    submissionId: n.noticeId,
    kind: n.kind,
    externalId: n.externalId,
    name: n.name,
    receivedAt: n.receivedAt,
    status: 'not_recorded' as const,
    errors: n.errors,
  };
  if (n.kind === 'duplicate') {
    const original = n.original;
    return {
      ...entry,
      eventId: original?.eventId ?? null,
      originalReceivedAt: original?.receivedAt ?? null,
      reason: 'duplicate',
      message: original
        ? `Already received: externalId "${n.externalId}" was first recorded at ${original.receivedAt} as event ${original.eventId}, so this submission was not recorded again and does not count. Send a new externalId for a new event.`
        : `Already received: externalId "${n.externalId}" was recorded before, so this submission was not recorded again and does not count.`,
    };
  }
  const count = n.errors.length;
  return {
    ...entry,
    eventId: null,
    originalReceivedAt: null,
    reason: 'validation_failed',
    message: `Rejected: the event failed validation (${count} error${count === 1 ? '' : 's'}${
      count > 0 ? `, first on "${n.errors[0].field}"` : ''
    }), so nothing was recorded and it does not count. Fix what errors lists and send it again.`,
  };
}

/**
 * Of a batch's panel entries, the one each campaign's panel should end with: the most recently
 * received (ties by submission id), preferring its decided form over its pending one.
 */
export function latestPerCampaign(entries: PanelEntry[]): PanelEntry[] {
  const latest = new Map<string, PanelEntry>();
  for (const e of entries) {
    const key = `${e.workspaceId}\u0000${e.campaignId}`;
    const current = latest.get(key);
    if (
      !current ||
      isAfter(e, current) ||
      (e.submissionId === current.submissionId && current.status === 'pending')
    ) {
      latest.set(key, e);
    }
  }
  return sortedValues(latest);
}

function isAfter(a: PanelEntry, b: PanelEntry): boolean {
  const ta = Date.parse(a.receivedAt);
  const tb = Date.parse(b.receivedAt);
  return ta !== tb ? ta > tb : a.submissionId > b.submissionId;
}

function sortedValues<T>(map: Map<string, T>): T[] {
  return [...map.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, v]) => v);
}
