import { ADJUSTMENT_REASONS, AdjustmentReason } from '@app/contracts';
import {
  AdjustmentFacts,
  ConversionState,
  decideAdjustment,
  EventDecision,
  UNADJUSTED,
} from './decide-adjustment';

const event = { externalId: 'order-1001', occurredAt: new Date('2026-03-15T12:00:00Z') };
const retraction = (overrides: Partial<AdjustmentFacts> = {}): AdjustmentFacts => ({
  type: 'retraction',
  occurredAt: new Date('2026-03-20T09:00:00Z'),
  valueMinor: null,
  currency: null,
  event: { ...event, valueMinor: '4999', currency: 'EUR' },
  ...overrides,
});
const restatement = (valueMinor: string, currency = 'EUR', overrides: Partial<AdjustmentFacts> = {}) =>
  retraction({ type: 'restatement', valueMinor, currency, ...overrides });
const counted: EventDecision = {
  counted: true,
  reason: 'counted',
  message: 'Counted as a conversion for campaign "spring-sale".',
};
const notCounted: EventDecision = {
  counted: false,
  reason: 'not_a_goal_event',
  message: '"page_view" is not a goal of campaign "spring-sale"; its goals are "order_paid".',
};

describe('decideAdjustment (adjustment rules)', () => {
  it('retracts a counted conversion: it no longer counts and its value is 0', () => {
    expect(decideAdjustment(retraction(), counted, UNADJUSTED)).toEqual({
      applied: true,
      reason: 'applied',
      message:
        'Retracted: event "order-1001" no longer counts as a conversion and its value is now 0 EUR (was 4999).',
      previousValueMinor: '4999',
      netValueMinor: '0',
      state: { netValueMinor: '0', retracted: true },
    });
  });

  it('retracts a conversion sent without value: it leaves no value, only the retraction', () => {
    const outcome = decideAdjustment(
      retraction({ event: { ...event, valueMinor: null, currency: null } }),
      counted,
      UNADJUSTED,
    );
    expect(outcome).toEqual({
      applied: true,
      reason: 'applied',
      message: 'Retracted: event "order-1001" no longer counts as a conversion.',
      previousValueMinor: null,
      netValueMinor: null,
      state: { netValueMinor: null, retracted: true },
    });
  });

  it('restates a counted conversion, and a second restatement replaces the first', () => {
    const first = decideAdjustment(restatement('3000'), counted, UNADJUSTED);
    expect(first).toEqual({
      applied: true,
      reason: 'applied',
      message: 'Restated: the conversion of event "order-1001" is now worth 3000 EUR (was 4999).',
      previousValueMinor: '4999',
      netValueMinor: '3000',
      state: { netValueMinor: '3000', retracted: false },
    });
    const second = decideAdjustment(restatement('0012'), counted, first.state);
    expect(second).toMatchObject({
      applied: true,
      // Leading zeros dropped, as the stored bigint comes back, so a republished outcome is the same.
      previousValueMinor: '3000',
      netValueMinor: '12',
      state: { netValueMinor: '12', retracted: false },
    });
    expect(second.message).toContain('now worth 12 EUR (was 3000)');
  });

  it('retracts a restated conversion from its restated value', () => {
    const state: ConversionState = { netValueMinor: '3000', retracted: false };
    expect(decideAdjustment(retraction(), counted, state)).toMatchObject({
      applied: true,
      previousValueMinor: '3000',
      netValueMinor: '0',
    });
  });

  const retracted: ConversionState = { netValueMinor: '0', retracted: true };
  const cases: [string, AdjustmentFacts, EventDecision | null, ConversionState, AdjustmentReason, RegExp][] =
    [
      [
        'the event has no decision (it could not be processed)',
        retraction(),
        null,
        UNADJUSTED,
        'conversion_not_decided',
        /^Event "order-1001" was recorded but could not be processed, so it has no attribution decision and this retraction cannot be applied\. Nothing is wrong with the retraction/,
      ],
      [
        'the event was not counted: the message says why',
        restatement('100'),
        notCounted,
        UNADJUSTED,
        'conversion_not_counted',
        /^Event "order-1001" was not counted as a conversion \(not_a_goal_event: "page_view" is not a goal of campaign "spring-sale"; its goals are "order_paid"\.\), so there is nothing to restate\. Only counted conversions can be adjusted\.$/,
      ],
      [
        'a retraction after a retraction',
        retraction(),
        counted,
        retracted,
        'already_retracted',
        /^The conversion of event "order-1001" was already retracted, and a retraction is final, so this retraction changed nothing\.$/,
      ],
      [
        'a restatement after a retraction',
        restatement('100'),
        counted,
        retracted,
        'already_retracted',
        /so this restatement changed nothing/,
      ],
      [
        'an adjustment that occurred before its conversion',
        retraction({ occurredAt: new Date('2026-03-15T11:59:59.999Z') }),
        counted,
        UNADJUSTED,
        'occurred_before_conversion',
        /^The retraction occurred at 2026-03-15T11:59:59\.999Z, before the conversion it adjusts \(event "order-1001" occurred at 2026-03-15T12:00:00\.000Z\)\. Check occurredAt/,
      ],
      [
        'a restatement of an event sent without value',
        restatement('100', 'EUR', { event: { ...event, valueMinor: null, currency: null } }),
        counted,
        UNADJUSTED,
        'conversion_has_no_value',
        /^Event "order-1001" was sent without a value, so there is no value to restate\. Send a retraction to take the conversion back/,
      ],
      [
        'a restatement in another currency',
        restatement('100', 'USD'),
        counted,
        UNADJUSTED,
        'currency_mismatch',
        /^The restatement is in USD but event "order-1001"'s value is in EUR\. Send the new value in EUR\.$/,
      ],
    ];

  it.each(cases)('does not apply %s', (_title, adjustment, decision, state, reason, message) => {
    const outcome = decideAdjustment(adjustment, decision, state);
    expect(outcome).toEqual({
      applied: false,
      reason,
      message: expect.stringMatching(message),
      previousValueMinor: null,
      netValueMinor: null,
      // Not applied: the conversion stays as it was.
      state,
    });
  });

  it('has a case for every reason code', () => {
    const reached = new Set<AdjustmentReason>(['applied', ...cases.map((c) => c[4])]);
    expect([...reached].sort()).toEqual([...ADJUSTMENT_REASONS].sort());
  });

  it('checks in order: undecided, not counted, retracted, too early, no value, currency', () => {
    const worst = restatement('1', 'USD', {
      occurredAt: new Date('2026-01-01T00:00:00Z'),
      event: { ...event, valueMinor: null, currency: null },
    });
    expect(decideAdjustment(worst, null, retracted).reason).toBe('conversion_not_decided');
    expect(decideAdjustment(worst, notCounted, retracted).reason).toBe('conversion_not_counted');
    expect(decideAdjustment(worst, counted, retracted).reason).toBe('already_retracted');
    expect(decideAdjustment(worst, counted, UNADJUSTED).reason).toBe('occurred_before_conversion');
    const onTime = { ...worst, occurredAt: new Date('2026-04-01T00:00:00Z') };
    expect(decideAdjustment(onTime, counted, UNADJUSTED).reason).toBe('conversion_has_no_value');
    expect(
      decideAdjustment(
        { ...onTime, event: { ...event, valueMinor: '5', currency: 'EUR' } },
        counted,
        UNADJUSTED,
      ).reason,
    ).toBe('currency_mismatch');
  });

  it('applies an adjustment that occurred at the very moment of its conversion', () => {
    expect(decideAdjustment(retraction({ occurredAt: event.occurredAt }), counted, UNADJUSTED).applied).toBe(
      true,
    );
  });
});
