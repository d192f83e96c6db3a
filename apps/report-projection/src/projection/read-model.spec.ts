import { AdjustmentDecisionV1, AttributionDecisionV1, SubmissionNoticeV1 } from '@app/contracts';
import { PanelEntry } from './projection.repository';
import {
  adjustmentEntry,
  countsInReports,
  dayOf,
  decidedEntry,
  latestPerCampaign,
  movesTotals,
  netValueMove,
  noticeEntry,
  recordedEntry,
  totalsOf,
} from './read-model';

const WS = '00000000-0000-4000-8000-000000000001';

function decision(overrides: Partial<AttributionDecisionV1> = {}): AttributionDecisionV1 {
  return {
    eventId: '01a2b3c4-0000-7000-8000-000000000001',
    workspaceId: WS,
    externalId: 'order-1',
    campaignId: 'spring',
    contactId: 'c1',
    name: 'order_paid',
    occurredAt: '2026-11-20T10:00:00.000Z',
    receivedAt: '2026-11-20T10:00:01.000Z',
    valueMinor: '100',
    currency: 'EUR',
    counted: true,
    reason: 'counted',
    message: 'Counted.',
    decidedAt: '2026-11-20T10:00:02.000Z',
    ...overrides,
  };
}

/** An applied retraction of decision()'s conversion (EUR 100, occurred 2026-11-20), decided days later. */
function adjustment(overrides: Partial<AdjustmentDecisionV1> = {}): AdjustmentDecisionV1 {
  const { eventId, externalId, name, occurredAt, receivedAt, contactId, campaignId, valueMinor, currency } =
    decision();
  return {
    id: '01a2b3c4-0000-7000-8000-0000000000f1',
    adjustmentId: 'refund-1',
    type: 'retraction',
    workspaceId: WS,
    occurredAt: '2026-11-23T09:00:00.000Z',
    receivedAt: '2026-11-23T09:00:01.000Z',
    valueMinor: null,
    currency: null,
    test: false,
    event: { eventId, externalId, name, occurredAt, receivedAt, contactId, campaignId, valueMinor, currency },
    applied: true,
    reason: 'applied',
    message: 'Retracted.',
    decidedAt: '2026-11-23T09:00:02.000Z',
    previousValueMinor: '100',
    netValueMinor: '0',
    ...overrides,
  };
}

/** adjustment() with its event's campaign known to be there, as the panel takes it. */
function panelAdjustment(overrides: Partial<AdjustmentDecisionV1> = {}) {
  const a = adjustment(overrides);
  return { ...a, event: { ...a.event, campaignId: a.event.campaignId ?? 'spring' } };
}

function entry(overrides: Partial<PanelEntry>): PanelEntry {
  return { ...decidedEntry({ ...decision(), campaignId: 'spring' }), ...overrides };
}

