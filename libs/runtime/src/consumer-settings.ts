import { ConsumerEnv } from '@app/config';
import { ConsumerSettings } from '@app/kafka';

/**
 * A consumer service's settings from its validated environment: its group (the service's name
 * under the topic prefix unless KAFKA_CONSUMER_GROUP says otherwise) and its chunk size.
 */
export function consumerSettings(env: ConsumerEnv, service: string, batchSize: number): ConsumerSettings {
  return {
    groupId: env.KAFKA_CONSUMER_GROUP || `${env.KAFKA_TOPIC_PREFIX}${service}`,
    batchSize,
    sessionTimeoutMs: env.KAFKA_SESSION_TIMEOUT_MS,
    partitionsConcurrency: env.KAFKA_PARTITIONS_CONCURRENCY,
    pauseBeforeCommitMs: env.FAULT_PAUSE_BEFORE_COMMIT_MS,
  };
}
