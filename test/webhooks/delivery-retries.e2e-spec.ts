import { until } from '../support/wait';
import { CreatedEndpoint, startWebhookStack, WebhookStack } from '../support/webhook-dispatcher';
import { WebhookReceiver } from '../support/webhook-receiver';

/**
 * Delivery (docs/webhooks.md#delivery-and-retries): retries on the (shrunk) schedule with the same webhook-id, each
 * attempt recorded, Retry-After honoured within the schedule's bounds; a 3xx is a failure and its redirect is not followed; a 410 disables the
 * endpoint; an endpoint failing without a success past its window (shrunk to 3 s) is disabled
 * with its reason; re-enabling is one PATCH.
 */
describe('webhook retries and disabling', () => {
  const DISABLE_AFTER_SECONDS = 3;
  let stack: WebhookStack;

  const endpointState = async (endpoint: CreatedEndpoint) => {
    const res = await stack.endpoints.get(endpoint.id);
    expect(res.statusCode).toBe(200);
    return res.json() as { enabled: boolean; disabledReason?: string | null };
  };

  beforeAll(async () => {
    stack = await startWebhookStack('wh_retry', {
      dispatcher: {
        WEBHOOK_RETRY_SCHEDULE: '200ms,1s',
        WEBHOOK_DISABLE_AFTER_SECONDS: String(DISABLE_AFTER_SECONDS),
      },
    });
  }, 60_000);

  afterAll(() => stack?.close());

  it('failing twice then answering 200: three attempts with the same webhook-id, all in the delivery log', async () => {
    const r = await stack.receiver();
    r.queue({ status: 500, body: 'database is down' }, { status: 502 });
    const endpoint = await stack.endpoints.create({ url: r.url });
    const messageId = await stack.postEvent();

    const received = await r.waitForCount(3);
    expect(received.map((q) => [q.id, q.answered])).toEqual([
      [messageId, 500],
      [messageId, 502],
      [messageId, 200],
    ]);
    // Every attempt is signed afresh and verifies; the body is the same bytes each time.
    for (const request of received) expect(WebhookReceiver.verifies(request, endpoint.secret)).toBe(true);
    expect(new Set(received.map((q) => q.body)).size).toBe(1);
    // On the schedule (200 ms, then 1 s, no jitter), give or take the poll.
    expect(received[1].at - received[0].at).toBeGreaterThanOrEqual(150);
    expect(received[2].at - received[1].at).toBeGreaterThanOrEqual(950);

    const [delivery] = await stack.log.settled(endpoint.id, 1);
    expect(delivery).toMatchObject({ message_id: messageId, status: 'delivered', attempt_count: 3 });
    const attempts = await stack.log.attempts(endpoint.id, messageId);
    expect(attempts.map((a) => a.status_code)).toEqual([500, 502, 200]);
    expect(attempts[0].response_body).toBe('database is down');
    for (const a of attempts) expect(a.duration_ms).toBeGreaterThanOrEqual(0);

    // The API's delivery log shows the same: the message delivered, with its three attempts.
    const shown = await stack.endpoints.message(endpoint.id, messageId);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ id: messageId, status: 'delivered', attemptCount: 3 });
    expect(
      shown
        .json()
        .attempts.map((a: { statusCode: number | null; responseBody: string | null }) => [
          a.statusCode,
          a.responseBody,
        ]),
    ).toEqual([
      [500, 'database is down'],
      [502, ''],
      [200, ''],
    ]);
    const list = await stack.endpoints.messages(endpoint.id);
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([
      expect.objectContaining({
        id: messageId,
        type: 'event.recorded',
        status: 'delivered',
        attemptCount: 3,
      }),
    ]);
  });

  it('Retry-After on 503 and 429 is honoured, within the bounds of the schedule', async () => {
    const r = await stack.receiver();
    // Asks for 1 s (the schedule would wait 200 ms), then for an hour (clamped to the longest wait, 1 s).
    r.queue(
      { status: 503, headers: { 'retry-after': '1' } },
      { status: 429, headers: { 'retry-after': '3600' } },
    );
    const endpoint = await stack.endpoints.create({ url: r.url });
    await stack.postEvent();

    const received = await r.waitForCount(3);
    expect(received.map((q) => q.answered)).toEqual([503, 429, 200]);
    expect(received[1].at - received[0].at).toBeGreaterThanOrEqual(950);
    expect(received[2].at - received[1].at).toBeGreaterThanOrEqual(950);
    expect(received[2].at - received[1].at).toBeLessThan(3000);
    const [delivery] = await stack.log.settled(endpoint.id, 1);
    expect(delivery).toMatchObject({ status: 'delivered', attempt_count: 3 });
  });

  it('a 3xx is a failure, and the redirect is not followed', async () => {
    const target = await stack.receiver();
    const r = await stack.receiver({
      reply: (_, i) => ({ status: [301, 302, 307, 308][i] ?? 302, headers: { location: target.url } }),
    });
    const endpoint = await stack.endpoints.create({ url: r.url });
    const messageId = await stack.postEvent();

    const [delivery] = await stack.log.settled(endpoint.id, 1);
    expect(delivery).toMatchObject({ message_id: messageId, status: 'failed', attempt_count: 3 });
    expect(r.received.map((q) => q.answered)).toEqual([301, 302, 307]);
    expect((await stack.log.attempts(endpoint.id, messageId)).map((a) => a.status_code)).toEqual([
      301, 302, 307,
    ]);
    const failed = await stack.endpoints.messages(endpoint.id, 'status=failed');
    expect(failed.json().data).toEqual([expect.objectContaining({ id: messageId, status: 'failed' })]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect({ connections: target.connections, received: target.received }).toEqual({
      connections: 0,
      received: [],
    });
  });

  it('a 410 disables the endpoint at once; a PATCH enables it again', async () => {
    const r = await stack.receiver({ reply: { status: 410 } });
    const endpoint = await stack.endpoints.create({ url: r.url });
    const messageId = await stack.postEvent();

    const [delivery] = await stack.log.settled(endpoint.id, 1);
    expect(delivery).toMatchObject({ message_id: messageId, status: 'failed', attempt_count: 1 });
    const disabled = await until(
      () => endpointState(endpoint),
      (s) => !s.enabled,
    );
    expect(disabled).toMatchObject({ enabled: false, disabledReason: expect.stringMatching(/410 Gone/) });
    expect(r.received).toHaveLength(1);

    // Disabled: nothing more is sent to it.
    await stack.postEvent();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(r.received).toHaveLength(1);

    r.answer({ status: 204 });
    const patched = await stack.endpoints.update(endpoint.id, { enabled: true });
    expect(patched.statusCode).toBe(200);
    expect(await endpointState(endpoint)).toMatchObject({ enabled: true, disabledReason: null });
    await new Promise((resolve) => setTimeout(resolve, 300)); // the dispatcher's endpoint cache
    const after = await stack.postEvent();
    const received = await r.waitFor((all) => all.some((q) => q.id === after));
    expect(received.find((q) => q.id === after)?.answered).toBe(204);
  });

  it('an endpoint failing without a success past its window is disabled, with the reason', async () => {
    const r = await stack.receiver({ reply: { status: 500 } });
    const endpoint = await stack.endpoints.create({ url: r.url });

    // Keep it busy failing until the dispatcher gives up on it.
    const started = Date.now();
    const disabled = await until(
      async () => {
        await stack.postEvent();
        return endpointState(endpoint);
      },
      (s) => !s.enabled,
      20_000,
      400,
    );
    expect(disabled).toMatchObject({ enabled: false, disabledReason: expect.any(String) });
    expect(disabled.disabledReason).toMatch(/failed since .*without a single success/);
    expect(disabled.disabledReason).not.toMatch(/410 Gone/);
    const failingFor = Date.now() - r.received[0].at;
    expect(failingFor).toBeGreaterThanOrEqual(DISABLE_AFTER_SECONDS * 1000 - 500);
    expect(Date.now() - started).toBeLessThan(20_000);

    // It stays disabled and is sent nothing new; re-enabled, it receives again.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const seen = r.received.length;
    const ignored = await stack.postEvent();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(r.received.filter((q) => q.id === ignored)).toEqual([]);
    expect(r.received.length).toBe(seen);

    r.answer({ status: 200 });
    expect((await stack.endpoints.update(endpoint.id, { enabled: true })).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const after = await stack.postEvent();
    await r.waitFor((all) => all.some((q) => q.id === after && q.answered === 200));
    expect(await endpointState(endpoint)).toMatchObject({ enabled: true });
  }, 45_000);
});