describe('totalsOf', () => {
  it('sums a batch into one row per key: received, counted, reasons, values (bigint-safe), days', () => {
    const totals = totalsOf([
      decision(),
      decision({ valueMinor: '9223372036854775807' }),
      decision({ currency: 'USD', valueMinor: '5' }),
      decision({ counted: false, reason: 'not_a_goal_event', valueMinor: '999' }),
      decision({ counted: false, reason: 'not_a_goal_event', occurredAt: '2026-11-21T00:00:00.000Z' }),
      decision({ campaignId: null, counted: false, reason: 'campaign_not_specified' }),
      decision({ campaignId: 'autumn', valueMinor: null, currency: null }),
    ]);
    expect(totals.reports).toEqual([
      { workspaceId: WS, campaignId: 'autumn', received: 1, counted: 1, retracted: 0 },
      { workspaceId: WS, campaignId: 'spring', received: 5, counted: 3, retracted: 0 },
    ]);
    expect(totals.reasons).toEqual([
      { workspaceId: WS, campaignId: 'spring', reason: 'not_a_goal_event', count: 2 },
    ]);
    // A not-counted event adds no value; two EUR values beyond 2^63 still add up exactly; without
    // adjustments net is gross.
    expect(totals.values).toEqual([
      {
        workspaceId: WS,
        campaignId: 'spring',
        currency: 'EUR',
        valueMinor: '9223372036854775907',
        netValueMinor: '9223372036854775907',
      },
      { workspaceId: WS, campaignId: 'spring', currency: 'USD', valueMinor: '5', netValueMinor: '5' },
    ]);
    expect(totals.daily).toEqual([
      { workspaceId: WS, campaignId: 'autumn', day: '2026-11-20', received: 1, counted: 1, retracted: 0 },
      { workspaceId: WS, campaignId: 'spring', day: '2026-11-20', received: 4, counted: 3, retracted: 0 },
      { workspaceId: WS, campaignId: 'spring', day: '2026-11-21', received: 1, counted: 0, retracted: 0 },
    ]);
  });

  it('gives nothing for an empty batch', () => {
    expect(totalsOf([])).toEqual({ reports: [], reasons: [], values: [], daily: [] });
  });

  it('moves only net totals by applied adjustments: retracted on the conversion day, net value by the difference', () => {
    const totals = totalsOf(
      [],
      [
        adjustment(),
        // A restatement of a USD conversion from 250 down to 90.
        adjustment({
          id: '01a2b3c4-0000-7000-8000-0000000000f2',
          type: 'restatement',
          valueMinor: '90',
          currency: 'USD',
          event: { ...adjustment().event, currency: 'USD', valueMinor: '250' },
          previousValueMinor: '250',
          netValueMinor: '90',
        }),
        // A retraction of a conversion without value: counted as retracted, no value moves.
        adjustment({
          event: {
            ...adjustment().event,
            valueMinor: null,
            currency: null,
            occurredAt: '2026-11-19T23:59:59.999Z',
          },
          previousValueMinor: null,
          netValueMinor: null,
        }),
        // Neither a refused adjustment nor a test one moves anything.
        adjustment({
          applied: false,
          reason: 'already_retracted',
          previousValueMinor: null,
          netValueMinor: null,
        }),
        adjustment({ test: true }),
        // Nor one of an event that named no campaign.
        adjustment({ event: { ...adjustment().event, campaignId: null } }),
      ],
    );
    expect(totals.reports).toEqual([
      { workspaceId: WS, campaignId: 'spring', received: 0, counted: 0, retracted: 2 },
    ]);
    expect(totals.reasons).toEqual([]);
    expect(totals.values).toEqual([
      { workspaceId: WS, campaignId: 'spring', currency: 'EUR', valueMinor: '0', netValueMinor: '-100' },
      { workspaceId: WS, campaignId: 'spring', currency: 'USD', valueMinor: '0', netValueMinor: '-160' },
    ]);
    // On the days the conversions occurred (2026-11-19 and -20), not the day of the refund (-23).
    expect(totals.daily).toEqual([
      { workspaceId: WS, campaignId: 'spring', day: '2026-11-19', received: 0, counted: 0, retracted: 1 },
      { workspaceId: WS, campaignId: 'spring', day: '2026-11-20', received: 0, counted: 0, retracted: 1 },
    ]);
  });

  it('sums a decision and the retraction of it in one batch into one row per key: gross stays, net is 0', () => {
    const totals = totalsOf([decision()], [adjustment()]);
    expect(totals.reports).toEqual([
      { workspaceId: WS, campaignId: 'spring', received: 1, counted: 1, retracted: 1 },
    ]);
    expect(totals.values).toEqual([
      { workspaceId: WS, campaignId: 'spring', currency: 'EUR', valueMinor: '100', netValueMinor: '0' },
    ]);
    expect(totals.daily).toEqual([
      {
        workspaceId: WS,
        campaignId: 'spring',
        day: dayOf(decision()),
        received: 1,
        counted: 1,
        retracted: 1,
      },
    ]);
  });
});

