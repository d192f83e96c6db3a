/** Kafka message headers every platform message carries (docs/kafka-contracts.md#headers). */
export const MESSAGE_HEADERS = {
  eventId: 'event-id',
  type: 'event-type',
  schemaVersion: 'schema-version',
  traceparent: 'traceparent',
  /** On dead-letter topics: why, and where the message came from. */
  error: 'dlq-error',
  sourceTopic: 'dlq-source-topic',
  sourcePartition: 'dlq-source-partition',
  sourceOffset: 'dlq-source-offset',
} as const;
