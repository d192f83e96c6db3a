import Ajv from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { AdjustmentDecisionV1, AttributionDecisionV1, RecordedEventV1 } from '@app/contracts';
import {
  adjustmentMessageId,
  contactErasedMessageId,
  WEBHOOK_EVENT_CATALOG,
  WEBHOOK_EVENT_TYPES,
} from '@app/webhooks';
import { wants } from './fan-out.service';
import {
  adjustmentMessage,
  contactErasedMessage,
  decisionMessage,
  MessageDraft,
  recordedMessage,
  testMessage,
} from './webhook-payloads';

const ajv = addFormats(new Ajv({ strict: true }));
const validators = new Map(WEBHOOK_EVENT_CATALOG.map((t) => [t.type, ajv.compile(t.schema)]));

function valid(body: string): boolean {
  const payload = JSON.parse(body) as { type: string };
  const validate = validators.get(payload.type as never)!;
  if (!validate(payload)) throw new Error(ajv.errorsText(validate.errors));
  return true;
}

const event: RecordedEventV1 = {
  eventId: '019a8e2c-6a1f-7c3e-9d2a-6f1e2b3c4d5e',
  workspaceId: '5ede3c2f-4226-4712-84e2-96719e5e0455',
  externalId: 'order-1',
  name: 'order_paid',
  occurredAt: '2026-11-21T13:03:00.000Z',
  receivedAt: '2026-11-21T13:03:00.412Z',
  contactId: 'c-1',
  campaignId: 'spring',
  valueMinor: '4999',
  currency: 'EUR',
};
const decision = (counted: boolean): AttributionDecisionV1 => ({
  ...event,
  counted,
  reason: counted ? 'counted' : 'not_a_goal_event',
  message: counted ? 'Counted.' : 'Not a goal.',
  decidedAt: '2026-11-21T13:03:00.530Z',
});

const { workspaceId: _workspaceId, ...adjusted } = event;
const adjustment = (overrides: Partial<AdjustmentDecisionV1> = {}): AdjustmentDecisionV1 => ({
  id: '019ab4d1-2c3e-7f4a-8b5c-6d7e8f9a0b1c',
  adjustmentId: 'refund-1',
  type: 'retraction',
  workspaceId: event.workspaceId,
  occurredAt: '2026-11-24T09:11:58.000Z',
  receivedAt: '2026-11-24T09:12:00.204Z',
  valueMinor: null,
  currency: null,
  test: false,
  event: adjusted,
  applied: true,
  reason: 'applied',
  message: 'Retracted.',
  decidedAt: '2026-11-24T09:12:00.318Z',
  previousValueMinor: '4999',
  netValueMinor: '0',
  ...overrides,
});
const restatement = (overrides: Partial<AdjustmentDecisionV1> = {}) =>
  adjustment({
    type: 'restatement',
    valueMinor: '3999',
    currency: 'EUR',
    previousValueMinor: '4999',
    netValueMinor: '3999',
    ...overrides,
  });

function payload(message: MessageDraft | null): { type: string; data: Record<string, unknown> } {
  if (!message) throw new Error('expected a message');
  return JSON.parse(message.body);
}

