// The panel's words for adjustments and values: a retraction carries no value and leaves 0, a
// restatement its new value; the current value follows the event's decision and retraction.
import { describe, expect, it } from '@jest/globals';
import { adjustmentValueText, currentValueText, sentValueText } from './adjustment-words';

describe('adjustmentValueText', () => {
  it('says a retraction carries no value, and shows a restatement’s', () => {
    expect(adjustmentValueText({ type: 'retraction', valueMinor: null, currency: null })).toBe(
      'none: a retraction makes it worth 0',
    );
    expect(adjustmentValueText({ type: 'restatement', valueMinor: '2999', currency: 'EUR' })).toBe(
      '29.99 EUR',
    );
  });
});

describe('sentValueText and currentValueText', () => {
  const event = { valueMinor: '1000', currency: 'EUR' };

  it('shows the value as sent, or that none was', () => {
    expect(sentValueText(event)).toBe('10.00 EUR');
    expect(sentValueText({ valueMinor: null, currency: null })).toBe('no value');
  });

  it('shows the net value of a counted conversion, 0 and retracted after a retraction', () => {
    expect(currentValueText({ ...event, attribution: { status: 'counted', netValueMinor: '1000' } })).toBe(
      '10.00 EUR',
    );
    expect(
      currentValueText({
        ...event,
        attribution: { status: 'counted', netValueMinor: '0', retractedAt: '2026-11-26T12:00:00.000Z' },
      }),
    ).toBe('0.00 EUR (retracted)');
    expect(currentValueText({ ...event, attribution: { status: 'counted', netValueMinor: '750' } })).toBe(
      '7.50 EUR',
    );
  });

  it('says when the event is not decided or not counted', () => {
    expect(currentValueText({ ...event, attribution: { status: 'pending' } })).toBe(
      '10.00 EUR (not decided yet)',
    );
    expect(currentValueText({ ...event, attribution: { status: 'not_counted', netValueMinor: null } })).toBe(
      'not counted',
    );
  });
});
