import Ajv from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { AdjustmentDecisionV1, AttributionDecisionV1, TOPIC_SCHEMAS } from '@app/contracts';
import { adjustmentMessages, decisionMessages } from './decision-messages';

const ajv = addFormats(new Ajv({ strict: true }), { mode: 'fast' });
const trace = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';

const outcome = (overrides: Partial<AdjustmentDecisionV1> = {}): AdjustmentDecisionV1 => ({
  id: '0193a5b2-0000-7000-8000-000000000001',
  adjustmentId: 'refund-1',
  type: 'restatement',
  workspaceId: '0193a5b2-0000-7000-8000-0000000000aa',
  occurredAt: '2026-03-20T09:00:00.000Z',
  receivedAt: '2026-03-20T09:00:01.000Z',
  valueMinor: '3000',
  currency: 'EUR',
  test: false,
  event: {
    eventId: '0193a5b2-0000-7000-8000-0000000000bb',
    externalId: 'order-1001',
    name: 'order_paid',
    occurredAt: '2026-03-15T12:00:00.000Z',
    receivedAt: '2026-03-15T12:00:01.000Z',
    contactId: 'contact-1',
    campaignId: 'spring-sale',
    valueMinor: '4999',
    currency: 'EUR',
  },
  applied: true,
  reason: 'applied',
  message: 'Restated.',
  decidedAt: '2026-03-20T09:00:02.000Z',
  previousValueMinor: '4999',
  netValueMinor: '3000',
  ...overrides,
});

describe('adjustmentMessages', () => {
  it('publishes an applied live outcome on both topics, each valid, keyed and headed by contract', () => {
    const messages = adjustmentMessages([{ decision: outcome(), traceparent: trace }]);
    expect(messages.map((m) => [m.topic, m.key])).toEqual([
      ['adjustmentDecisions', '0193a5b2-0000-7000-8000-0000000000aa:spring-sale'],
      ['conversionAdjustments', '0193a5b2-0000-7000-8000-0000000000aa:spring-sale'],
    ]);
    for (const m of messages) expect(ajv.validate(TOPIC_SCHEMAS[m.topic], m.value)).toBe(true);
    expect(messages[0].headers).toEqual({
      'event-id': '0193a5b2-0000-7000-8000-000000000001',
      'event-type': 'adjustment.decided',
      'schema-version': '1',
      traceparent: trace,
    });
    expect(messages[1].headers).toMatchObject({ 'event-type': 'conversion.adjusted', traceparent: trace });
    expect(messages[1].value).toMatchObject({
      eventId: '0193a5b2-0000-7000-8000-0000000000bb',
      previousValueMinor: '4999',
      netValueMinor: '3000',
      currency: 'EUR',
    });
  });

  it('publishes a not-applied or a test outcome on the adjustment-decisions topic only', () => {
    const refused = outcome({
      applied: false,
      reason: 'currency_mismatch',
      previousValueMinor: null,
      netValueMinor: null,
    });
    const test = outcome({ test: true });
    const messages = adjustmentMessages([
      { decision: refused, traceparent: undefined },
      { decision: test, traceparent: undefined },
    ]);
    expect(messages.map((m) => m.topic)).toEqual(['adjustmentDecisions', 'adjustmentDecisions']);
    expect(messages[0].headers).not.toHaveProperty('traceparent');
    for (const m of messages) expect(ajv.validate(TOPIC_SCHEMAS[m.topic], m.value)).toBe(true);
  });
});

const decision = (overrides: Partial<AttributionDecisionV1> = {}): AttributionDecisionV1 => ({
  eventId: '0193a5b2-0000-7000-8000-0000000000bb',
  workspaceId: '0193a5b2-0000-7000-8000-0000000000aa',
  externalId: 'order-1001',
  campaignId: 'spring-sale',
  contactId: 'contact-1',
  name: 'order_paid',
  occurredAt: '2026-03-15T12:00:00.000Z',
  receivedAt: '2026-03-15T12:00:01.000Z',
  valueMinor: '4999',
  currency: 'EUR',
  counted: true,
  reason: 'counted',
  message: 'Counted.',
  decidedAt: '2026-03-15T12:00:02.000Z',
  ...overrides,
});

describe('decisionMessages', () => {
  it('publishes a counted live decision on the decisions and conversions topics', () => {
    const messages = decisionMessages([decision()], [trace]);
    expect(messages.map((m) => m.topic)).toEqual(['attributionDecisions', 'conversions']);
    for (const m of messages) expect(ajv.validate(TOPIC_SCHEMAS[m.topic], m.value)).toBe(true);
  });

  it('publishes a counted test decision on the decisions topic only, marked test', () => {
    const messages = decisionMessages([decision({ test: true })], [undefined]);
    expect(messages.map((m) => m.topic)).toEqual(['attributionDecisions']);
    expect(messages[0].value).toMatchObject({ test: true, counted: true });
    expect(ajv.validate(TOPIC_SCHEMAS.attributionDecisions, messages[0].value)).toBe(true);
  });
});