describe('webhook payloads', () => {
  it('match the schemas the catalog publishes, and so do the catalog examples', () => {
    expect(valid(recordedMessage(event).body)).toBe(true);
    expect(valid(decisionMessage(decision(true)).body)).toBe(true);
    expect(valid(decisionMessage(decision(false)).body)).toBe(true);
    expect(valid(testMessage('msg_x', event.workspaceId, 'ep_x', event.receivedAt).body)).toBe(true);
    expect(valid(adjustmentMessage(adjustment())!.body)).toBe(true);
    expect(valid(adjustmentMessage(restatement())!.body)).toBe(true);
    // A retraction of a conversion sent without a value: nothing to move.
    const valueless = adjustment({
      event: { ...adjustment().event, valueMinor: null, currency: null },
      previousValueMinor: null,
      netValueMinor: null,
    });
    expect(valid(adjustmentMessage(valueless)!.body)).toBe(true);
    expect(payload(adjustmentMessage(valueless)).data.effect).toEqual({
      previousValueMinor: null,
      netValueMinor: null,
      currency: null,
      decidedAt: valueless.decidedAt,
    });
    for (const t of WEBHOOK_EVENT_CATALOG) expect(valid(JSON.stringify(t.example))).toBe(true);
  });

  it('keeps the contact each message names (messages.contact_id, what an erasure finds it by)', () => {
    expect(recordedMessage(event).contactId).toBe(event.contactId);
    expect(decisionMessage(decision(true)).contactId).toBe(event.contactId);
    expect(decisionMessage(decision(false)).contactId).toBe(event.contactId);
    expect(adjustmentMessage(adjustment())!.contactId).toBe(event.contactId);
    expect(testMessage('msg_x', event.workspaceId, 'ep_x', event.receivedAt).contactId).toBeNull();
  });

  it('tells an erased contact once per (erasure, contact), live, dated when it was erased', () => {
    const notice = {
      erasureId: '019ac0e5-3b1a-7c2d-8e4f-5a6b7c8d9e0f',
      workspaceId: event.workspaceId,
      contactId: 'c-1',
      requestedAt: '2026-11-25T10:00:00.102Z',
      erasedAt: '2026-11-25T10:00:12.840Z',
    };
    const message = contactErasedMessage(notice);
    expect(message).toEqual({
      id: contactErasedMessageId(notice.erasureId, 'c-1'),
      workspaceId: event.workspaceId,
      type: 'contact.erased',
      eventId: null,
      contactId: 'c-1',
      body: JSON.stringify({
        type: 'contact.erased',
        timestamp: notice.erasedAt,
        data: {
          erasureId: notice.erasureId,
          contactId: 'c-1',
          requestedAt: notice.requestedAt,
          erasedAt: notice.erasedAt,
        },
      }),
      occurredAt: notice.erasedAt,
      test: false,
    });
    expect(valid(message.body)).toBe(true);
    expect(contactErasedMessage(notice)).toEqual(message);
    // Never test traffic: its schema refuses the mark.
    const marked = { ...JSON.parse(message.body), test: true };
    expect(() => valid(JSON.stringify(marked))).toThrow();
    // Sent to every endpoint subscribed to it, whatever it includes.
    const endpoint = {
      id: 'ep',
      workspaceId: event.workspaceId,
      eventTypes: ['contact.erased'],
      includeTestEvents: false,
      createdAt: new Date(0),
    };
    expect(wants(endpoint, message)).toBe(true);
    expect(wants({ ...endpoint, eventTypes: ['conversion.counted'] }, message)).toBe(false);
  });

  it('catalogs every type once, each with a description, a schema and an example of its own type', () => {
    expect(WEBHOOK_EVENT_CATALOG.map((t) => t.type)).toEqual([...WEBHOOK_EVENT_TYPES]);
    for (const t of WEBHOOK_EVENT_CATALOG) {
      expect(t.description.length).toBeGreaterThan(20);
      expect(t.example.type).toBe(t.type);
    }
  });

  it("the adjustment schemas refuse what an adjustment's effect cannot be", () => {
    const retracted = WEBHOOK_EVENT_CATALOG.find((t) => t.type === 'conversion.retracted')!.example;
    const restated = WEBHOOK_EVENT_CATALOG.find((t) => t.type === 'conversion.restated')!.example;
    const change = (example: object, path: string[], value: unknown): string => {
      const copy = JSON.parse(JSON.stringify(example));
      let at = copy;
      for (const key of path.slice(0, -1)) at = at[key];
      at[path[path.length - 1]] = value;
      return JSON.stringify(copy);
    };
    const refused = (body: string) => expect(() => valid(body)).toThrow();
    refused(change(retracted, ['data', 'effect', 'netValueMinor'], '100'));
    refused(change(retracted, ['data', 'adjustment', 'valueMinor'], '100'));
    refused(change(retracted, ['data', 'effect', 'currency'], null));
    refused(change(retracted, ['data', 'adjustment', 'type'], 'restatement'));
    refused(change(restated, ['data', 'effect', 'netValueMinor'], null));
    refused(change(restated, ['data', 'adjustment', 'currency'], null));
    refused(change(restated, ['type'], 'conversion.retracted'));
  });

  it('tells an applied, live adjustment once per (adjustment, type), and nothing else', () => {
    const retracted = adjustmentMessage(adjustment())!;
    expect(retracted).toMatchObject({
      id: adjustmentMessageId(adjustment().id, 'conversion.retracted'),
      type: 'conversion.retracted',
      workspaceId: event.workspaceId,
      eventId: event.eventId,
      occurredAt: adjustment().decidedAt,
    });
    expect(adjustmentMessage(adjustment())).toEqual(retracted);
    expect(adjustmentMessage(restatement())?.type).toBe('conversion.restated');
    expect(payload(adjustmentMessage(restatement())).data).toEqual({
      event: {
        id: event.eventId,
        externalId: event.externalId,
        name: event.name,
        occurredAt: event.occurredAt,
        receivedAt: event.receivedAt,
        contactId: event.contactId,
        campaignId: event.campaignId,
        valueMinor: event.valueMinor,
        currency: event.currency,
        attribution: { status: 'counted', reason: 'counted', netValueMinor: '3999', retractedAt: null },
      },
      campaignId: event.campaignId,
      adjustment: {
        id: adjustment().id,
        adjustmentId: 'refund-1',
        type: 'restatement',
        occurredAt: adjustment().occurredAt,
        receivedAt: adjustment().receivedAt,
        valueMinor: '3999',
        currency: 'EUR',
      },
      effect: {
        previousValueMinor: '4999',
        netValueMinor: '3999',
        currency: 'EUR',
        decidedAt: adjustment().decidedAt,
      },
    });
    // A retraction leaves the event retracted, when attribution applied it.
    expect(payload(retracted).data.event).toMatchObject({
      attribution: { netValueMinor: '0', retractedAt: adjustment().decidedAt },
    });
    const notApplied = {
      applied: false,
      previousValueMinor: null,
      netValueMinor: null,
    } as const;
    expect(adjustmentMessage(adjustment({ ...notApplied, reason: 'already_retracted' }))).toBeNull();
    expect(adjustmentMessage(restatement({ ...notApplied, reason: 'currency_mismatch' }))).toBeNull();
  });

  it('marks test traffic with "test": true beside type, and leaves live payloads as they were', () => {
    const testEvent: RecordedEventV1 = { ...event, test: true };
    const testDecision: AttributionDecisionV1 = { ...decision(true), test: true };
    const pairs: [MessageDraft | null, MessageDraft | null][] = [
      [recordedMessage(event), recordedMessage(testEvent)],
      [decisionMessage(decision(true)), decisionMessage(testDecision)],
      [decisionMessage(decision(false)), decisionMessage({ ...decision(false), test: true })],
      [adjustmentMessage(adjustment()), adjustmentMessage(adjustment({ test: true }))],
      [adjustmentMessage(restatement()), adjustmentMessage(restatement({ test: true }))],
    ];
    for (const [live, test] of pairs) {
      expect(live!.test).toBe(false);
      expect(test!.test).toBe(true);
      expect(valid(test!.body)).toBe(true);
      expect(Object.keys(JSON.parse(live!.body))).toEqual(['type', 'timestamp', 'data']);
      expect(Object.keys(JSON.parse(test!.body))).toEqual(['type', 'timestamp', 'test', 'data']);
      // The same message otherwise: the flag is all that differs.
      const { test: flag, ...rest } = JSON.parse(test!.body);
      expect(flag).toBe(true);
      expect(rest).toEqual(JSON.parse(live!.body));
      expect({ ...test, body: '', test: false }).toEqual({ ...live, body: '' });
    }
    // A not-applied test adjustment sends nothing, as a live one.
    expect(
      adjustmentMessage(
        adjustment({ test: true, applied: false, reason: 'already_retracted', netValueMinor: null }),
      ),
    ).toBeNull();
    // The catalog refuses "test": false (live messages leave it out) and any test on webhook.test.
    const live = JSON.parse(recordedMessage(event).body);
    expect(() => valid(JSON.stringify({ ...live, test: false }))).toThrow();
    const ping = JSON.parse(testMessage('msg_x', event.workspaceId, 'ep_x', event.receivedAt).body);
    expect(() => valid(JSON.stringify({ ...ping, test: true }))).toThrow();
    expect(testMessage('msg_x', event.workspaceId, 'ep_x', event.receivedAt).test).toBe(false);
  });

  it("shows a decided event's net value as the events API does: its own value if counted", () => {
    expect(payload(decisionMessage(decision(true))).data.event).toMatchObject({
      attribution: { status: 'counted', netValueMinor: '4999', retractedAt: null },
    });
    expect(payload(decisionMessage(decision(false))).data.event).toMatchObject({
      attribution: { status: 'not_counted', netValueMinor: null, retractedAt: null },
    });
  });

  it('types a decision by its outcome and keeps one id per (event, type)', () => {
    expect(decisionMessage(decision(true)).type).toEqual('conversion.counted');
    expect(decisionMessage(decision(false)).type).toEqual('conversion.not_counted');
    expect(decisionMessage(decision(true)).id).toEqual(decisionMessage(decision(true)).id);
    expect(recordedMessage(event).id).not.toEqual(decisionMessage(decision(true)).id);
  });

  it('goes to endpoints subscribed to the type that existed when it happened', () => {
    const message = recordedMessage(event);
    const endpoint = {
      id: 'ep',
      workspaceId: event.workspaceId,
      eventTypes: [],
      includeTestEvents: false,
      createdAt: new Date(0),
    };
    expect(wants(endpoint, message)).toBe(true);
    expect(wants({ ...endpoint, includeTestEvents: true }, message)).toBe(true);
    expect(wants({ ...endpoint, eventTypes: ['conversion.counted'] }, message)).toBe(false);
    expect(wants({ ...endpoint, eventTypes: ['event.recorded'] }, message)).toBe(true);
    expect(wants({ ...endpoint, createdAt: new Date('2026-11-22T00:00:00Z') }, message)).toBe(false);
  });

  it('sends test traffic only to endpoints that include test events, still by type', () => {
    const message = decisionMessage({ ...decision(true), test: true });
    const endpoint = {
      id: 'ep',
      workspaceId: event.workspaceId,
      eventTypes: [],
      includeTestEvents: false,
      createdAt: new Date(0),
    };
    expect(wants(endpoint, message)).toBe(false);
    expect(wants({ ...endpoint, includeTestEvents: true }, message)).toBe(true);
    expect(wants({ ...endpoint, includeTestEvents: true, eventTypes: ['event.recorded'] }, message)).toBe(
      false,
    );
    expect(wants({ ...endpoint, includeTestEvents: true, eventTypes: ['conversion.counted'] }, message)).toBe(
      true,
    );
  });
});