describe('netValueMove and movesTotals', () => {
  it('moves by the new net value less the previous one, in the event currency, beyond 2^63', () => {
    expect(netValueMove(adjustment())).toEqual({ currency: 'EUR', minor: -100n });
    expect(
      netValueMove(
        adjustment({
          type: 'restatement',
          valueMinor: '18446744073709551616',
          currency: 'EUR',
          previousValueMinor: '100',
          netValueMinor: '18446744073709551616',
        }),
      ),
    ).toEqual({ currency: 'EUR', minor: 18446744073709551516n });
  });

  it('moves nothing when not applied, in test mode, or when the conversion has no value', () => {
    const notApplied = adjustment({
      applied: false,
      reason: 'conversion_not_counted',
      previousValueMinor: null,
      netValueMinor: null,
    });
    expect([movesTotals(notApplied), netValueMove(notApplied)]).toEqual([false, null]);
    expect([movesTotals(adjustment({ test: true })), netValueMove(adjustment({ test: true }))]).toEqual([
      false,
      null,
    ]);
    const noValue = adjustment({
      event: { ...adjustment().event, valueMinor: null, currency: null },
      previousValueMinor: null,
      netValueMinor: null,
    });
    expect([movesTotals(noValue), netValueMove(noValue)]).toEqual([true, null]);
  });
});

describe('test traffic', () => {
  it('a test decision moves no report number, received included, nor any value or day', () => {
    const test = { test: true as const };
    expect(
      totalsOf([decision(test), decision({ ...test, counted: false, reason: 'not_a_goal_event' })]),
    ).toEqual({ reports: [], reasons: [], values: [], daily: [] });
    expect(countsInReports(decision(test))).toBe(false);
    expect(countsInReports(decision())).toBe(true);
  });

  it('a test adjustment, even applied, moves no net total', () => {
    expect(totalsOf([], [adjustment({ test: true })])).toEqual({
      reports: [],
      reasons: [],
      values: [],
      daily: [],
    });
    expect(totalsOf([], [adjustment()]).reports).toEqual([
      { workspaceId: WS, campaignId: 'spring', received: 0, counted: 0, retracted: 1 },
    ]);
  });

  it('panel entries say whether they are test traffic; live ones say false', () => {
    const { decidedAt: _d, counted: _c, reason: _r, message: _m, ...event } = decision();
    expect(decidedEntry({ ...decision({ test: true }), campaignId: 'spring' }).test).toBe(true);
    expect(decidedEntry({ ...decision(), campaignId: 'spring' }).test).toBe(false);
    expect(recordedEntry({ ...event, campaignId: 'spring', test: true }, undefined).test).toBe(true);
    expect(recordedEntry({ ...event, campaignId: 'spring' }, undefined).test).toBe(false);
  });
});

describe('adjustmentEntry', () => {
  it('shows an adjustment as a submission of its own naming the adjusted event, pending until decided', () => {
    const recorded = panelAdjustment();
    const pending = adjustmentEntry(recorded, undefined);
    expect(pending).toEqual({
      workspaceId: WS,
      campaignId: 'spring',
      submissionId: recorded.id,
      kind: 'adjustment',
      eventId: recorded.event.eventId,
      externalId: 'order-1',
      name: 'order_paid',
      receivedAt: recorded.receivedAt,
      status: 'pending',
      reason: null,
      message: null,
      originalReceivedAt: null,
      errors: [],
      adjustment: {
        adjustmentId: 'refund-1',
        type: 'retraction',
        occurredAt: recorded.occurredAt,
        valueMinor: null,
        currency: null,
      },
      test: false,
      contactId: recorded.event.contactId,
    });
    expect(adjustmentEntry(panelAdjustment({ test: true }), undefined).test).toBe(true);
  });

  it('gives it the outcome: applied, or not applied with the reason and sentence', () => {
    expect(adjustmentEntry(panelAdjustment(), adjustment())).toMatchObject({
      status: 'applied',
      reason: 'applied',
      message: 'Retracted.',
    });
    const refused = { applied: false, reason: 'currency_mismatch' as const, message: 'Send EUR.' };
    expect(adjustmentEntry(panelAdjustment(), refused)).toMatchObject({
      status: 'not_applied',
      reason: 'currency_mismatch',
      message: 'Send EUR.',
    });
  });
});

