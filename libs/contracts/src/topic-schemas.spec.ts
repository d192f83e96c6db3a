import Ajv from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { TOPIC_SCHEMAS } from './topic-payloads';

/**
 * Every topic's schema compiles under the strict options the consumers' batch transport uses, and
 * the rules across fields of the adjustment topics hold (docs/kafka-contracts.md).
 */
const ajv = addFormats(new Ajv({ strict: true }), { mode: 'fast' });

describe('topic schemas', () => {
  it.each(Object.entries(TOPIC_SCHEMAS))('%s compiles in strict mode', (_topic, schema) => {
    expect(() => ajv.compile(schema)).not.toThrow();
  });

  it('a recorded event and its decision carry `test: true` on test traffic only, and nothing on live', () => {
    const recorded = ajv.compile(TOPIC_SCHEMAS.recordedEvents);
    const event = {
      eventId: '019a8e2c-6a1f-7c3e-9d2a-6f1e2b3c4d5f',
      workspaceId: '5ede3c2f-4226-4712-84e2-96719e5e0455',
      externalId: 'order-1',
      name: 'order_paid',
      occurredAt: '2026-11-20T09:59:00.000Z',
      receivedAt: '2026-11-20T10:00:00.000Z',
      contactId: 'contact-1',
      campaignId: 'spring-sale',
      valueMinor: '4999',
      currency: 'EUR',
    };
    expect(recorded(event)).toBe(true);
    expect(recorded({ ...event, test: true })).toBe(true);
    expect(recorded({ ...event, test: false })).toBe(false);
    const decided = ajv.compile(TOPIC_SCHEMAS.attributionDecisions);
    const decision = {
      ...event,
      counted: true,
      reason: 'counted',
      message: 'Counted.',
      decidedAt: '2026-11-20T10:00:01.000Z',
    };
    expect(decided(decision)).toBe(true);
    expect(decided({ ...decision, test: true })).toBe(true);
    expect(decided({ ...decision, test: false })).toBe(false);
  });

  const adjustment = {
    id: '019a8e2c-6a1f-7c3e-9d2a-6f1e2b3c4d5e',
    adjustmentId: 'refund-1',
    type: 'retraction',
    workspaceId: '5ede3c2f-4226-4712-84e2-96719e5e0455',
    occurredAt: '2026-11-21T13:00:00.000Z',
    receivedAt: '2026-11-21T13:00:01.000Z',
    valueMinor: null,
    currency: null,
    test: false,
    event: {
      eventId: '019a8e2c-6a1f-7c3e-9d2a-6f1e2b3c4d5f',
      externalId: 'order-1',
      name: 'order_paid',
      occurredAt: '2026-11-20T09:59:00.000Z',
      receivedAt: '2026-11-20T10:00:00.000Z',
      contactId: 'contact-1',
      campaignId: 'spring-sale',
      valueMinor: '4999',
      currency: 'EUR',
    },
  };

  it('a recorded retraction carries no value, a restatement one', () => {
    const valid = ajv.compile(TOPIC_SCHEMAS.recordedAdjustments);
    expect(valid(adjustment)).toBe(true);
    expect(valid({ ...adjustment, valueMinor: '100', currency: 'EUR' })).toBe(false);
    expect(valid({ ...adjustment, type: 'restatement', valueMinor: '100', currency: 'EUR' })).toBe(true);
    expect(valid({ ...adjustment, type: 'restatement' })).toBe(false);
  });

  const decision = {
    ...adjustment,
    applied: true,
    reason: 'applied',
    message: 'Retracted.',
    decidedAt: '2026-11-21T13:00:02.000Z',
    previousValueMinor: '4999',
    netValueMinor: '0',
  };

  it('an adjustment decision is applied exactly when its reason is `applied`, and only then moves a value', () => {
    const valid = ajv.compile(TOPIC_SCHEMAS.adjustmentDecisions);
    expect(valid(decision)).toBe(true);
    expect(valid({ ...decision, reason: 'already_retracted' })).toBe(false);
    const refused = { ...decision, applied: false, reason: 'already_retracted' };
    expect(valid(refused)).toBe(false);
    expect(valid({ ...refused, previousValueMinor: null, netValueMinor: null })).toBe(true);
    expect(valid({ ...decision, valueMinor: '1', currency: 'EUR' })).toBe(false);
  });

  it('a conversion adjustment that retracts leaves a net value of 0 or none', () => {
    const valid = ajv.compile(TOPIC_SCHEMAS.conversionAdjustments);
    const message = {
      id: decision.id,
      adjustmentId: decision.adjustmentId,
      type: decision.type,
      workspaceId: decision.workspaceId,
      campaignId: 'spring-sale',
      contactId: decision.event.contactId,
      eventId: decision.event.eventId,
      externalId: decision.event.externalId,
      occurredAt: decision.occurredAt,
      receivedAt: decision.receivedAt,
      previousValueMinor: '4999',
      netValueMinor: '0',
      currency: 'EUR',
      decidedAt: decision.decidedAt,
    };
    expect(valid(message)).toBe(true);
    expect(valid({ ...message, netValueMinor: '10' })).toBe(false);
    expect(valid({ ...message, type: 'restatement', netValueMinor: '10' })).toBe(true);
  });
});
