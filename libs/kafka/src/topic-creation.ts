import { ITopicConfig } from 'kafkajs';
import { TopicSpec } from '@app/contracts';

/** How the topics the platform creates are replicated; 0 leaves the broker's own default. */
export interface TopicReplication {
  /** Replicas of each partition (the broker's `default.replication.factor` when 0). */
  replicationFactor: number;
  /** The topic's `min.insync.replicas` (the broker's `min.insync.replicas` when 0). */
  minInsyncReplicas: number;
}

/**
 * The createTopics entry of one declared topic under `name` (its prefixed name): its partitions
 * and retention from @app/contracts, and its replication from the deployment's settings.
 *
 * With the producers' acks=all, a write is acknowledged once `min.insync.replicas` replicas have
 * it: 3 replicas and 2 in sync (deploy/) let one broker fail without refusing or losing a write.
 * A topic's own setting is written only when one is asked for, so that a broker's default keeps
 * applying otherwise (docs/operations.md#kafka-topics).
 */
export function topicCreation(spec: TopicSpec, name: string, replication: TopicReplication): ITopicConfig {
  const { replicationFactor, minInsyncReplicas } = replication;
  if (replicationFactor > 0 && minInsyncReplicas > replicationFactor) {
    throw new Error(
      `KAFKA_TOPIC_MIN_INSYNC_REPLICAS (${minInsyncReplicas}) is more than KAFKA_TOPIC_REPLICATION_FACTOR ` +
        `(${replicationFactor}): no write with acks=all could ever succeed; lower it to ${replicationFactor} or less`,
    );
  }
  const configEntries = [
    ...(spec.retentionMs ? [{ name: 'retention.ms', value: String(spec.retentionMs) }] : []),
    ...(minInsyncReplicas > 0 ? [{ name: 'min.insync.replicas', value: String(minInsyncReplicas) }] : []),
  ];
  return {
    topic: name,
    numPartitions: spec.partitions,
    replicationFactor: replicationFactor > 0 ? replicationFactor : -1,
    configEntries,
  };
}