describe('noticeEntry', () => {
  const notice = (overrides: Partial<SubmissionNoticeV1>): SubmissionNoticeV1 => ({
    noticeId: '01a2b3c4-0000-7000-8000-0000000000aa',
    workspaceId: WS,
    campaignId: 'spring',
    kind: 'duplicate',
    receivedAt: '2026-11-20T11:00:00.000Z',
    externalId: 'order-1',
    name: 'order_paid',
    original: { eventId: '01a2b3c4-0000-7000-8000-000000000001', receivedAt: '2026-11-20T10:00:01.000Z' },
    errors: [],
    ...overrides,
  });

  it('a duplicate names the original, when it was first recorded, and that it does not count', () => {
    expect(noticeEntry(notice({}))).toMatchObject({
      kind: 'duplicate',
      status: 'not_recorded',
      reason: 'duplicate',
      submissionId: '01a2b3c4-0000-7000-8000-0000000000aa',
      eventId: '01a2b3c4-0000-7000-8000-000000000001',
      originalReceivedAt: '2026-11-20T10:00:01.000Z',
      message: expect.stringMatching(
        /^Already received: externalId "order-1" was first recorded at 2026-11-20T10:00:01.000Z as event 01a2b3c4-0000-7000-8000-000000000001.*does not count/,
      ),
    });
  });

  it('a rejection counts its errors and names the first field', () => {
    const rejected = noticeEntry(
      notice({
        kind: 'rejected',
        original: null,
        errors: [
          { field: 'currency', code: 'invalid_format', message: 'currency must be ...' },
          { field: 'occurredAt', code: 'required', message: 'occurredAt is required' },
        ],
      }),
    );
    expect(rejected).toMatchObject({ kind: 'rejected', reason: 'validation_failed', eventId: null });
    expect(rejected.message).toMatch(/failed validation \(2 errors, first on "currency"\)/);
  });

  it("a test key's notice goes on the test entry; a live one (no test field) on the live entry", () => {
    expect(noticeEntry(notice({ test: true })).test).toBe(true);
    expect(noticeEntry(notice({})).test).toBe(false);
  });

  it('keeps the contact the body named, when it was valid, so that an erasure finds the entry', () => {
    expect(noticeEntry(notice({ contactId: 'c1' })).contactId).toBe('c1');
    expect(noticeEntry(notice({})).contactId).toBeNull();
  });
});

describe('panel entries and erasure', () => {
  it('every entry of an event, a decision or an adjustment keeps its contact (docs/privacy.md#erasure)', () => {
    expect(decidedEntry({ ...decision({ contactId: 'c7' }), campaignId: 'spring' }).contactId).toBe('c7');
    expect(
      recordedEntry({ ...decision({ contactId: 'c8' }), campaignId: 'spring' }, undefined).contactId,
    ).toBe('c8');
    const a = panelAdjustment();
    expect(adjustmentEntry(a, undefined).contactId).toBe(a.event.contactId);
  });
});

describe('latestPerCampaign', () => {
  const A = '01a2b3c4-0000-7000-8000-00000000000a';
  const B = '01a2b3c4-0000-7000-8000-00000000000b';

  it('keeps the most recently received submission per campaign, ties broken by id', () => {
    const early = entry({ submissionId: A, receivedAt: '2026-11-20T10:00:00.000Z' });
    const late = entry({ submissionId: B, receivedAt: '2026-11-20T10:00:05.000Z' });
    const tie = entry({ submissionId: A, receivedAt: '2026-11-20T10:00:05.000Z' });
    const other = entry({ campaignId: 'autumn', submissionId: A });
    expect(latestPerCampaign([late, early, other])).toEqual([other, late]);
    expect(latestPerCampaign([tie, late])).toEqual([late]);
    expect(latestPerCampaign([late, tie])).toEqual([late]);
  });

  it('keeps a live and a test entry of one campaign apart: each is the latest of its mode', () => {
    const live = entry({ submissionId: A, receivedAt: '2026-11-20T10:00:00.000Z' });
    const test = entry({ submissionId: B, receivedAt: '2026-11-20T10:00:05.000Z', test: true });
    const olderTest = entry({ submissionId: A, receivedAt: '2026-11-20T09:00:00.000Z', test: true });
    expect(latestPerCampaign([test, live, olderTest])).toEqual([live, test]);
  });

  it('prefers the decided form of a submission over its pending one, in either order', () => {
    const pending = entry({ submissionId: A, status: 'pending', reason: null, message: null });
    const decided = entry({ submissionId: A, status: 'counted' });
    expect(latestPerCampaign([pending, decided])).toEqual([decided]);
    expect(latestPerCampaign([decided, pending])).toEqual([decided]);
  });
});
