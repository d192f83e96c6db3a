import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { CompressionTypes, Producer } from 'kafkajs';
import { PayloadOf, TOPICS, TopicPayloads, TopicSpec } from '@app/contracts';
import { KafkaService } from './kafka.service';

export interface OutgoingMessage<T> {
  key: string;
  value: T;
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
    if (messages.length === 0) return;
    const producer = await this.connected();
    await producer.send({
      topic: this.kafka.topic(TOPICS[topic]),
      acks: -1,
      compression: CompressionTypes.None,
      messages: messages.map((m) => ({ key: m.key, value: JSON.stringify(m.value), headers: m.headers })),
    });
  }

  /** Raw copies of messages that could not be processed, to a dead-letter topic, with the error in headers. */
  async sendToDeadLetter(
    topic: TopicSpec,
    messages: {
      key: Buffer | string | null;
      value: Buffer | string | null;
      headers: Record<string, string>;
    }[],
  ): Promise<void> {
    if (messages.length === 0) return;
    const producer = await this.connected();
    await producer.send({ topic: this.kafka.topic(topic), acks: -1, messages });
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
