import { INestMicroservice, Logger } from '@nestjs/common';
import { Ctx, EventPattern, Payload } from '@nestjs/microservices';
import { Test } from '@nestjs/testing';
import { EachBatchPayload, KafkaMessage } from 'kafkajs';
import { randomUUID } from 'node:crypto';
import { Counter, Registry } from 'prom-client';
import { AttributionDecisionV1, RecordedEventV1, TOPICS, TopicSpec } from '@app/contracts';
import { KafkaService } from '../kafka.service';
import { ProducedMessage, RawMessage, TypedProducer } from '../typed-producer.service';
import { ConsumerController } from './consumer-controller.decorator';
import { KafkaBatchContext } from './kafka-batch.context';
import { BatchTransportSettings, KafkaBatchTransport } from './kafka-batch.transport';

/**
 * The batch transport driven the way kafkajs drives it (eachBatch, once per partition of a fetch,
 * all at once), with real Nest @EventPattern handlers and fake Kafka ends: what reaches the
 * handlers, what is published and dead-lettered, and when offsets move.
 */

const PREFIX = 'spec.';
const RECORDED = `${PREFIX}${TOPICS.recordedEvents.name}`;
const DECISIONS = `${PREFIX}${TOPICS.attributionDecisions.name}`;

class Transient extends Error {
  code = 'ECONNREFUSED';
}

/** Everything observable, in the order it happened. */
let log: string[];
/** What the handlers do; each test sets it. */
let behaviour: (values: RecordedEventV1[]) => Promise<void>;
let handled: { topic: string; externalIds: string[]; offsets: string[] }[];

@ConsumerController()
class SpecController {
  @EventPattern(TOPICS.recordedEvents.name)
  async recorded(
    @Payload() events: RecordedEventV1[],
    @Ctx() context: KafkaBatchContext,
  ): Promise<ProducedMessage[]> {
    await behaviour(events);
    handled.push({
      topic: context.getTopic(),
      externalIds: events.map((e) => e.externalId),
      offsets: context.getEntries().map((e) => `${e.partition}@${e.message.offset}`),
    });
    log.push(`handled ${events.map((e) => e.externalId).join(',')}`);
    return events.map((e) => ({
      topic: 'conversions',
      key: e.externalId,
      value: decisionOf(e),
      headers: {},
    }));
  }

  @EventPattern(TOPICS.attributionDecisions.name)
  decided(@Payload() decisions: AttributionDecisionV1[], @Ctx() context: KafkaBatchContext): void {
    handled.push({
      topic: context.getTopic(),
      externalIds: decisions.map((d) => d.externalId),
      offsets: context.getEntries().map((e) => `${e.partition}@${e.message.offset}`),
    });
  }
}

function recorded(externalId: string): RecordedEventV1 {
  const now = new Date().toISOString();
  return {
    eventId: randomUUID(),
    workspaceId: randomUUID(),
    externalId,
    name: 'order_paid',
    occurredAt: now,
    receivedAt: now,
    contactId: 'contact',
    campaignId: 'spring',
    valueMinor: '100',
    currency: 'EUR',
  };
}

function decisionOf(e: RecordedEventV1): AttributionDecisionV1 {
  return {
    ...e,
    counted: true,
    reason: 'counted',
    message: 'Counted.',
    decidedAt: e.receivedAt,
  };
}

/** A kafkajs batch of one partition whose messages carry these values (objects are JSON-encoded). */
function batch(topic: string, partition: number, firstOffset: number, values: unknown[]) {
  let running = true;
  const payload = {
    batch: {
      topic,
      partition,
      messages: values.map((value, i): KafkaMessage => ({
        key: Buffer.from('k'),
        value: Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)),
        offset: String(firstOffset + i),
        timestamp: '0',
        attributes: 0,
        headers: { 'event-id': `e${i}` },
      })),
    },
    resolveOffset: (offset: string) => log.push(`resolve ${partition}@${offset}`),
    commitOffsetsIfNecessary: async () => {
      log.push('commit');
    },
    heartbeat: async () => undefined,
    isRunning: () => running,
    isStale: () => false,
  } as unknown as EachBatchPayload;
  return { payload, stop: () => (running = false) };
}

