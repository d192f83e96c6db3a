import { validateAdjustment } from './adjustment-rules';

const now = new Date('2026-11-23T10:00:00Z');
const limits = { maxAgeDays: 90, maxFutureSeconds: 300 };
const restatement = (change: Record<string, unknown> = {}) => ({
  adjustmentId: 'refund-1',
  externalId: 'order-1',
  type: 'restatement',
  occurredAt: '2026-11-23T10:30:00+01:00',
  valueMinor: 2999,
  currency: 'EUR',
  ...change,
});
const retraction = (change: Record<string, unknown> = {}) => ({
  adjustmentId: 'refund-2',
  externalId: 'order-1',
  type: 'retraction',
  occurredAt: '2026-11-23T09:30:00Z',
  ...change,
});
const fields = (raw: unknown, path = '') => {
  const result = validateAdjustment(raw, now, limits, path);
  return result.ok ? [] : result.errors.map((e) => `${e.field}:${e.code}`);
};

describe('validateAdjustment', () => {
  it('normalises a restatement: UTC time, the value as a decimal string, live', () => {
    const result = validateAdjustment(restatement({ valueMinor: '0049' }), now, limits);
    expect(result).toMatchObject({
      ok: true,
      value: {
        adjustmentId: 'refund-1',
        externalId: 'order-1',
        type: 'restatement',
        occurredAt: new Date('2026-11-23T09:30:00.000Z'),
        valueMinor: '49',
        currency: 'EUR',
        test: false,
      },
    });
  });

  it('a retraction carries no value: valueMinor and currency refused by name, null accepted as absent', () => {
    expect(fields(retraction({ valueMinor: 100 }))).toEqual(['valueMinor:not_allowed']);
    expect(fields(retraction({ valueMinor: 100, currency: 'EUR' }))).toEqual([
      'valueMinor:not_allowed',
      'currency:not_allowed',
    ]);
    const refused = validateAdjustment(retraction({ valueMinor: 1 }), now, limits);
    expect(!refused.ok && refused.errors[0].message).toContain(
      'A retraction carries no value; leave valueMinor out',
    );
    expect(validateAdjustment(retraction({ valueMinor: null, currency: null }), now, limits)).toMatchObject({
      ok: true,
      value: { valueMinor: null, currency: null },
    });
  });

  it('a restatement needs both valueMinor and currency', () => {
    expect(fields(restatement({ valueMinor: undefined }))).toEqual(['valueMinor:required']);
    expect(fields(restatement({ currency: null }))).toEqual(['currency:required']);
    expect(fields(restatement({ valueMinor: null, currency: null }))).toEqual([
      'valueMinor:required',
      'currency:required',
    ]);
  });

  it("a broken value is reported once, by the events' rule, not also as missing", () => {
    expect(fields(restatement({ valueMinor: 1.5 }))).toEqual(['valueMinor:invalid_value']);
    expect(fields(restatement({ currency: 'eur' }))).toEqual(['currency:invalid_value']);
  });

  it("occurredAt: the events' clock rules, named for adjustments", () => {
    expect(fields(retraction({ occurredAt: '2026-02-30T00:00:00Z' }))).toEqual(['occurredAt:invalid_format']);
    expect(fields(retraction({ occurredAt: '2026-01-01T00:00:00Z' }))).toEqual(['occurredAt:out_of_range']);
    expect(fields(retraction({ occurredAt: '2026-11-23T11:00:00Z' }))).toEqual(['occurredAt:out_of_range']);
    const old = validateAdjustment(retraction({ occurredAt: '2026-01-01T00:00:00Z' }), now, limits);
    expect(!old.ok && old.errors[0].message).toContain('adjustments older than that');
  });

  it('unknown fields, the type, and the batch path', () => {
    expect(fields(retraction({ reason: 'refund', type: 'refund' }), 'adjustments[2].')).toEqual([
      'adjustments[2].reason:unknown_field',
      'adjustments[2].type:invalid_value',
    ]);
    expect(fields('x', 'adjustments[0].')).toEqual(['adjustments[0]:invalid_type']);
    expect(fields({})).toEqual([
      'adjustmentId:required',
      'externalId:required',
      'type:required',
      'occurredAt:required',
    ]);
  });

  it('the payload hash tells a changed body, and ignores the spelling of the same value', () => {
    const hash = (raw: unknown) => {
      const result = validateAdjustment(raw, now, limits);
      if (!result.ok) throw new Error('invalid');
      return result.value.payloadHash.toString('hex');
    };
    expect(hash(restatement({ valueMinor: '2999' }))).toBe(hash(restatement()));
    expect(hash(restatement({ occurredAt: '2026-11-23T09:30:00Z' }))).toBe(hash(restatement()));
    expect(hash(restatement({ valueMinor: 1999 }))).not.toBe(hash(restatement()));
    expect(hash(restatement({ externalId: 'order-2' }))).not.toBe(hash(restatement()));
  });
});
