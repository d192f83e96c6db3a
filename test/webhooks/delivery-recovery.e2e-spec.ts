import { until } from '../support/wait';
import { startWebhookStack, WebhookStack } from '../support/webhook-dispatcher';
import { WebhookReceiver } from '../support/webhook-receiver';

/**
 * Recovery (docs/webhooks.md#recovery): redeliver sends one message again under the same webhook-id;
 * recover queues again exactly the failed messages of an endpoint created in [since, until).
 */
describe('webhook recovery', () => {
  let stack: WebhookStack;

  beforeAll(async () => {
    // The breaker stays out of this file: its many failed attempts in a row would otherwise open
    // it, and the doubling pauses between probes (up to 8 s each here) outlast the waits below.
    stack = await startWebhookStack('wh_recover', {
      dispatcher: { WEBHOOK_RETRY_SCHEDULE: '200ms,200ms', WEBHOOK_CIRCUIT_FAILURES: '1000' },
    });
  }, 60_000);

  afterAll(() => stack?.close());

  it('redeliver sends the same message again with the same webhook-id', async () => {
    const r = await stack.receiver();
    const endpoint = await stack.endpoints.create({ url: r.url });
    const [messageId] = await stack.postEvents(1);
    await stack.waitForStatus(endpoint.id, [messageId], 'delivered');

    const res = await stack.endpoints.redeliver(endpoint.id, messageId);
    expect(res.statusCode).toBe(202);
    const received = await r.waitForCount(2);
    expect(received.map((q) => q.id)).toEqual([messageId, messageId]);
    expect(received[1].body).toBe(received[0].body);
    for (const request of received) expect(WebhookReceiver.verifies(request, endpoint.secret)).toBe(true);

    await until(
      () => stack.log.attempts(endpoint.id, messageId),
      (a) => a.length === 2,
    );
    await stack.waitForStatus(endpoint.id, [messageId], 'delivered');
    const shown = await stack.endpoints.message(endpoint.id, messageId);
    expect(shown.json().attempts).toHaveLength(2);
    // A redelivery is not a new message.
    expect(await stack.log.messages([messageId])).toHaveLength(1);
  });

  it('recover since a time queues exactly the failed messages created since; until bounds it', async () => {
    const r = await stack.receiver({ reply: { status: 500 } });
    const endpoint = await stack.endpoints.create({ url: r.url });

    // Before `since`: two messages fail (all their attempts).
    const early = await stack.postEvents(2);
    await stack.waitForStatus(endpoint.id, early, 'failed');
    const createdAt = async (ids: string[]) =>
      (await stack.log.messages(ids)).map((m) => m.created_at.getTime());
    // Times as the database wrote them: `recover` selects on the messages' creation time.
    const earliest = new Date(Math.min(...(await createdAt(early)))).toISOString();
    const since = new Date(Math.max(...(await createdAt(early))) + 1).toISOString();

    // Since: three fail, then the receiver recovers and two more are delivered.
    const failed = await stack.postEvents(3);
    await stack.waitForStatus(endpoint.id, failed, 'failed');
    r.answer({ status: 200 });
    const delivered = await stack.postEvents(2);
    await stack.waitForStatus(endpoint.id, delivered, 'delivered');
    expect(Math.min(...(await createdAt(failed)))).toBeGreaterThan(Date.parse(since));

    const before = r.received.length;
    const recovered = await stack.endpoints.recover(endpoint.id, since);
    expect(recovered.statusCode).toBe(202);
    expect(recovered.json()).toMatchObject({ count: 3 });
    await stack.waitForStatus(endpoint.id, failed, 'delivered');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const resent = r.received.slice(before);
    expect(resent.map((q) => q.id).sort()).toEqual([...failed].sort());
    for (const request of resent) expect(WebhookReceiver.verifies(request, endpoint.secret)).toBe(true);
    // The early ones were outside the range: still failed, not sent.
    await stack.waitForStatus(endpoint.id, early, 'failed');

    // With `until`, the range [earliest, since) holds exactly the early ones.
    const bounded = await stack.endpoints.recover(endpoint.id, earliest, since);
    expect(bounded.statusCode).toBe(202);
    expect(bounded.json()).toMatchObject({ count: 2 });
    await stack.waitForStatus(endpoint.id, early, 'delivered');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(
      r.received
        .slice(before + 3)
        .map((q) => q.id)
        .sort(),
    ).toEqual([...early].sort());

    // Nothing failed is left: recovering again queues nothing.
    const none = await stack.endpoints.recover(endpoint.id, earliest);
    expect(none.statusCode).toBe(202);
    expect(none.json()).toMatchObject({ count: 0 });
  }, 45_000);
});