describe('KafkaBatchTransport', () => {
  let app: INestMicroservice;
  let transport: KafkaBatchTransport;
  let published: { topic: string; key: string }[];
  let deadLetters: { value: string; error: string; offset: string }[];
  let publishFailures: number;

  async function start(settings: Partial<BatchTransportSettings> = {}): Promise<void> {
    const kafka = { topic: (spec: TopicSpec) => `${PREFIX}${spec.name}` } as unknown as KafkaService;
    const producer = {
      sendBatch: async (messages: ProducedMessage[], raw: { topic: TopicSpec; messages: RawMessage[] }[]) => {
        if (publishFailures > 0) {
          publishFailures--;
          log.push('publish failed');
          throw new Error('broker unreachable');
        }
        log.push(`publish ${messages.length}+${raw.reduce((n, r) => n + r.messages.length, 0)}`);
        for (const m of messages) published.push({ topic: m.topic, key: m.key });
        for (const m of raw.flatMap((r) => r.messages))
          deadLetters.push({
            value: String(m.value),
            error: m.headers['dlq-error'],
            offset: m.headers['dlq-source-offset'],
          });
      },
    } as unknown as TypedProducer;
    const registry = new Registry();
    const counter = (name: string) =>
      new Counter({ name, help: name, labelNames: ['topic'], registers: [registry] });
    transport = new KafkaBatchTransport(
      kafka,
      producer,
      { processed: counter('processed'), deadLettered: counter('dead') },
      {
        groupId: 'spec',
        deadLetterTopic: TOPICS.attributionDeadLetter,
        chunkSize: 100,
        sessionTimeoutMs: 10_000,
        fetchMinBytes: 1,
        fetchMaxWaitMs: 100,
        maxAttempts: 3,
        isTransient: (err) => err instanceof Transient,
        retryDelayMs: { first: 1, max: 4 },
        pauseBeforeCommitMs: 0,
        ...settings,
      },
    );
    const moduleRef = await Test.createTestingModule({ controllers: [SpecController] }).compile();
    app = moduleRef.createNestMicroservice({ strategy: transport, logger: false });
    await app.init();
    transport.prepareRoutes();
  }

  beforeEach(() => {
    log = [];
    handled = [];
    published = [];
    deadLetters = [];
    publishFailures = 0;
    behaviour = async () => undefined;
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });
  afterEach(async () => {
    await app?.close();
    jest.restoreAllMocks();
  });

  it("hands each topic's messages to the @EventPattern handler of that topic", async () => {
    await start();
    await Promise.all([
      transport.eachBatch(batch(RECORDED, 0, 0, [recorded('a'), recorded('b')]).payload),
      transport.eachBatch(batch(DECISIONS, 0, 0, [decisionOf(recorded('c'))]).payload),
    ]);
    expect(handled).toEqual([
      { topic: RECORDED, externalIds: ['a', 'b'], offsets: ['0@0', '0@1'] },
      { topic: DECISIONS, externalIds: ['c'], offsets: ['0@0'] },
    ]);
  });

  it('validates every message against its topic schema first: unreadable ones are dead-lettered, never handled', async () => {
    await start();
    const invalid = { ...recorded('no-currency'), currency: 'euro' };
    await transport.eachBatch(
      batch(RECORDED, 2, 40, [recorded('a'), 'not json {', invalid, recorded('b')]).payload,
    );
    expect(handled.map((h) => h.externalIds)).toEqual([['a', 'b']]);
    expect(deadLetters).toEqual([
      expect.objectContaining({
        value: 'not json {',
        offset: '41',
        error: expect.stringMatching(/^not JSON/),
      }),
      expect.objectContaining({
        offset: '42',
        error: expect.stringMatching(/^not a valid RecordedEventV1: \/currency must match pattern/),
      }),
    ]);
    expect(log).toEqual(['handled a,b', 'publish 2+2', 'resolve 2@43', 'commit']);
  });

  it('redoes a failing chunk one message at a time: only the culprit is retried, then dead-lettered', async () => {
    await start();
    let calls = 0;
    behaviour = async (events) => {
      calls++;
      if (events.some((e) => e.externalId === 'poison')) throw new TypeError('cannot read the campaign');
    };
    await transport.eachBatch(
      batch(RECORDED, 0, 0, [recorded('a'), recorded('poison'), recorded('b')]).payload,
    );
    // The chunk, then a, then poison three times, then b.
    expect(calls).toBe(6);
    expect(handled.map((h) => h.externalIds)).toEqual([['a'], ['b']]);
    expect(deadLetters).toEqual([
      expect.objectContaining({ offset: '1', error: 'failed 3 times: cannot read the campaign' }),
    ]);
    expect(published.map((p) => p.key)).toEqual(['a', 'b']);
    expect(log.slice(-3)).toEqual(['publish 2+1', 'resolve 0@2', 'commit']);
  });

  it('retries an outage until it ends, without using up any message’s attempts', async () => {
    await start();
    let failures = 7; // more than maxAttempts (3)
    behaviour = async () => {
      if (failures-- > 0) throw new Transient('connect ECONNREFUSED 127.0.0.1:5432');
    };
    await transport.eachBatch(batch(RECORDED, 0, 0, [recorded('a'), recorded('b')]).payload);
    expect(failures).toBe(-1);
    expect(deadLetters).toEqual([]);
    // Still one chunk: an outage is not a reason to go one by one.
    expect(handled.map((h) => h.externalIds)).toEqual([['a', 'b']]);
    expect(log).toEqual(['handled a,b', 'publish 2+0', 'resolve 0@1', 'commit']);
  });

  it("resolves offsets only after the handler's effects and the publish (a failed publish is retried first)", async () => {
    await start();
    publishFailures = 2;
    await transport.eachBatch(batch(RECORDED, 5, 7, [recorded('a')]).payload);
    expect(log).toEqual([
      'handled a',
      'publish failed',
      'publish failed',
      'publish 1+0',
      'resolve 5@7',
      'commit',
    ]);
  });

  it('coalesces the partitions of one fetch into one chunk; each resolves its own offsets; one commit', async () => {
    await start();
    await Promise.all([
      transport.eachBatch(batch(RECORDED, 0, 10, [recorded('p0a'), recorded('p0b')]).payload),
      transport.eachBatch(batch(RECORDED, 1, 5, [recorded('p1a')]).payload),
      transport.eachBatch(batch(RECORDED, 2, 7, [recorded('p2a'), recorded('p2b'), recorded('p2c')]).payload),
    ]);
    expect(handled).toEqual([
      {
        topic: RECORDED,
        externalIds: ['p0a', 'p0b', 'p1a', 'p2a', 'p2b', 'p2c'],
        offsets: ['0@10', '0@11', '1@5', '2@7', '2@8', '2@9'],
      },
    ]);
    expect(log).toEqual([
      'handled p0a,p0b,p1a,p2a,p2b,p2c',
      'publish 6+0',
      'resolve 0@11',
      'resolve 1@5',
      'resolve 2@9',
      'commit',
    ]);
  });

  it('splits what is fetched into chunks of chunkSize, each finished and committed before the next', async () => {
    await start({ chunkSize: 2 });
    await Promise.all([
      transport.eachBatch(batch(RECORDED, 0, 0, [recorded('a'), recorded('b'), recorded('c')]).payload),
      transport.eachBatch(batch(RECORDED, 1, 0, [recorded('d')]).payload),
    ]);
    expect(log).toEqual([
      'handled a,b',
      'publish 2+0',
      'resolve 0@1',
      'commit',
      'handled c,d',
      'publish 2+0',
      'resolve 0@2',
      'resolve 1@0',
      'commit',
    ]);
  });

  it('a rebalance during an outage gives the chunk back to kafkajs as it is: nothing redone one by one, resolved or dead-lettered', async () => {
    await start();
    let calls = 0;
    behaviour = async () => {
      calls++;
      throw new Transient('connect ECONNREFUSED 127.0.0.1:5432');
    };
    const fetched = batch(RECORDED, 0, 0, [recorded('a'), recorded('b')]);
    const rebalancing = Object.assign(new Error('The group is rebalancing, so a rejoin is needed'), {
      type: 'REBALANCE_IN_PROGRESS',
    });
    fetched.payload.heartbeat = async () => {
      throw rebalancing;
    };
    await expect(transport.eachBatch(fetched.payload)).rejects.toBe(rebalancing);
    expect(calls).toBe(1);
    expect({ log, deadLetters }).toEqual({ log: [], deadLetters: [] });
  });

  it('on shutdown finishes the chunk in hand and leaves the rest unresolved', async () => {
    await start({ chunkSize: 1 });
    const fetched = batch(RECORDED, 0, 0, [recorded('a'), recorded('b'), recorded('c')]);
    behaviour = async () => {
      fetched.stop();
    };
    await transport.eachBatch(fetched.payload);
    expect(log).toEqual(['handled a', 'publish 1+0', 'resolve 0@0', 'commit']);
  });

  it('resolves close() only once the work registered with onClose has ended', async () => {
    await start();
    let finish!: () => void;
    const events: string[] = [];
    transport.onClose(async () => {
      events.push(`closer sees ${transport.currentStatus}`);
      await new Promise<void>((resolve) => (finish = resolve));
      events.push('closer done');
    });
    const closing = transport.close().then(() => events.push('closed'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(events).toEqual(['closer sees closed']);
    finish();
    await closing;
    expect(events).toEqual(['closer sees closed', 'closer done', 'closed']);
  });

  it('refuses a handler for a topic the contracts do not declare', async () => {
    await start();
    transport.addHandler('orders.v1', async () => undefined, true);
    expect(() => transport.prepareRoutes()).toThrow(
      "@EventPattern('orders.v1') names no topic declared in @app/contracts TOPICS",
    );
  });
});
