import { Admin, Kafka, logLevel } from 'kafkajs';
import { TOPICS } from '@app/contracts';
import { eventBody, postBatch, putCampaign } from '../support/events';
import { until } from '../support/wait';
import { startWebhookStack, webhookDispatcherGroup, WebhookStack } from '../support/webhook-dispatcher';
import { WebhookReceiver } from '../support/webhook-receiver';

/**
 * Identity (docs/webhooks.md#idempotency-deduplicate-on-webhook-id): a replay of the dispatcher's consumer group from offset 0 (an
 * operator rewinding it, or a lost commit) finds every message and delivery it already made and
 * adds none: no new rows, nothing sent again, not even what a replayed redeliver asked for.
 */
describe('replaying the dispatcher consumer group from offset 0', () => {
  let stack: WebhookStack;
  let admin: Admin;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    stack = await startWebhookStack('wh_replay', { attribution: true });
    admin = new Kafka({
      clientId: 'webhook-replay',
      brokers: (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(','),
      logLevel: logLevel.NOTHING,
    }).admin();
    await admin.connect();
    receiver = await stack.receiver();
  }, 60_000);

  afterAll(async () => {
    await stack?.close();
    await admin?.disconnect();
  });

  it('creates no new messages or deliveries and sends nothing again', async () => {
    const { gateway, ws, key, endpoints, log, isolated } = stack;
    expect((await putCampaign(gateway, ws, key, 'replay')).statusCode).toBe(201);
    const endpoint = await endpoints.create({ url: receiver.url });

    // Every kind of message: recorded events, both decisions, and a test.
    const res = await postBatch(gateway, ws, key, {
      events: Array.from({ length: 40 }, (_, i) =>
        eventBody({ campaignId: 'replay', name: i % 2 ? 'order_paid' : 'page_view' }),
      ),
    });
    expect(res.json().summary.recorded).toBe(40);
    expect((await endpoints.sendTest(endpoint.id)).statusCode).toBe(202);
    const expected = 40 + 40 + 1;
    const settled = await log.settled(endpoint.id, expected, ['delivered'], 30_000);
    expect(settled.filter((d) => d.status === 'delivered')).toHaveLength(expected);
    // And the other commands: one message redelivered (sent a second time, now), and a recover
    // that finds nothing failed. Replayed, neither may act again.
    const redelivered = settled[0].message_id;
    expect((await endpoints.redeliver(endpoint.id, redelivered)).statusCode).toBe(202);
    await receiver.waitFor((all) => all.filter((q) => q.id === redelivered).length === 2);
    const recovered = await endpoints.recover(endpoint.id, new Date(Date.now() - 3_600_000).toISOString());
    expect(recovered.json()).toMatchObject({ count: 0 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const before = {
      counts: await log.counts(ws),
      deliveries: await log.deliveries(endpoint.id),
      requests: receiver.received.length,
    };
    expect(before.counts).toEqual({ messages: expected, deliveries: expected, attempts: expected + 1 });
    expect(before.requests).toBe(expected + 1);
    expect(new Set(receiver.received.map((q) => q.id)).size).toBe(expected);

    // Rewind the group (it must have no members), then start a dispatcher in it again.
    await stack.stopDispatcher();
    const groupId = webhookDispatcherGroup(isolated.KAFKA_TOPIC_PREFIX);
    await until(
      async () => (await admin.describeGroups([groupId])).groups[0].state,
      (state) => state === 'Empty' || state === 'Dead',
    );
    const topics = [TOPICS.recordedEvents, TOPICS.attributionDecisions, TOPICS.webhookCommands].map(
      (t) => `${isolated.KAFKA_TOPIC_PREFIX}${t.name}`,
    );
    // (kafkajs resets through a consumer of its own, about 5 s per topic)
    for (const topic of topics) await admin.resetOffsets({ groupId, topic, earliest: true });
    const ends = await Promise.all(
      topics.map(async (topic) => ({ topic, offsets: await admin.fetchTopicOffsets(topic) })),
    );
    // Each topic really holds what is replayed.
    for (const end of ends) expect(end.offsets.reduce((n, p) => n + Number(p.high), 0)).toBeGreaterThan(0);

    await stack.startDispatcher();
    const caughtUp = await until(
      async () => admin.fetchOffsets({ groupId, topics }),
      (committed) =>
        committed.every((t) => {
          const end = ends.find((e) => e.topic === t.topic)?.offsets ?? [];
          // Caught up when each partition's commit reached its end (an empty partition has no
          // commit, -1, or the reset's "earliest" marker, -2, with an end of 0).
          return t.partitions.every((p) => {
            const high = end.find((e) => e.partition === p.partition)?.high ?? '0';
            return p.offset === high || (high === '0' && (p.offset === '-1' || p.offset === '-2'));
          });
        }),
      40_000,
    );
    expect(caughtUp.map((t) => t.partitions.length)).toEqual(ends.map((e) => e.offsets.length));
    // Whatever the replay had made due would go out within a poll or two.
    await new Promise((resolve) => setTimeout(resolve, 1500));

    expect(await log.counts(ws)).toEqual(before.counts);
    expect(await log.deliveries(endpoint.id)).toEqual(before.deliveries);
    expect(receiver.received.length).toBe(before.requests);
    expect(receiver.strays).toEqual([]);
  }, 90_000);
});
