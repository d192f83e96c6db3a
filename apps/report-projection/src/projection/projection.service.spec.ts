import { SubmissionNoticeV1, TOPICS } from '@app/contracts';
import { mentionOf } from './projection.service';

const WS = '00000000-0000-4000-8000-000000000001';
const event = {
  eventId: '01a2b3c4-0000-7000-8000-000000000001',
  workspaceId: WS,
  externalId: 'order-1',
  name: 'order_paid',
  occurredAt: '2026-11-20T10:00:00.000Z',
  receivedAt: '2026-11-20T10:00:01.000Z',
  contactId: 'c1',
  campaignId: 'spring',
  valueMinor: '100',
  currency: 'EUR',
};
const adjustment = {
  id: '01a2b3c4-0000-7000-8000-0000000000a1',
  adjustmentId: 'refund-1',
  type: 'retraction' as const,
  workspaceId: WS,
  occurredAt: '2026-11-23T09:00:00.000Z',
  receivedAt: '2026-11-23T09:00:01.000Z',
  valueMinor: null,
  currency: null,
  test: false,
  event: {
    eventId: event.eventId,
    externalId: event.externalId,
    name: event.name,
    occurredAt: event.occurredAt,
    receivedAt: event.receivedAt,
    contactId: 'c1',
    campaignId: 'spring',
    valueMinor: '100',
    currency: 'EUR',
  },
};
const notice = (overrides: Partial<SubmissionNoticeV1> = {}): SubmissionNoticeV1 => ({
  noticeId: '01a2b3c4-0000-7000-8000-0000000000aa',
  workspaceId: WS,
  campaignId: 'spring',
  kind: 'duplicate',
  receivedAt: '2026-11-20T11:00:00.000Z',
  externalId: 'order-1',
  name: 'order_paid',
  original: { eventId: event.eventId, receivedAt: event.receivedAt },
  errors: [],
  ...overrides,
});

describe('mentionOf (what the tombstone check reads of each message)', () => {
  it("names an event's contact and when it was recorded, for the event and its decision", () => {
    const decision = {
      ...event,
      counted: true,
      reason: 'counted' as const,
      message: 'Counted.',
      decidedAt: '2026-11-20T10:00:02.000Z',
    };
    expect(mentionOf({ kind: 'recorded', event })).toEqual({
      workspaceId: WS,
      contactId: 'c1',
      receivedAt: event.receivedAt,
      topic: TOPICS.recordedEvents.name,
    });
    // The decision's receivedAt is its event's: when the gateway recorded it.
    expect(mentionOf({ kind: 'decision', decision })).toMatchObject({
      receivedAt: event.receivedAt,
      topic: TOPICS.attributionDecisions.name,
    });
  });

  it("names an adjustment's event's contact, when the adjustment was recorded", () => {
    const decided = {
      ...adjustment,
      applied: true,
      reason: 'applied' as const,
      message: 'Retracted.',
      decidedAt: '2026-11-23T09:00:02.000Z',
      previousValueMinor: '100',
      netValueMinor: '0',
    };
    for (const m of [
      { kind: 'adjustment' as const, adjustment },
      { kind: 'adjustment-decision' as const, decision: decided },
    ])
      expect(mentionOf(m)).toMatchObject({ contactId: 'c1', receivedAt: adjustment.receivedAt });
  });

  it("names a notice's contact only when the submitted body had a valid one", () => {
    expect(mentionOf({ kind: 'notice', notice: notice({ contactId: 'c2' }) })).toEqual({
      workspaceId: WS,
      contactId: 'c2',
      receivedAt: '2026-11-20T11:00:00.000Z',
      topic: TOPICS.submissionNotices.name,
    });
    expect(mentionOf({ kind: 'notice', notice: notice() })).toBeNull();
  });
});
