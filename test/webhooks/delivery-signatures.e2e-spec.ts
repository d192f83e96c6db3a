import { eventMessageId, MESSAGE_ID_PATTERN, newSigningSecret } from '@app/webhooks';
import { eventBody, postEvent } from '../support/events';
import { startWebhookStack, WebhookStack } from '../support/webhook-dispatcher';
import { ReceivedRequest, WebhookReceiver } from '../support/webhook-receiver';

/**
 * Signatures (docs/webhooks.md#verifying-a-webhook): every delivery verifies with the npm `standardwebhooks`
 * package's Webhook.verify, unchanged, under the endpoint's secret and no other; during a
 * rotation's grace period the header carries two signatures and both secrets verify; after it,
 * the rotated-out secret no longer does.
 */
describe('webhook signatures and secret rotation', () => {
  let stack: WebhookStack;

  /** Posts an event and resolves with the request its event.recorded delivery made. */
  const deliveredEvent = async (r: WebhookReceiver): Promise<ReceivedRequest> => {
    const id = await stack.postEvent();
    const received = await r.waitFor((all) => all.some((q) => q.id === id));
    const request = received.find((q) => q.id === id);
    expect(request).toBeDefined();
    return request!;
  };

  const signatures = (request: ReceivedRequest) => request.headers['webhook-signature'].split(' ');

  /** Past the dispatcher's endpoint cache (WEBHOOK_ENDPOINT_CACHE_MS in the tests' timings). */
  const cacheExpiry = () => new Promise((r) => setTimeout(r, 300));

  beforeAll(async () => {
    stack = await startWebhookStack('wh_sig');
  }, 60_000);

  afterAll(() => stack?.close());

  it('signs every delivery as Standard Webhooks does: verify() passes with the secret, fails with any other', async () => {
    const r = await stack.receiver();
    const endpoint = await stack.endpoints.create({ url: r.url });
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(endpoint.secret.slice('whsec_'.length), 'base64')).toHaveLength(32);

    const events = await Promise.all(
      [1, 2, 3].map(() => postEvent(stack.gateway, stack.ws, stack.key, eventBody())),
    );
    const test = await stack.endpoints.sendTest(endpoint.id);
    expect(test.statusCode).toBe(202);
    const expected = [
      ...events.map((e) => eventMessageId(e.json().id, 'event.recorded')),
      test.json().messageId,
    ];
    const received = await r.waitFor((all) => expected.every((id) => all.some((q) => q.id === id)));
    expect(received.map((q) => q.id).sort()).toEqual([...expected].sort());

    const other = await stack.endpoints.create({ url: (await stack.receiver()).url });
    for (const request of received) {
      expect(request.method).toBe('POST');
      expect(request.headers['content-type']).toMatch(/^application\/json/);
      expect(request.id).toMatch(MESSAGE_ID_PATTERN);
      // Unix seconds, now.
      expect(Math.abs(Number(request.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(60);
      expect(signatures(request)).toEqual([expect.stringMatching(/^v1,[A-Za-z0-9+/]+=*$/)]);

      // The package, unchanged, returns the parsed body.
      expect(WebhookReceiver.verify(request, endpoint.secret)).toEqual(JSON.parse(request.body));
      expect(() => WebhookReceiver.verify(request, newSigningSecret())).toThrow(/No matching signature/);
      expect(() => WebhookReceiver.verify(request, other.secret)).toThrow(/No matching signature/);
      // The signature covers the body, the id and the timestamp.
      expect(WebhookReceiver.verifies({ ...request, body: `${request.body} ` }, endpoint.secret)).toBe(false);
      expect(
        WebhookReceiver.verifies(
          { ...request, headers: { ...request.headers, 'webhook-id': 'msg_0000000000000000000000' } },
          endpoint.secret,
        ),
      ).toBe(false);
      expect(
        WebhookReceiver.verifies(
          {
            ...request,
            headers: {
              ...request.headers,
              'webhook-timestamp': String(Number(request.headers['webhook-timestamp']) - 1),
            },
          },
          endpoint.secret,
        ),
      ).toBe(false);
    }
  });

  it('during a rotation grace period the header carries both signatures, and both secrets verify', async () => {
    const r = await stack.receiver();
    const endpoint = await stack.endpoints.create({ url: r.url });
    const before = await deliveredEvent(r);
    expect(signatures(before)).toHaveLength(1);

    const rotated = await stack.endpoints.rotateSecret(endpoint.id, 3600);
    expect(rotated.statusCode).toBe(200);
    const newSecret: string = rotated.json().secret;
    expect(newSecret).toMatch(/^whsec_/);
    expect(newSecret).not.toBe(endpoint.secret);
    await cacheExpiry();

    const during = await deliveredEvent(r);
    expect(signatures(during)).toHaveLength(2);
    expect(WebhookReceiver.verify(during, endpoint.secret)).toEqual(JSON.parse(during.body));
    expect(WebhookReceiver.verify(during, newSecret)).toEqual(JSON.parse(during.body));
    expect(WebhookReceiver.verifies(during, newSigningSecret())).toBe(false);
    // What was signed before the rotation stays verifiable with the old secret only.
    expect(WebhookReceiver.verifies(before, newSecret)).toBe(false);
  });

  it('a secret rotated out with no grace period no longer verifies; the new one does', async () => {
    const r = await stack.receiver();
    const endpoint = await stack.endpoints.create({ url: r.url });
    const rotated = await stack.endpoints.rotateSecret(endpoint.id, 0);
    expect(rotated.statusCode).toBe(200);
    const newSecret: string = rotated.json().secret;
    await cacheExpiry();

    const after = await deliveredEvent(r);
    expect(signatures(after)).toHaveLength(1);
    expect(WebhookReceiver.verify(after, newSecret)).toEqual(JSON.parse(after.body));
    expect(() => WebhookReceiver.verify(after, endpoint.secret)).toThrow(/No matching signature/);
  });

  it('once a grace period ends, the old secret stops verifying', async () => {
    const r = await stack.receiver();
    const endpoint = await stack.endpoints.create({ url: r.url });
    const grace = 6;
    const rotatedAt = Date.now();
    const rotated = await stack.endpoints.rotateSecret(endpoint.id, grace);
    expect(rotated.statusCode).toBe(200);
    const newSecret: string = rotated.json().secret;
    await cacheExpiry();

    const during = await deliveredEvent(r);
    // Signed (webhook-timestamp) within the grace period: both verify.
    expect(Number(during.headers['webhook-timestamp']) * 1000).toBeLessThan(rotatedAt + grace * 1000);
    expect(WebhookReceiver.verifies(during, endpoint.secret)).toBe(true);
    expect(WebhookReceiver.verifies(during, newSecret)).toBe(true);

    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, rotatedAt + grace * 1000 + 500 - Date.now())),
    );
    const after = await deliveredEvent(r);
    expect(signatures(after)).toHaveLength(1);
    expect(WebhookReceiver.verifies(after, newSecret)).toBe(true);
    expect(WebhookReceiver.verifies(after, endpoint.secret)).toBe(false);
  });
});
