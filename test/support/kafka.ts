import { Kafka, logLevel } from 'kafkajs';
import { randomUUID } from 'node:crypto';

export interface ConsumedMessage {
  key: string;
  value: Record<string, unknown>;
  headers: Record<string, string>;
  partition: number;
  offset: string;
}

/**
 * Reads a topic from the beginning until `done` says enough was seen (or the timeout passes),
 * with a throwaway consumer group, and returns every message read.
 */
export async function consumeUntil(
  brokers: string,
  topic: string,
  done: (messages: ConsumedMessage[]) => boolean,
  timeoutMs = 20_000,
): Promise<ConsumedMessage[]> {
  const kafka = new Kafka({
    clientId: 'test-reader',
    brokers: brokers.split(','),
    logLevel: logLevel.NOTHING,
  });
  const consumer = kafka.consumer({ groupId: `test-reader-${randomUUID()}` });
  const messages: ConsumedMessage[] = [];
  await consumer.connect();
  try {
    await consumer.subscribe({ topic, fromBeginning: true });
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      void consumer.run({
        eachMessage: async ({ message, partition }) => {
          messages.push({
            key: message.key?.toString() ?? '',
            value: JSON.parse(message.value?.toString() ?? 'null'),
            headers: Object.fromEntries(
              Object.entries(message.headers ?? {}).map(([k, v]) => [k, String(v)]),
            ),
            partition,
            offset: message.offset,
          });
          if (done(messages)) {
            clearTimeout(timer);
            resolve();
          }
        },
      });
    });
  } finally {
    await consumer.disconnect();
  }
  return messages;
}
