import { Kafka, logLevel } from 'kafkajs';
import { until } from './wait';

/**
 * Replays topics to a consumer group from offset 0, as an operator would after an incident: the
 * group's consumer is stopped, its committed offsets reset to the earliest, then it is started
 * again, and this waits until it has consumed every topic to the end it had when reset (so a spec
 * can then assert that the replay changed nothing). Returns what `start` returned.
 */
export async function replayFromStart<T>(options: {
  brokers: string[];
  groupId: string;
  /** Runtime topic names (with the run's prefix). */
  topics: string[];
  stop: () => Promise<void>;
  start: () => Promise<T>;
  timeoutMs?: number;
}): Promise<T> {
  const { groupId, topics } = options;
  await options.stop();
  const admin = new Kafka({
    clientId: 'rewind',
    brokers: options.brokers,
    logLevel: logLevel.NOTHING,
  }).admin();
  await admin.connect();
  try {
    // (kafkajs resets through a consumer of its own, about 5 s per topic)
    for (const topic of topics) await admin.resetOffsets({ groupId, topic, earliest: true });
    const ends = await Promise.all(
      topics.map(async (topic) => ({ topic, offsets: await admin.fetchTopicOffsets(topic) })),
    );
    const started = await options.start();
    await until(
      async () => admin.fetchOffsets({ groupId, topics }),
      (committed) =>
        committed.every((t) => {
          const end = ends.find((e) => e.topic === t.topic)?.offsets ?? [];
          // A partition is caught up when the committed offset reached its end (an empty one has
          // no commit, -1, or the "earliest" marker the reset left, -2, with an end of 0).
          return t.partitions.every((p) => {
            const high = end.find((e) => e.partition === p.partition)?.high ?? '0';
            return p.offset === high || (high === '0' && (p.offset === '-1' || p.offset === '-2'));
          });
        }),
      options.timeoutMs ?? 60_000,
    );
    return started;
  } finally {
    await admin.disconnect();
  }
}
