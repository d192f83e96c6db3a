import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { eventMessageId } from '@app/webhooks';
import { createWorkspaceWithKey } from '@app/testing';
import { eventBody, postBatch } from '../support/events';
import { startGateway } from '../support/gateway';
import {
  isolatedStack,
  percentile,
  startWebhookDispatcher,
  WebhookEndpoints,
} from '../support/webhook-dispatcher';
import { WebhookReceiver } from '../support/webhook-receiver';

/**
 * DESIGN.md section 5, isolation: an endpoint that never answers does not delay another's
 * deliveries. The same load is sent twice, to a workspace with one healthy endpoint and then to
 * one with a healthy endpoint beside one that holds every request until the dispatcher's
 * timeout; the healthy endpoint's latency (from the 201 to its request arriving) must stay
 * within twice its value alone. The in-flight caps are small (4 per endpoint, 16 in all), so a
 * dispatcher without per-endpoint bounds would let the stuck endpoint take every slot.
 */
describe('a stuck endpoint beside a healthy one', () => {
  const TIMEOUT_MS = 2000;
  const EVENTS = 100;
  let gateway: NestFastifyApplication;
  let dispatcher: NestFastifyApplication;
  const receivers: WebhookReceiver[] = [];

  const receiver = async (...args: Parameters<typeof WebhookReceiver.start>) => {
    const r = await WebhookReceiver.start(...args);
    receivers.push(r);
    return r;
  };

  /**
   * Sends `count` events to the workspace at about 50 a second (batches of 5 every 100 ms) and
   * resolves with each one's latency to the receiver, in ms: request arrival minus the 201.
   */
  const latencies = async (
    workspaceId: string,
    key: string,
    healthy: WebhookReceiver,
    count: number,
  ): Promise<number[]> => {
    const answeredAt = new Map<string, number>();
    const batches: Promise<void>[] = [];
    for (let i = 0; i < count; i += 5) {
      batches.push(
        (async () => {
          const res = await postBatch(gateway, workspaceId, key, {
            events: Array.from({ length: 5 }, () => eventBody()),
          });
          const at = Date.now();
          for (const r of res.json().results as { id: string }[])
            answeredAt.set(eventMessageId(r.id, 'event.recorded'), at);
        })(),
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await Promise.all(batches);
    const ids = [...answeredAt.keys()];
    const received = await healthy.waitFor((all) => ids.every((id) => all.some((q) => q.id === id)), 30_000);
    return ids.map((id) => received.find((q) => q.id === id)!.at - answeredAt.get(id)!);
  };

  beforeAll(async () => {
    const isolated = await isolatedStack('wh_iso');
    gateway = await startGateway({ ...isolated, WEBHOOK_ALLOW_HTTP: 'true', RATE_LIMIT_REQUESTS: '100000' });
    dispatcher = await startWebhookDispatcher({
      ...isolated,
      WEBHOOK_REQUEST_TIMEOUT_MS: String(TIMEOUT_MS),
      WEBHOOK_MAX_IN_FLIGHT: '16',
      WEBHOOK_MAX_IN_FLIGHT_PER_ENDPOINT: '4',
    });
  }, 60_000);

  afterAll(async () => {
    for (const r of receivers) await r.close();
    await dispatcher?.close();
    await gateway?.close();
  });

  it("keeps the healthy endpoint's latency while the other one times out on every request", async () => {
    // Alone (after a warm-up, so that neither run pays for first connections).
    const alone = await createWorkspaceWithKey(gateway);
    const aloneReceiver = await receiver();
    await new WebhookEndpoints(gateway, alone.workspace.id, alone.key.key).create({ url: aloneReceiver.url });
    await latencies(alone.workspace.id, alone.key.key, aloneReceiver, 20);
    const baseline = await latencies(alone.workspace.id, alone.key.key, aloneReceiver, EVENTS);

    // Beside an endpoint that never answers.
    const shared = await createWorkspaceWithKey(gateway);
    const endpoints = new WebhookEndpoints(gateway, shared.workspace.id, shared.key.key);
    const healthy = await receiver();
    const stuck = await receiver({ reply: { hang: true } });
    await endpoints.create({ url: healthy.url });
    await endpoints.create({ url: stuck.url });
    const beside = await latencies(shared.workspace.id, shared.key.key, healthy, EVENTS);

    // The stuck endpoint was really in play: it held requests until the dispatcher gave up.
    expect(stuck.received.length).toBeGreaterThanOrEqual(4);
    expect(stuck.received.every((q) => q.answered === 'none')).toBe(true);

    const figures = {
      alone: { p50: percentile(baseline, 50), p99: percentile(baseline, 99) },
      beside: { p50: percentile(beside, 50), p99: percentile(beside, 99) },
    };
    // Twice the value alone, plus a little for a noisy machine (the bench measures it precisely);
    // had the healthy deliveries waited behind the stuck ones, they would each wait a timeout.
    const bound = (value: number) => 2 * value + 250;
    expect({
      figures,
      p50: figures.beside.p50 <= bound(figures.alone.p50),
      p99: figures.beside.p99 <= bound(figures.alone.p99),
      max: Math.max(...beside) < Math.max(TIMEOUT_MS, bound(Math.max(...baseline))),
    }).toEqual({ figures, p50: true, p99: true, max: true });
  }, 60_000);
});
