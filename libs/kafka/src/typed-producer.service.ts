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
 * Idempotent producer with acks=all: kafkajs's retries within a send never write a message twice,
 * and nothing counts as sent until every in-sync replica has it. A send that fails ends the
 * producer session (see sendBatch): the caller's retry may write a message again, never drop it.
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
      // A send that failed may still have been written: kafkajs then takes its sequence numbers
      // back, and the next send of this producer would reuse them for other messages. The broker
      // takes a batch with the sequences of one it already has for a repeat, acknowledges it and
      // drops it (a chunk of 497 decisions lost after a node's crash in
      // test/faults/kafka-failover.e2e-spec.ts), or refuses it as out of order for good, as kafkajs
      // keeps those sequences. So every failed send ends this producer, and the caller's retry
      // goes out under a new producer id: what was written may be written again, never dropped,
      // and consumers deduplicate it by event id (docs/operations.md#kafka-topics). kafkajs's own
      // retries within one send repeat the same batches and keep the producer id.
      await this.renew(producer, err as Error);
      throw err;
    }
  }

  /** Drops `producer` so that the next send connects a new one (a new producer id, sequences from 0). */
  private async renew(producer: Producer, err: Error): Promise<void> {
    if (this.producer !== producer) return;
    this.logger.warn(`Kafka send failed (${err.message}); the next one goes out under a new producer id`);
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
