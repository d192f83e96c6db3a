import { AttributionDecisionV1, SubmissionNoticeV1 } from '@app/contracts';
import { PanelEntry } from './projection.repository';
import { decidedEntry, latestPerCampaign, noticeEntry, totalsOf } from './read-model';

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
      { workspaceId: WS, campaignId: 'autumn', received: 1, counted: 1 },
      { workspaceId: WS, campaignId: 'spring', received: 5, counted: 3 },
    ]);
    expect(totals.reasons).toEqual([
      { workspaceId: WS, campaignId: 'spring', reason: 'not_a_goal_event', count: 2 },
    ]);
    // A not-counted event adds no value; two EUR values beyond 2^63 still add up exactly.
    expect(totals.values).toEqual([
      { workspaceId: WS, campaignId: 'spring', currency: 'EUR', valueMinor: '9223372036854775907' },
      { workspaceId: WS, campaignId: 'spring', currency: 'USD', valueMinor: '5' },
    ]);
    expect(totals.daily).toEqual([
      { workspaceId: WS, campaignId: 'autumn', day: '2026-11-20', received: 1, counted: 1 },
      { workspaceId: WS, campaignId: 'spring', day: '2026-11-20', received: 4, counted: 3 },
      { workspaceId: WS, campaignId: 'spring', day: '2026-11-21', received: 1, counted: 0 },
    ]);
  });

  it('gives nothing for an empty batch', () => {
    expect(totalsOf([])).toEqual({ reports: [], reasons: [], values: [], daily: [] });
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

  it('prefers the decided form of a submission over its pending one, in either order', () => {
    const pending = entry({ submissionId: A, status: 'pending', reason: null, message: null });
    const decided = entry({ submissionId: A, status: 'counted' });
    expect(latestPerCampaign([pending, decided])).toEqual([decided]);
    expect(latestPerCampaign([decided, pending])).toEqual([decided]);
  });
});
