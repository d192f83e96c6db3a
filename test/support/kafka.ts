import { Kafka, logLevel } from 'kafkajs';
import { randomUUID } from 'node:crypto';

export interface ConsumedMessage {
  key: string;
  value: Record<string, unknown>;
  headers: Record<string, string>;
  partition: number;
  offset: string;
}

/** Each partition of a topic with its low and high offsets now, from the broker's admin API. */
export async function topicOffsets(
  brokers: string,
  topic: string,
): Promise<{ partition: number; low: string; high: string }[]> {
  const admin = new Kafka({
    clientId: 'test-reader',
    brokers: brokers.split(','),
    logLevel: logLevel.NOTHING,
  }).admin();
  await admin.connect();
  try {
    return await admin.fetchTopicOffsets(topic);
  } finally {
    await admin.disconnect();
  }
}

/** Where each partition of a topic ends now: read from there to see only what comes after. */
export async function topicEnds(
  brokers: string,
  topic: string,
): Promise<{ partition: number; offset: string }[]> {
  return (await topicOffsets(brokers, topic)).map((p) => ({ partition: p.partition, offset: p.high }));
}

/**
 * Reads a topic from the beginning (or from `startAt`, e.g. topicEnds() taken before the test
 * wrote: a topic every spec of a run writes to is long late in the run) until `done` says enough
 * was seen (or the timeout passes), with a throwaway consumer group, and returns every message read.
 */
export async function consumeUntil(
  brokers: string,
  topic: string,
  done: (messages: ConsumedMessage[]) => boolean,
  timeoutMs = 20_000,
  startAt: { partition: number; offset: string }[] = [],
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
      for (const { partition, offset } of startAt) consumer.seek({ topic, partition, offset });
    });
  } finally {
    await consumer.disconnect();
  }
  return messages;
}
