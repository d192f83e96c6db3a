import { ApiKeysService, SCOPES } from '@app/auth';
import { registerSecret } from '@app/testing';
import { adjustmentMessageId, eventMessageId } from '@app/webhooks';
import { eventBody, postEvent, putCampaign } from '../support/events';
import { catalogCheck } from '../support/webhook-catalog';
import { CreatedEndpoint, startWebhookStack, WebhookStack } from '../support/webhook-dispatcher';
import { WebhookReceiver } from '../support/webhook-receiver';

/**
 * Test traffic through the whole platform (docs/webhooks.md#test-traffic): an event and its
 * retraction sent with a test key, recorded by the gateway, decided by attribution, sent by the
 * dispatcher to the endpoint that includes test events only, each payload with `"test": true`
 * and signed; the same sent with the live key reaches both endpoints without the flag.
 * (delivery-test-traffic.e2e-spec.ts covers the dispatcher's contract and the retention sweep.)
 */
describe('test-key traffic through the platform, as webhooks', () => {
  let stack: WebhookStack;
  let testKey: string;

  beforeAll(async () => {
    stack = await startWebhookStack('wh_testkey', { attribution: true });
    expect((await putCampaign(stack.gateway, stack.ws, stack.key, 'spring')).statusCode).toBe(201);
    const created = await stack.gateway
      .get(ApiKeysService)
      .create(stack.ws, { name: 'sandbox', scopes: [...SCOPES], expiresAt: null, mode: 'test' });
    registerSecret('API key', created.key);
    testKey = created.key;
  }, 60_000);

  afterAll(() => stack?.close());

  /** Sends an event for campaign spring with `key`, then its retraction; resolves with their message ids. */
  const sendAndRetract = async (key: string) => {
    const body = eventBody({
      campaignId: 'spring',
      occurredAt: new Date(Date.now() - 120_000).toISOString(),
    });
    const recorded = await postEvent(stack.gateway, stack.ws, key, body);
    expect(recorded.statusCode).toBe(201);
    const eventId: string = recorded.json().id;
    const retraction = await stack.gateway.inject({
      method: 'POST',
      url: `/v1/workspaces/${stack.ws}/adjustments`,
      headers: { authorization: `Bearer ${key}` },
      payload: {
        externalId: body.externalId,
        adjustmentId: `refund-${eventId}`,
        type: 'retraction',
        occurredAt: new Date(Date.now() - 60_000).toISOString(),
      },
    });
    expect(retraction.statusCode).toBe(201);
    return [
      eventMessageId(eventId, 'event.recorded'),
      eventMessageId(eventId, 'conversion.counted'),
      adjustmentMessageId(retraction.json().id, 'conversion.retracted'),
    ];
  };

  it('sends test traffic to the endpoint that includes it, marked "test": true; live traffic to both, unmarked', async () => {
    const [opted, plain] = await Promise.all([stack.receiver(), stack.receiver()]);
    const created = await stack.endpoints.request('POST', '', { url: opted.url, includeTestEvents: true });
    expect(created.statusCode).toBe(201);
    const optedEndpoint: CreatedEndpoint = created.json();
    const plainEndpoint = await stack.endpoints.create({ url: plain.url });

    const test = await sendAndRetract(testKey);
    const live = await sendAndRetract(stack.key);
    await opted.waitFor((got) => [...test, ...live].every((id) => got.some((q) => q.id === id)), 45_000);
    await plain.waitFor((got) => live.every((id) => got.some((q) => q.id === id)), 30_000);
    // A stray test message to the plain endpoint would have come about as fast.
    await new Promise((resolve) => setTimeout(resolve, 1500));

    expect(opted.received.map((q) => q.id).sort()).toEqual([...test, ...live].sort());
    expect(plain.received.map((q) => q.id).sort()).toEqual([...live].sort());
    for (const [r, endpoint] of [
      [opted, optedEndpoint],
      [plain, plainEndpoint],
    ] as const) {
      expect(r.strays).toEqual([]);
      for (const request of r.received) {
        const payload = WebhookReceiver.verify(request, endpoint.secret) as { type: string; test?: boolean };
        expect(catalogCheck(payload)).toEqual({ type: payload.type, valid: true, errors: null });
        expect({ id: request.id, test: payload.test }).toEqual({
          id: request.id,
          test: test.includes(request.id) ? true : undefined,
        });
      }
    }
  }, 90_000);
});
