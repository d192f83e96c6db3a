import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { CompressionTypes, Producer, TopicMessages } from 'kafkajs';
import { PayloadOf, TOPICS, TopicPayloads, TopicSpec } from '@app/contracts';
import { KafkaService } from './kafka.service';

export interface OutgoingMessage<T> {
  key: string;
  value: T;
  headers: Record<string, string>;
}

/** A message for any declared topic, its payload type checked against the topic's. */
export type ProducedMessage = {
  [T in keyof TopicPayloads]: { topic: T } & OutgoingMessage<TopicPayloads[T]>;
}[keyof TopicPayloads];

/** A message copied as it is (a dead-letter copy), to a topic given by its spec. */
export interface RawMessage {
  key: Buffer | string | null;
  value: Buffer | string | null;
  headers: Record<string, string>;
}

/**
 * Produces to the declared topics only, with the payload type the contract gives each one.
 * Idempotent producer with acks=all: a retried send never writes a message twice within a
 * producer session, and nothing counts as sent until every in-sync replica has it.
 */
@Injectable()
export class TypedProducer implements OnApplicationShutdown {
  private readonly logger = new Logger(TypedProducer.name);
  private producer?: Producer;
  private connecting?: Promise<Producer>;
  private closing = false;

  constructor(private readonly kafka: KafkaService) {}

  async send<T extends keyof TopicPayloads>(
    topic: T,
    messages: OutgoingMessage<PayloadOf<T>>[],
  ): Promise<void> {
    await this.sendBatch(messages.map((m) => ({ topic, ...m }) as ProducedMessage));
  }

  /** Raw copies of messages that could not be processed, to a dead-letter topic, with the error in headers. */
  async sendToDeadLetter(topic: TopicSpec, messages: RawMessage[]): Promise<void> {
    await this.sendBatch([], [{ topic, messages }]);
  }

  /**
   * Messages for several topics in one produce request per broker (kafkajs sendBatch), raw copies
   * included: a consumer publishes a chunk's results and dead letters together, in one round trip.
   */
  async sendBatch(
    messages: readonly ProducedMessage[],
    raw: readonly { topic: TopicSpec; messages: RawMessage[] }[] = [],
  ): Promise<void> {
    const byTopic = new Map<string, TopicMessages['messages']>();
    const add = (topic: string, message: TopicMessages['messages'][number]) => {
      const list = byTopic.get(topic);
      if (list) list.push(message);
      else byTopic.set(topic, [message]);
    };
    for (const m of messages)
      add(this.kafka.topic(TOPICS[m.topic]), {
        key: m.key,
        value: JSON.stringify(m.value),
        headers: m.headers,
      });
    for (const { topic, messages: copies } of raw) for (const m of copies) add(this.kafka.topic(topic), m);
    if (byTopic.size === 0) return;
    const producer = await this.connected();
    try {
      await producer.sendBatch({
        acks: -1,
        compression: CompressionTypes.None,
        topicMessages: [...byTopic].map(([topic, list]) => ({ topic, messages: list })),
      });
    } catch (err) {
      // After a partition leader fails over, the new leader can refuse kafkajs's next sequence
      // number for a partition ("out of order sequence number"), and kafkajs keeps that producer's
      // sequences: every later send would fail the same way, for good (seen in
      // test/faults/kafka-failover.e2e-spec.ts). A new producer (a new producer id, sequences
      // from 0) goes on; the caller's retry may write again what the old one had written, which
      // consumers deduplicate by event id (docs/operations.md#kafka-topics).
      if (lostSequence(err)) await this.renew(producer, err as Error);
      throw err;
    }
  }

  /** Drops `producer` so that the next send connects a new one. */
  private async renew(producer: Producer, err: Error): Promise<void> {
    if (this.producer !== producer) return;
    this.logger.warn(`Kafka producer out of step with the brokers (${err.message}); starting a new one`);
    this.producer = undefined;
    this.connecting = undefined;
    await producer.disconnect().catch(() => undefined);
  }

  async onApplicationShutdown(): Promise<void> {
    this.closing = true;
    await this.producer?.disconnect().catch(() => undefined);
  }

  private connected(): Promise<Producer> {
    if (this.producer) return Promise.resolve(this.producer);
    this.connecting ??= (async () => {
      const producer = this.kafka.kafka.producer({
        idempotent: true,
        maxInFlightRequests: 1,
        allowAutoTopicCreation: false,
        retry: { retries: 2, initialRetryTime: 100, maxRetryTime: 1000 },
      });
      try {
        await producer.connect();
      } catch (err) {
        this.connecting = undefined;
        throw err;
      }
      producer.on(producer.events.DISCONNECT, () => {
        if (!this.closing) this.logger.warn('Kafka producer disconnected');
      });
      this.producer = producer;
      return producer;
    })();
    return this.connecting;
  }
}

/** The broker lost or refused this producer's sequence numbers: only a new producer id goes on. */
function lostSequence(err: unknown): boolean {
  const seen = new Set<unknown>();
  const pending = [err];
  while (pending.length > 0) {
    const e = pending.pop() as { type?: string; cause?: unknown; errors?: unknown[] } | undefined;
    if (!e || typeof e !== 'object' || seen.has(e)) continue;
    seen.add(e);
    if (e.type === 'OUT_OF_ORDER_SEQUENCE_NUMBER' || e.type === 'UNKNOWN_PRODUCER_ID') return true;
    pending.push(e.cause, ...(Array.isArray(e.errors) ? e.errors : []));
  }
  return false;
}
