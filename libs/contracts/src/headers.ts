/** Kafka message headers every platform message carries (DESIGN.md section 6). */
export const MESSAGE_HEADERS = {
  eventId: 'event-id',
  type: 'event-type',
  schemaVersion: 'schema-version',
  traceparent: 'traceparent',
  error: 'dlq-error',
} as const;
