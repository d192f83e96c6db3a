import { CampaignRules, decide, DecisionEvent } from './decide';

const campaign = (overrides: Partial<CampaignRules> = {}): CampaignRules => ({
  id: 'spring-sale',
  status: 'active',
  startsAt: new Date('2026-03-01T00:00:00Z'),
  endsAt: new Date('2026-03-31T00:00:00Z'),
  endedAt: null,
  goals: ['order_paid', 'signup'],
  attributionWindowDays: 0,
  countingMode: 'every',
  ...overrides,
});
const event = (overrides: Partial<DecisionEvent> = {}): DecisionEvent => ({
  campaignId: 'spring-sale',
  name: 'order_paid',
  occurredAt: new Date('2026-03-15T12:00:00Z'),
  ...overrides,
});
const none = { earlierConversion: null };
const converted = { earlierConversion: { eventId: 'evt-1', occurredAt: new Date('2026-03-10T00:00:00Z') } };

describe('decide (attribution rules)', () => {
  it('counts a goal event of an active campaign inside its period', () => {
    expect(decide(event(), campaign(), none)).toEqual({
      counted: true,
      reason: 'counted',
      message: 'Counted as a conversion for campaign "spring-sale".',
    });
  });

  it.each([
    [
      'no campaign on the event',
      event({ campaignId: null }),
      campaign(),
      none,
      'campaign_not_specified',
      /Send campaignId/,
    ],
    ['an unknown campaign', event(), null, none, 'campaign_not_found', /No campaign "spring-sale"/],
    ['a draft campaign', event(), campaign({ status: 'draft' }), none, 'campaign_not_active', /is draft/],
    ['a paused campaign', event(), campaign({ status: 'paused' }), none, 'campaign_not_active', /is paused/],
    [
      'before the start',
      event({ occurredAt: new Date('2026-02-28T23:59:59Z') }),
      campaign(),
      none,
      'outside_campaign_period',
      /outside/,
    ],
    [
      'after the end',
      event({ occurredAt: new Date('2026-03-31T00:00:01Z') }),
      campaign(),
      none,
      'outside_campaign_period',
      /to 2026-03-31/,
    ],
    [
      'not a goal',
      event({ name: 'page_view' }),
      campaign(),
      none,
      'not_a_goal_event',
      /"order_paid", "signup"/,
    ],
    [
      'a second conversion, once per contact',
      event(),
      campaign({ countingMode: 'once_per_contact' }),
      converted,
      'already_converted',
      /evt-1/,
    ],
  ])('%s: not counted, %s', (_case, e, c, h, reason, message) => {
    const decision = decide(e, c, h);
    expect(decision).toMatchObject({ counted: false, reason });
    expect(decision.message).toMatch(message);
  });

  it('counts every conversion in "every" mode, whatever the history', () => {
    expect(decide(event(), campaign(), converted).counted).toBe(true);
  });

  it('the attribution window extends the end, to the millisecond', () => {
    const withWindow = campaign({ attributionWindowDays: 7 });
    expect(decide(event({ occurredAt: new Date('2026-04-07T00:00:00Z') }), withWindow, none).counted).toBe(
      true,
    );
    expect(decide(event({ occurredAt: new Date('2026-04-07T00:00:00.001Z') }), withWindow, none).reason).toBe(
      'outside_campaign_period',
    );
  });

  it('says the end already includes the window, rather than adding it again', () => {
    const late = decide(
      event({ occurredAt: new Date('2026-04-08T00:00:00Z') }),
      campaign({ attributionWindowDays: 7 }),
      none,
    );
    expect(late.message).toContain(
      'to 2026-04-07T00:00:00.000Z (its end, 2026-03-31T00:00:00.000Z, plus an attribution window of 7 day(s))',
    );
    const noWindow = decide(event({ occurredAt: new Date('2026-04-08T00:00:00Z') }), campaign(), none);
    expect(noWindow.message).toContain('to 2026-03-31T00:00:00.000Z)');
    expect(noWindow.message).not.toContain('window');
  });

  it('the start and end instants themselves count', () => {
    expect(decide(event({ occurredAt: new Date('2026-03-01T00:00:00Z') }), campaign(), none).counted).toBe(
      true,
    );
    expect(decide(event({ occurredAt: new Date('2026-03-31T00:00:00Z') }), campaign(), none).counted).toBe(
      true,
    );
  });

  it('an open-ended active campaign counts everything after its start', () => {
    expect(
      decide(event({ occurredAt: new Date('2030-01-01T00:00:00Z') }), campaign({ endsAt: null }), none)
        .counted,
    ).toBe(true);
  });

  it('an ended campaign still counts events that occurred within its period and window', () => {
    const ended = campaign({
      status: 'ended',
      endsAt: null,
      endedAt: new Date('2026-03-20T00:00:00Z'),
      attributionWindowDays: 1,
    });
    expect(decide(event({ occurredAt: new Date('2026-03-20T12:00:00Z') }), ended, none).counted).toBe(true);
    expect(decide(event({ occurredAt: new Date('2026-03-21T00:00:01Z') }), ended, none).reason).toBe(
      'outside_campaign_period',
    );
  });

  it('checks run in a fixed order: the first failing rule is the reason', () => {
    const everythingWrong = event({ name: 'page_view', occurredAt: new Date('2020-01-01T00:00:00Z') });
    expect(decide(everythingWrong, campaign({ status: 'paused' }), converted).reason).toBe(
      'campaign_not_active',
    );
    expect(decide(everythingWrong, campaign(), converted).reason).toBe('outside_campaign_period');
  });
});
