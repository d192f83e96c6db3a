import {
  AdjustmentDecisionV1,
  AttributionDecisionV1,
  RecordedAdjustmentV1,
  RecordedEventV1,
  SubmissionNoticeV1,
} from '@app/contracts';
import {
  AdjustmentOutcome,
  DailyDelta,
  Outcome,
  PanelEntry,
  ReasonDelta,
  ReportDelta,
  ValueDelta,
} from './projection.repository';

/**
 * The projection's rules, as plain functions of the messages: what a batch of decisions and
 * adjustment decisions adds to the totals (gross and net), what a notice or an adjustment looks
 * like on the panel, and which submission of a batch the panel shows. Unit-tested in
 * read-model.spec.ts; the repository only stores what they return.
 */

export interface TotalsDelta {
  reports: ReportDelta[];
  reasons: ReasonDelta[];
  values: ValueDelta[];
  daily: DailyDelta[];
}

/**
 * The UTC day a decided event counts on in the daily series: the day it occurred. A retraction
 * counts on its conversion's day too (never the day it was sent), so a day's net stays consistent.
 */
export function dayOf(event: { occurredAt: string }): string {
  return event.occurredAt.slice(0, 10);
}

/**
 * Whether a decision counts in reports: it names a campaign and is live. Reports are live only
 * (docs/attribution.md#test-traffic): a test event moves no number, received included.
 */
export function countsInReports(
  d: AttributionDecisionV1,
): d is AttributionDecisionV1 & { campaignId: string } {
  return d.campaignId !== null && d.test !== true;
}

/** Whether an adjustment decision moves net totals: applied, and not sent in test mode. */
export function movesTotals(d: AdjustmentDecisionV1): boolean {
  return d.applied && !d.test;
}

/**
 * What an applied adjustment moves the net value by, in its event's currency: the new net value
 * less the one before (a retraction: minus the value; a restatement: the difference). Nothing for
 * a conversion without value (its retraction moves only the retracted count).
 */
export function netValueMove(d: AdjustmentDecisionV1): { currency: string; minor: bigint } | null {
  if (!movesTotals(d) || !d.event.currency || d.netValueMinor === null || d.previousValueMinor === null)
    return null;
  return { currency: d.event.currency, minor: BigInt(d.netValueMinor) - BigInt(d.previousValueMinor) };
}

/**
 * Sums a batch of decisions and adjustment decisions into one row per key, each list sorted by
 * key. Decisions move the gross totals and, by the same amounts, the net ones; adjustments that
 * move totals (movesTotals) move only the net ones: `retracted` (campaign and the conversion's
 * day) and the net value.
 */
export function totalsOf(
  decisions: AttributionDecisionV1[],
  adjustments: AdjustmentDecisionV1[] = [],
): TotalsDelta {
  const reports = new Map<string, ReportDelta>();
  const reasons = new Map<string, ReasonDelta>();
  const values = new Map<string, { row: ValueDelta; gross: bigint; net: bigint }>();
  const daily = new Map<string, DailyDelta>();

  const rowsOf = (workspaceId: string, campaignId: string, day: string) => {
    const campaign = { workspaceId, campaignId };
    const base = `${workspaceId}\u0000${campaignId}`;
    const report = reports.get(base) ?? { ...campaign, received: 0, counted: 0, retracted: 0 };
    reports.set(base, report);
    const dayKey = `${base}\u0000${day}`;
    const dayRow = daily.get(dayKey) ?? { ...campaign, day, received: 0, counted: 0, retracted: 0 };
    daily.set(dayKey, dayRow);
    const addValue = (currency: string, gross: bigint, net: bigint) => {
      const valueKey = `${base}\u0000${currency}`;
      const value = values.get(valueKey) ?? {
        row: { ...campaign, currency, valueMinor: '0', netValueMinor: '0' },
        gross: 0n,
        net: 0n,
      };
      value.gross += gross;
      value.net += net;
      value.row.valueMinor = value.gross.toString();
      value.row.netValueMinor = value.net.toString();
      values.set(valueKey, value);
    };
    return { campaign, base, report, day: dayRow, addValue };
  };

  for (const d of decisions) {
    if (!countsInReports(d)) continue;
    const rows = rowsOf(d.workspaceId, d.campaignId, dayOf(d));
    const counted = d.counted ? 1 : 0;
    rows.report.received += 1;
    rows.report.counted += counted;
    rows.day.received += 1;
    rows.day.counted += counted;

    if (!d.counted) {
      const reasonKey = `${rows.base}\u0000${d.reason}`;
      const reason = reasons.get(reasonKey) ?? { ...rows.campaign, reason: d.reason, count: 0 };
      reason.count += 1;
      reasons.set(reasonKey, reason);
    } else if (d.currency && d.valueMinor) {
      rows.addValue(d.currency, BigInt(d.valueMinor), BigInt(d.valueMinor));
    }
  }

  for (const a of adjustments) {
    if (!movesTotals(a) || !a.event.campaignId) continue;
    const rows = rowsOf(a.workspaceId, a.event.campaignId, dayOf(a.event));
    const retracted = a.type === 'retraction' ? 1 : 0;
    rows.report.retracted += retracted;
    rows.day.retracted += retracted;
    const move = netValueMove(a);
    if (move) rows.addValue(move.currency, 0n, move.minor);
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
    adjustment: null,
    test: e.test === true,
    contactId: e.contactId,
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
    adjustment: null,
    test: d.test === true,
    contactId: d.contactId,
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
    adjustment: null,
    // A test key's duplicate or rejected body shows on the test entry (docs/api.md#test-mode).
    test: n.test === true,
    contactId: n.contactId ?? null,
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
 * The panel entry of an adjustment: a submission of its own (its platform id), naming the event
 * it adjusts, `pending` until its outcome is known (it may be already), then `applied` or
 * `not_applied` with the reason and sentence from attribution.
 */
export function adjustmentEntry(
  a: RecordedAdjustmentV1 & { event: { campaignId: string } },
  outcome: AdjustmentOutcome | undefined,
): PanelEntry {
  return {
    workspaceId: a.workspaceId,
    campaignId: a.event.campaignId,
    submissionId: a.id,
    kind: 'adjustment',
    eventId: a.event.eventId,
    externalId: a.event.externalId,
    name: a.event.name,
    receivedAt: a.receivedAt,
    status: outcome ? (outcome.applied ? 'applied' : 'not_applied') : 'pending',
    reason: outcome?.reason ?? null,
    message: outcome?.message ?? null,
    originalReceivedAt: null,
    errors: [],
    adjustment: {
      adjustmentId: a.adjustmentId,
      type: a.type,
      occurredAt: a.occurredAt,
      valueMinor: a.valueMinor,
      currency: a.currency,
    },
    test: a.test,
    contactId: a.event.contactId,
  };
}

/**
 * Of a batch's panel entries, the one each campaign's panel should end with, per mode (live and
 * test entries are kept apart, so sweeping old test entries leaves the live one): the most
 * recently received (ties by submission id), preferring its decided form over its pending one.
 */
export function latestPerCampaign(entries: PanelEntry[]): PanelEntry[] {
  const latest = new Map<string, PanelEntry>();
  for (const e of entries) {
    const key = `${e.workspaceId}\u0000${e.campaignId}\u0000${e.test ? 'test' : 'live'}`;
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
