import Ajv from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { AttributionDecisionV1, RecordedEventV1 } from '@app/contracts';
import { WEBHOOK_EVENT_CATALOG } from '@app/webhooks';
import { wants } from './fan-out.service';
import { decisionMessage, recordedMessage, testMessage } from './webhook-payloads';

const ajv = addFormats(new Ajv({ strict: false }));
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

describe('webhook payloads', () => {
  it('match the schemas the catalog publishes, and so do the catalog examples', () => {
    expect(valid(recordedMessage(event).body)).toBe(true);
    expect(valid(decisionMessage(decision(true)).body)).toBe(true);
    expect(valid(decisionMessage(decision(false)).body)).toBe(true);
    expect(valid(testMessage('msg_x', event.workspaceId, 'ep_x', event.receivedAt).body)).toBe(true);
    for (const t of WEBHOOK_EVENT_CATALOG) expect(valid(JSON.stringify(t.example))).toBe(true);
  });

  it('types a decision by its outcome and keeps one id per (event, type)', () => {
    expect(decisionMessage(decision(true)).type).toEqual('conversion.counted');
    expect(decisionMessage(decision(false)).type).toEqual('conversion.not_counted');
    expect(decisionMessage(decision(true)).id).toEqual(decisionMessage(decision(true)).id);
    expect(recordedMessage(event).id).not.toEqual(decisionMessage(decision(true)).id);
  });

  it('goes to endpoints subscribed to the type that existed when it happened', () => {
    const message = recordedMessage(event);
    const endpoint = { id: 'ep', workspaceId: event.workspaceId, eventTypes: [], createdAt: new Date(0) };
    expect(wants(endpoint, message)).toBe(true);
    expect(wants({ ...endpoint, eventTypes: ['conversion.counted'] }, message)).toBe(false);
    expect(wants({ ...endpoint, eventTypes: ['event.recorded'] }, message)).toBe(true);
    expect(wants({ ...endpoint, createdAt: new Date('2026-11-22T00:00:00Z') }, message)).toBe(false);
  });
});
