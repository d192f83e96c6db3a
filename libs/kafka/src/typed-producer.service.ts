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
 * acks=all: nothing counts as sent until every in-sync replica has it. A send is one attempt,
 * never retried inside kafkajs (see connected()), and a send that fails ends the producer (see
 * sendBatch): the caller's retry of the whole batch may write a message again, never drop it, and
 * consumers deduplicate by event id.
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
      // The batch may be written in part or in whole. The caller sends it again whole; this
      // producer is dropped first, so the retry starts from fresh connections and metadata. (With
      // kafkajs's idempotence, which the platform no longer uses, a failed send also gave back
      // sequence numbers the broker may have written, and the next batch reusing them was
      // dropped: docs/operations.md#kafka-failover.)
      await this.renew(producer, err as Error);
      throw err;
    }
  }

  /** Drops `producer` so that the next send connects a new one. */
  private async renew(producer: Producer, err: Error): Promise<void> {
    if (this.producer !== producer) return;
    this.logger.warn(`Kafka send failed (${err.message}); the next one goes out through a new producer`);
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
      // Each send is one attempt; a failed one renews the producer and the caller retries the
      // whole batch. kafkajs's own retry within a send is off because it can drop messages: it
      // remembers which brokers answered the first attempt and sends the retry only to the
      // others, so the messages of a partition whose leader moved (a node's crash) to a broker
      // that had answered are never sent, and the send resolves (tulios/kafkajs#1303; seen in
      // test/faults/kafka-failover.e2e-spec.ts, docs/operations.md#kafka-failover). kafkajs
      // refuses idempotence without its retries, and idempotence only served those retries:
      // what the caller's retry writes twice, consumers deduplicate by event id. One request in
      // flight per broker keeps each partition's order.
      const producer = this.kafka.kafka.producer({
        idempotent: false,
        maxInFlightRequests: 1,
        allowAutoTopicCreation: false,
        retry: { retries: 0 },
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
