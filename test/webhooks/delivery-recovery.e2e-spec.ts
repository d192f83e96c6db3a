import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { eventMessageId } from '@app/webhooks';
import { createWorkspaceWithKey } from '@app/testing';
import { eventBody, postBatch } from '../support/events';
import { startGateway } from '../support/gateway';
import { until } from '../support/wait';
import {
  CreatedEndpoint,
  DeliveryLog,
  DeliveryRow,
  isolatedStack,
  startWebhookDispatcher,
  WebhookEndpoints,
} from '../support/webhook-dispatcher';
import { WebhookReceiver } from '../support/webhook-receiver';

/**
 * DESIGN.md section 5, recovery: redeliver sends one message again under the same webhook-id;
 * recover queues again exactly the failed messages of an endpoint created in [since, until).
 */
describe('webhook recovery', () => {
  let gateway: NestFastifyApplication;
  let dispatcher: NestFastifyApplication;
  let ws: string;
  let key: string;
  let endpoints: WebhookEndpoints;
  let log: DeliveryLog;
  const receivers: WebhookReceiver[] = [];

  const receiver = async (...args: Parameters<typeof WebhookReceiver.start>) => {
    const r = await WebhookReceiver.start(...args);
    receivers.push(r);
    return r;
  };

  /** Posts `n` events; resolves with their event.recorded message ids. */
  const post = async (n: number): Promise<string[]> => {
    const res = await postBatch(gateway, ws, key, { events: Array.from({ length: n }, () => eventBody()) });
    expect(res.json().summary.recorded).toBe(n);
    return res.json().results.map((r: { id: string }) => eventMessageId(r.id, 'event.recorded'));
  };

  /** Waits until these messages' deliveries to the endpoint are all in `status`. */
  const allIn = async (endpoint: CreatedEndpoint, ids: string[], status: DeliveryRow['status']) => {
    const rows = await until(
      async () => (await log.deliveries(endpoint.id)).filter((d) => ids.includes(d.message_id)),
      (found) => found.length === ids.length && found.every((d) => d.status === status),
    );
    expect(rows.map((d) => [d.message_id, d.status]).sort()).toEqual(ids.map((id) => [id, status]).sort());
  };

  beforeAll(async () => {
    const isolated = await isolatedStack('wh_recover');
    gateway = await startGateway({ ...isolated, WEBHOOK_ALLOW_HTTP: 'true', RATE_LIMIT_REQUESTS: '100000' });
    dispatcher = await startWebhookDispatcher({ ...isolated, WEBHOOK_RETRY_SCHEDULE: '200ms,200ms' });
    const setup = await createWorkspaceWithKey(gateway);
    ws = setup.workspace.id;
    key = setup.key.key;
    endpoints = new WebhookEndpoints(gateway, ws, key);
    log = new DeliveryLog(gateway.get(DataSource), isolated.DATABASE_SCHEMA_PREFIX);
  }, 60_000);

  afterAll(async () => {
    for (const r of receivers) await r.close();
    await dispatcher?.close();
    await gateway?.close();
  });

  it('redeliver sends the same message again with the same webhook-id', async () => {
    const r = await receiver();
    const endpoint = await endpoints.create({ url: r.url });
    const [messageId] = await post(1);
    await allIn(endpoint, [messageId], 'delivered');

    const res = await endpoints.redeliver(endpoint.id, messageId);
    expect(res.statusCode).toBe(202);
    const received = await r.waitForCount(2);
    expect(received.map((q) => q.id)).toEqual([messageId, messageId]);
    expect(received[1].body).toBe(received[0].body);
    for (const request of received) expect(WebhookReceiver.verifies(request, endpoint.secret)).toBe(true);

    await until(
      () => log.attempts(endpoint.id, messageId),
      (a) => a.length === 2,
    );
    await allIn(endpoint, [messageId], 'delivered');
    const shown = await endpoints.message(endpoint.id, messageId);
    expect(shown.json().attempts).toHaveLength(2);
    // A redelivery is not a new message.
    expect(await log.messages([messageId])).toHaveLength(1);
  });

  it('recover since a time queues exactly the failed messages created since; until bounds it', async () => {
    const r = await receiver({ reply: { status: 500 } });
    const endpoint = await endpoints.create({ url: r.url });

    // Before `since`: two messages fail (all their attempts).
    const early = await post(2);
    await allIn(endpoint, early, 'failed');
    const createdAt = async (ids: string[]) => (await log.messages(ids)).map((m) => m.created_at.getTime());
    // Times as the database wrote them: `recover` selects on the messages' creation time.
    const earliest = new Date(Math.min(...(await createdAt(early)))).toISOString();
    const since = new Date(Math.max(...(await createdAt(early))) + 1).toISOString();

    // Since: three fail, then the receiver recovers and two more are delivered.
    const failed = await post(3);
    await allIn(endpoint, failed, 'failed');
    r.answer({ status: 200 });
    const delivered = await post(2);
    await allIn(endpoint, delivered, 'delivered');
    expect(Math.min(...(await createdAt(failed)))).toBeGreaterThan(Date.parse(since));

    const before = r.received.length;
    const recovered = await endpoints.recover(endpoint.id, since);
    expect(recovered.statusCode).toBe(202);
    expect(recovered.json()).toMatchObject({ count: 3 });
    await allIn(endpoint, failed, 'delivered');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const resent = r.received.slice(before);
    expect(resent.map((q) => q.id).sort()).toEqual([...failed].sort());
    for (const request of resent) expect(WebhookReceiver.verifies(request, endpoint.secret)).toBe(true);
    // The early ones were outside the range: still failed, not sent.
    await allIn(endpoint, early, 'failed');

    // With `until`, the range [earliest, since) holds exactly the early ones.
    const bounded = await endpoints.recover(endpoint.id, earliest, since);
    expect(bounded.statusCode).toBe(202);
    expect(bounded.json()).toMatchObject({ count: 2 });
    await allIn(endpoint, early, 'delivered');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(
      r.received
        .slice(before + 3)
        .map((q) => q.id)
        .sort(),
    ).toEqual([...early].sort());

    // Nothing failed is left: recovering again queues nothing.
    const none = await endpoints.recover(endpoint.id, earliest);
    expect(none.statusCode).toBe(202);
    expect(none.json()).toMatchObject({ count: 0 });
  }, 45_000);
});
