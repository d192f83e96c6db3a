import { KafkaMessage } from 'kafkajs';
import { MESSAGE_HEADERS } from '@app/contracts';

/**
 * The dead-letter copy of a message: its key, value and original headers (event id, type,
 * version, traceparent) as they were, plus why it failed and where it came from.
 */
export function deadLetterCopy(
  message: KafkaMessage,
  source: { topic: string; partition: number },
  error: string,
): { key: Buffer | null; value: Buffer | null; headers: Record<string, string> } {
  const original = Object.fromEntries(
    Object.entries(message.headers ?? {}).flatMap(([name, value]) =>
      value === undefined ? [] : [[name, String(value)]],
    ),
  );
  return {
    key: message.key,
    value: message.value,
    headers: {
      ...original,
      [MESSAGE_HEADERS.error]: error.slice(0, 1000),
      [MESSAGE_HEADERS.sourceTopic]: source.topic,
      [MESSAGE_HEADERS.sourcePartition]: String(source.partition),
      [MESSAGE_HEADERS.sourceOffset]: message.offset,
    },
  };
}
