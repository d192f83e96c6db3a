import { Logger } from '@nestjs/common';
import { CustomTransportStrategy, MessageHandler, Server } from '@nestjs/microservices';
import Ajv, { ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { Consumer, ConsumerEvents, EachBatchPayload } from 'kafkajs';
import { lastValueFrom } from 'rxjs';
import { Counter } from 'prom-client';
import { TOPIC_SCHEMAS, TopicId, TOPICS, TopicSpec } from '@app/contracts';
import { deadLetterCopy } from '../dead-letter';
import { KafkaService } from '../kafka.service';
import { ProducedMessage, TypedProducer } from '../typed-producer.service';
import {
  ChunkControl,
  ChunkOutcome,
  Interrupted,
  processChunk,
  Stopped,
  TopicRoute,
  untilAvailable,
} from './chunk-processor';
import { ChunkEntry, KafkaBatchContext } from './kafka-batch.context';
import { PartitionCoalescer } from './partition-coalescer';

/** What a consumer service configures about its transport (see ConsumerEnv for the variables). */
export interface BatchTransportSettings {
  /** The consumer group every replica of the service joins. */
  groupId: string;
  /** Where messages that cannot be processed go, with the error in their headers. */
  deadLetterTopic: TopicSpec;
  /** Most messages in one handler call (one transaction, typically). */
  chunkSize: number;
  /** How long the group waits for a silent member before reassigning its partitions. */
  sessionTimeoutMs: number;
  /** The broker holds a fetch until this many bytes are there, or fetchMaxWaitMs has passed. */
  fetchMinBytes: number;
  fetchMaxWaitMs: number;
  /** A message failing this many times in a row, for a reason of its own, is dead-lettered. */
  maxAttempts: number;
  /** Whether an error means a dependency is out (retry until it returns) rather than bad work. */
  isTransient: (error: unknown) => boolean;
  /** Waits between retries: doubling from the first to the last. */
  retryDelayMs: { first: number; max: number };
  /** Fault injection for tests: pause between durable effects and the commit (0: never). */
  pauseBeforeCommitMs: number;
}

export interface BatchTransportCounters {
  processed: Counter<'topic'>;
  deadLettered: Counter<'topic'>;
}

/**
 * Where the transport is: `connecting` until the group is joined (again, after kafkajs restarts
 * it), `consuming`, `crashed` when kafkajs has given up for good (readiness fails), `closed`.
 */
export type BatchTransportStatus = 'connecting' | 'consuming' | 'crashed' | 'closed';

type ConsumerEventMap = { [K in keyof ConsumerEvents as ConsumerEvents[K]]: (event: unknown) => void };

/**
 * A custom Nest microservice transport that hands `@EventPattern(topic)` handlers chunks of
 * messages rather than one message at a time (Nest's own Kafka transport calls a handler per
 * message: a transaction, a publish and a commit per message). Its contract, for every consumer:
 *
 * 1. Subscribes to the topics its handlers name (base names from @app/contracts; the prefix is
 *    added), from the beginning, in the service's consumer group.
 * 2. Coalesces the per-partition batches of each fetch into chunks of up to `chunkSize` messages
 *    (PartitionCoalescer). Before any handler runs, each message is JSON-decoded and validated
 *    against its topic's JSON Schema (TOPIC_SCHEMAS); what fails goes to the dead-letter topic.
 * 3. Calls each topic's handler once per chunk with the valid payloads and a KafkaBatchContext;
 *    the handler makes its effects durable and returns what to publish (ProducedMessage[]).
 * 4. Effects first, offsets after: the chunk's results and dead letters go out in one produce
 *    request, and only then are offsets resolved, each partition its own, and committed once.
 * 5. A chunk failing for a reason of its own is redone message by message; the culprit is retried
 *    and, after `maxAttempts`, dead-lettered while the rest goes on. An outage is retried until
 *    it ends and never dead-lettered (processChunk).
 * 6. close() (on shutdown) lets the chunk in flight finish, publish and commit, then leaves the
 *    group; what was not started is fetched again by the next owner.
 * Status changes go out on `status` (Nest's status stream); health checks read it.
 */
export class KafkaBatchTransport
  extends Server<ConsumerEventMap, BatchTransportStatus>
  implements CustomTransportStrategy
{
  private readonly log = new Logger(KafkaBatchTransport.name);
  private consumer?: Consumer;
  private routes: ReadonlyMap<string, TopicRoute> = new Map();
  private readonly coalescer: PartitionCoalescer;
  private current: BatchTransportStatus = 'connecting';
  /** Work that must end before close() resolves (onClose). */
  private readonly closers: (() => Promise<void>)[] = [];

  constructor(
    private readonly kafka: KafkaService,
    private readonly producer: TypedProducer,
    private readonly counters: BatchTransportCounters,
    private readonly settings: BatchTransportSettings,
  ) {
    super();
    this.coalescer = new PartitionCoalescer(settings.chunkSize, (entries, control) =>
      this.runChunk(entries, control),
    );
    this.setStatus('connecting');
  }

  /** The last status sent on the status stream. */
  get currentStatus(): BatchTransportStatus {
    return this.current;
  }

  async listen(callback: (error?: unknown) => void): Promise<void> {
    try {
      this.prepareRoutes();
      await this.start();
      callback();
    } catch (err) {
      callback(err);
    }
  }

  async close(): Promise<void> {
    // kafkajs lets the batches in flight finish (the coalescer stops taking new chunks once
    // isRunning() is false), commits, and leaves the group.
    await this.consumer?.disconnect();
    this.setStatus('closed');
    // Each runs once, though Nest and a test may both close the transport.
    await Promise.all(this.closers.splice(0).map((closer) => closer()));
  }

  /**
   * Work that lives as long as the transport (its lag monitor) and must end before close()
   * resolves, so that the app's shutdown leaves no request of it in flight.
   */
  onClose(closer: () => Promise<void>): void {
    this.closers.push(closer);
  }

  on<K extends keyof ConsumerEventMap>(event: K, callback: ConsumerEventMap[K]): void {
    if (!this.consumer) throw new Error('KafkaBatchTransport.on() is available once the transport listens');
    this.consumer.on(event as never, callback as never);
  }

  unwrap<T>(): T {
    if (!this.consumer)
      throw new Error('KafkaBatchTransport.unwrap() is available once the transport listens');
    return this.consumer as T;
  }

  /** kafkajs's eachBatch (public for the unit specs, which drive it with fake batches). */
  eachBatch(payload: EachBatchPayload): Promise<void> {
    return this.coalescer.add(payload);
  }

  /**
   * One route per handler: its runtime topic, its schema check, and the Nest handler. Run by
   * listen(); public for the unit specs, which drive eachBatch() without a broker.
   */
  prepareRoutes(): void {
    // Fast formats: date-time and uuid by pattern, without calendar checks. The producers
    // validated every value in full; here the schema guards the shape, once per message, and the
    // full checks were a measurable share of a consumer's CPU (see docs/performance.md).
    const ajv = addFormats(new Ajv({ strict: true }), { mode: 'fast' });
    const validators = new Map<object, ValidateFunction>();
    const routes = new Map<string, TopicRoute>();
    for (const [pattern, handler] of this.getHandlers()) {
      const id = (Object.keys(TOPICS) as TopicId[]).find((t) => TOPICS[t].name === pattern);
      if (!id)
        throw new Error(`@EventPattern('${pattern}') names no topic declared in @app/contracts TOPICS`);
      if (!(id in TOPIC_SCHEMAS))
        throw new Error(`topic ${pattern} has no JSON Schema in @app/contracts TOPIC_SCHEMAS`);
      if (handler.next) throw new Error(`topic ${pattern} has more than one @EventPattern handler`);
      const schema = TOPIC_SCHEMAS[id as keyof typeof TOPIC_SCHEMAS];
      const validate = validators.get(schema) ?? ajv.compile(schema);
      validators.set(schema, validate);
      const title = (schema as { title?: string }).title ?? pattern;
      const topic = this.kafka.topic(TOPICS[id]);
      routes.set(topic, {
        topic,
        read: (entry) => readMessage(entry, validate, title),
        handle: (values, entries, heartbeat) => this.callHandler(handler, topic, values, entries, heartbeat),
      });
    }
    if (routes.size === 0)
      throw new Error('KafkaBatchTransport has no @EventPattern handlers to consume for');
    this.routes = routes;
  }

  private async start(): Promise<void> {
    const { settings } = this;
    const consumer = this.kafka.kafka.consumer({
      groupId: settings.groupId,
      allowAutoTopicCreation: false,
      minBytes: settings.fetchMinBytes,
      maxWaitTimeInMs: settings.fetchMaxWaitMs,
      sessionTimeout: settings.sessionTimeoutMs,
      heartbeatInterval: Math.max(1000, Math.floor(settings.sessionTimeoutMs / 3)),
    });
    consumer.on(consumer.events.GROUP_JOIN, () => this.setStatus('consuming'));
    consumer.on(consumer.events.CRASH, ({ payload }) => {
      this.log.error(`consumer crashed (${payload.error.message}); restart: ${payload.restart}`);
      this.setStatus(payload.restart ? 'connecting' : 'crashed');
    });
    this.consumer = consumer;
    await consumer.connect();
    await consumer.subscribe({ topics: [...this.routes.keys()], fromBeginning: true });
    // Every partition it could hold at once, so that a fetch's batches all reach the coalescer together.
    const partitions = [...this.routes.keys()]
      .map((topic) => Object.values(TOPICS).find((t) => this.kafka.topic(t) === topic)?.partitions ?? 1)
      .reduce((a, b) => a + b, 0);
    await consumer.run({
      eachBatchAutoResolve: false,
      autoCommitThreshold: 1,
      partitionsConsumedConcurrently: partitions,
      eachBatch: (payload) => this.eachBatch(payload),
    });
  }

  private async runChunk(
    entries: ChunkEntry[],
    control: { heartbeat(): Promise<void>; isRunning(): boolean },
  ): Promise<{ finished: ChunkEntry[] }> {
    const retry: ChunkControl = {
      heartbeat: () => control.heartbeat(),
      isTransient: this.settings.isTransient,
      maxAttempts: this.settings.maxAttempts,
      pause: async (attempt) => {
        const { first, max } = this.settings.retryDelayMs;
        await sleep(Math.min(max, first * 2 ** (attempt - 1)));
        if (!control.isRunning()) throw new Stopped();
        await control.heartbeat().catch((err: unknown) => {
          throw new Interrupted(err);
        });
      },
    };
    const outcome: ChunkOutcome = { finished: [], produced: [], dead: [] };
    try {
      await processChunk(entries, this.routes, retry, this.log, outcome);
    } catch (err) {
      // Stopping: what is final is published and committed below; the rest waits for the next
      // owner. Interrupted (a rebalance, say): kafkajs rejoins and fetches again; nothing is final.
      if (!(err instanceof Stopped)) throw kafkaError(err);
    }
    if (outcome.finished.length === 0) return outcome;
    // Published before any offset moves; a Kafka outage here is waited out like any other.
    try {
      await untilAvailable({ ...retry, isTransient: () => true }, this.log, () => this.publish(outcome));
    } catch (err) {
      throw kafkaError(err);
    }
    await this.faultPause(outcome.finished.length);
    return outcome;
  }

  private async publish({ finished, produced, dead }: ChunkOutcome): Promise<void> {
    await this.producer.sendBatch(produced, [
      {
        topic: this.settings.deadLetterTopic,
        messages: dead.map(({ entry, error }) => deadLetterCopy(entry.message, entry, error)),
      },
    ]);
    for (const { entry, error } of dead) {
      this.log.warn(
        `dead-lettered ${entry.topic}[${entry.partition}]@${entry.message.offset}: ${error.slice(0, 200)}`,
      );
      this.counters.deadLettered.inc({ topic: entry.topic });
    }
    const deadSet = new Set(dead.map((d) => d.entry));
    const perTopic = new Map<string, number>();
    for (const e of finished) if (!deadSet.has(e)) perTopic.set(e.topic, (perTopic.get(e.topic) ?? 0) + 1);
    for (const [topic, n] of perTopic) this.counters.processed.inc({ topic }, n);
  }

  private async callHandler(
    handler: MessageHandler,
    topic: string,
    values: unknown[],
    entries: ChunkEntry[],
    heartbeat: () => Promise<void>,
  ): Promise<ProducedMessage[]> {
    const context = new KafkaBatchContext([topic, entries, heartbeat]);
    let result: unknown;
    try {
      result = await lastValueFrom(this.transformToObservable(await handler(values, context)), {
        defaultValue: undefined,
      });
    } catch (err) {
      if (err instanceof Error) throw err;
      // Nest's default filter turned the error into a plain object and logged it: the transport
      // could no longer tell an outage from bad work.
      throw new Error(
        `a handler for ${topic} failed, but its error was replaced by an exception filter; declare the controller with @ConsumerController() so that errors reach the transport as thrown (${JSON.stringify(err)})`,
      );
    }
    return Array.isArray(result) ? (result as ProducedMessage[]) : [];
  }

  private async faultPause(count: number): Promise<void> {
    const ms = this.settings.pauseBeforeCommitMs;
    if (ms === 0 || count === 0) return;
    this.log.warn(
      `fault injection: effects of ${count} message(s) are durable; pausing ${ms} ms before committing`,
    );
    await sleep(ms);
  }

  private setStatus(status: BatchTransportStatus): void {
    this.current = status;
    this._status$.next(status);
  }
}

function readMessage(
  entry: ChunkEntry,
  validate: ValidateFunction,
  title: string,
): { value: unknown } | { error: string } {
  let value: unknown;
  try {
    value = JSON.parse(entry.message.value?.toString('utf8') ?? '');
  } catch (err) {
    return { error: `not JSON: ${(err as Error).message}` };
  }
  if (!validate(value)) {
    const why = validate.errors?.map((e) => `${e.instancePath || '/'} ${e.message}`).join('; ');
    return { error: `not a valid ${title}: ${why}` };
  }
  return { value };
}

/** The kafkajs error behind an interruption, so that kafkajs sees (and rejoins on) a rebalance. */
function kafkaError(err: unknown): unknown {
  return err instanceof Interrupted && !(err instanceof Stopped) ? err.reason : err;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
