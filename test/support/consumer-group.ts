import { randomUUID } from 'node:crypto';

/**
 * Jest loads support modules once per spec file, so this id is the spec file's own. Consumers
 * started by different spec files then sit in different consumer groups: one file's consumers
 * starting and stopping never makes another's group rebalance.
 */
const SPEC_ID = randomUUID().slice(0, 8);

/** The consumer group a service started by this spec file joins (unless the test overrides it). */
export function specConsumerGroup(
  service: 'attribution' | 'report-projection' | 'webhook-dispatcher',
  topicPrefix = process.env.KAFKA_TOPIC_PREFIX ?? '',
): string {
  return `${topicPrefix}${service}.${SPEC_ID}`;
}
