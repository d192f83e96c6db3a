import { eventMessageId, WebhookEventType } from '@app/webhooks';
import { eventBody, postEvent, putCampaign } from '../support/events';
import { catalogCheck } from '../support/webhook-catalog';
import { startWebhookStack, WebhookStack } from '../support/webhook-dispatcher';
import { ReceivedRequest, WebhookReceiver } from '../support/webhook-receiver';

interface Payload {
  type: WebhookEventType;
  timestamp: string;
  data: Record<string, unknown>;
}

/**
 * Payloads and identity (docs/webhooks.md#payloads-and-event-types), end to end (gateway, outbox, attribution,
 * dispatcher): each event type arrives once per subscribed endpoint, signed, with the payload
 * its catalog schema describes and the message id derived from the event and type; an endpoint
 * filtered to one type receives that type and nothing else.
 */
describe('webhook event types', () => {
  let stack: WebhookStack;

  beforeAll(async () => {
    stack = await startWebhookStack('wh_types', { attribution: true });
    expect((await putCampaign(stack.gateway, stack.ws, stack.key, 'spring')).statusCode).toBe(201);
  }, 60_000);

  afterAll(() => stack?.close());

  it('delivers each type once per subscribed endpoint, matching its schema; a filtered endpoint gets only its type', async () => {
    const { gateway, ws, key, endpoints } = stack;
    const [all, alsoAll, countedOnly] = await Promise.all([
      stack.receiver(),
      stack.receiver(),
      stack.receiver(),
    ]);
    const allEndpoint = await endpoints.create({ url: all.url });
    const alsoAllEndpoint = await endpoints.create({ url: alsoAll.url, eventTypes: [] });
    const countedEndpoint = await endpoints.create({
      url: countedOnly.url,
      eventTypes: ['conversion.counted'],
    });
    const secrets = new Map([
      [all, allEndpoint.secret],
      [alsoAll, alsoAllEndpoint.secret],
      [countedOnly, countedEndpoint.secret],
    ]);

    const counted = await postEvent(gateway, ws, key, eventBody({ campaignId: 'spring' }));
    const notCounted = await postEvent(
      gateway,
      ws,
      key,
      eventBody({ campaignId: 'spring', name: 'page_view' }),
    );
    expect([counted.statusCode, notCounted.statusCode]).toEqual([201, 201]);
    const countedId: string = counted.json().id;
    const notCountedId: string = notCounted.json().id;
    const tests = await Promise.all([
      endpoints.sendTest(allEndpoint.id),
      endpoints.sendTest(alsoAllEndpoint.id),
    ]);
    expect(tests.map((t) => t.statusCode)).toEqual([202, 202]);

    // What each endpoint must receive, by webhook-id: the message ids are derived from the event and type.
    const eventMessages = {
      [eventMessageId(countedId, 'event.recorded')]: 'event.recorded',
      [eventMessageId(notCountedId, 'event.recorded')]: 'event.recorded',
      [eventMessageId(countedId, 'conversion.counted')]: 'conversion.counted',
      [eventMessageId(notCountedId, 'conversion.not_counted')]: 'conversion.not_counted',
    };
    const expected = new Map<WebhookReceiver, Record<string, string>>([
      [all, { ...eventMessages, [tests[0].json().messageId]: 'webhook.test' }],
      [alsoAll, { ...eventMessages, [tests[1].json().messageId]: 'webhook.test' }],
      [countedOnly, { [eventMessageId(countedId, 'conversion.counted')]: 'conversion.counted' }],
    ]);
    for (const [r, messages] of expected) {
      await r.waitFor((got) => Object.keys(messages).every((id) => got.some((q) => q.id === id)), 30_000);
    }
    // Anything more (a second copy, a type the filter excludes) would arrive about as fast.
    await new Promise((r) => setTimeout(r, 1500));

    const payloads = new Map<WebhookReceiver, Map<string, Payload>>();
    for (const [r, messages] of expected) {
      expect(r.strays).toEqual([]);
      // Exactly once each: every message, no other.
      expect(r.received.map((q) => q.id).sort()).toEqual(Object.keys(messages).sort());
      const byId = new Map<string, Payload>();
      for (const request of r.received) {
        const payload = WebhookReceiver.verify(request, secrets.get(r)!) as Payload;
        expect(payload.type).toBe(messages[request.id]);
        expect(catalogCheck(payload)).toEqual({ type: payload.type, valid: true, errors: null });
        byId.set(request.id, payload);
      }
      payloads.set(r, byId);
    }

    // The same message, to two endpoints, is the same bytes (signed per endpoint).
    const body = (r: WebhookReceiver, id: string): ReceivedRequest => r.received.find((q) => q.id === id)!;
    for (const id of Object.keys(eventMessages)) expect(body(all, id).body).toBe(body(alsoAll, id).body);

    // Contents: event.recorded carries the event as the events API shows it, attribution pending;
    // a decision carries the event as decided, the campaign and the decision.
    // (A single read adds the event's adjustments, which webhooks do not carry; and its `test`,
    // which a webhook carries at the top level, on test traffic only: these events are live.)
    const shown = async (id: string) => {
      const res = await gateway.inject({
        method: 'GET',
        url: `/v1/workspaces/${ws}/events/${id}`,
        headers: { authorization: `Bearer ${key}` },
      });
      const { adjustments: _adjustments, test, ...event } = res.json();
      expect(test).toBe(false);
      return event;
    };
    const got = payloads.get(all)!;
    const countedEvent = await shown(countedId);
    for (const payload of got.values()) expect(payload).not.toHaveProperty('test');
    expect(got.get(eventMessageId(countedId, 'event.recorded'))).toEqual({
      type: 'event.recorded',
      timestamp: countedEvent.receivedAt,
      data: { ...countedEvent, attribution: { status: 'pending' } },
    });
    expect(countedEvent.attribution.status).toBe('counted');
    expect(got.get(eventMessageId(countedId, 'conversion.counted'))).toEqual({
      type: 'conversion.counted',
      timestamp: expect.any(String),
      data: {
        event: countedEvent,
        campaignId: 'spring',
        decision: {
          counted: true,
          reason: 'counted',
          message: countedEvent.attribution.message,
          decidedAt: expect.any(String),
        },
      },
    });
    const notCountedEvent = await shown(notCountedId);
    expect(got.get(eventMessageId(notCountedId, 'conversion.not_counted'))).toMatchObject({
      type: 'conversion.not_counted',
      data: {
        event: notCountedEvent,
        campaignId: 'spring',
        decision: {
          counted: false,
          reason: 'not_a_goal_event',
          message: notCountedEvent.attribution.message,
        },
      },
    });
    expect(got.get(tests[0].json().messageId)).toEqual({
      type: 'webhook.test',
      timestamp: expect.any(String),
      data: { endpointId: allEndpoint.id, message: expect.any(String) },
    });
  }, 60_000);
});
