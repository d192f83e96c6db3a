import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { TypedProducer } from '@app/kafka';
import { MetricsService } from '@app/observability';
import { createWorkspaceWithKey } from '@app/testing';
import { OutboxRelay } from '../../apps/gateway/src/outbox/outbox-relay.service';
import { eventBody, postEvent } from '../support/events';
import { startGateway } from '../support/gateway';
import { isolatedStack } from '../support/webhook-dispatcher';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * OUTBOX_LINGER_MS: under a trickle of single events, the relay gathers the rows of several
 * requests into one Kafka send; 0 publishes each wake-up's rows at once.
 * On a schema of its own, so that this file's gateway is the relay leader (not another file's).
 */
describe('outbox relay linger', () => {
  let isolated: Record<string, string>;
  let app: NestFastifyApplication | undefined;

  beforeAll(async () => {
    isolated = await isolatedStack('linger');
  });
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  /** A gateway on the isolated schema whose relay leads, with its Kafka sends recorded. */
  async function gatewayWithLinger(lingerMs: number) {
    app = await startGateway({
      ...isolated,
      OUTBOX_LINGER_MS: String(lingerMs),
      RATE_LIMIT_REQUESTS: '100000',
    });
    const gateway = app;
    const leader = gateway.get(MetricsService).registry.getSingleMetric('outbox_relay_leader');
    for (let i = 0; i < 100 && (await leader?.get())?.values[0]?.value !== 1; i++) await sleep(50);
    const sends: string[][] = [];
    const producer = gateway.get(TypedProducer);
    const send = producer.send.bind(producer);
    jest.spyOn(producer, 'send').mockImplementation(async (topic, messages) => {
      if (topic === 'recordedEvents') sends.push(messages.map((m) => m.headers?.['event-id'] as string));
      return send(topic, messages);
    });
    const { workspace, key } = await createWorkspaceWithKey(gateway, ['events:write']);
    /** Posts `count` single events one after another, `gapMs` apart; returns their ids in order. */
    const trickle = async (count: number, gapMs: number) => {
      const ids: string[] = [];
      for (let i = 0; i < count; i++) {
        const res = await postEvent(gateway, workspace.id, key.key, eventBody());
        expect(res.statusCode).toBe(201);
        ids.push(res.json().id);
        await sleep(gapMs);
      }
      return ids;
    };
    return { gateway, sends, trickle };
  }

  it('gathers the rows of several requests into one send, each published once and in order', async () => {
    const { gateway, sends, trickle } = await gatewayWithLinger(100);
    const ids = await trickle(30, 10);
    await gateway.get(OutboxRelay).drain();

    expect(sends.flat()).toEqual(ids);
    // A request every 15 to 25 ms here and a 100 ms linger: about five per send (at least two
    // on average, allowing for a busy machine). Without the linger (below) each send carries one.
    expect(sends.length).toBeLessThanOrEqual(ids.length / 2);
  });

  it('with OUTBOX_LINGER_MS=0, publishes each wake-up at once: one event per send under the same trickle', async () => {
    const { gateway, sends, trickle } = await gatewayWithLinger(0);
    const ids = await trickle(30, 10);
    await gateway.get(OutboxRelay).drain();

    expect(sends.flat()).toEqual(ids);
    // A round (read, send with acks=all, delete) takes a few milliseconds here, well within the
    // gap; a busy machine may let two requests share one now and then.
    expect(sends.length).toBeGreaterThanOrEqual(20);
  });

  it('publishes rows still lingering when the gateway shuts down, rather than leaving them to the next leader', async () => {
    const { gateway, sends, trickle } = await gatewayWithLinger(1000);
    const ids = await trickle(3, 0);
    await gateway.close();
    app = undefined;

    expect(sends.flat()).toEqual(ids);
  });
});
