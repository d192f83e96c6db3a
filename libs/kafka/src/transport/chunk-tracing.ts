import { context, trace } from '@opentelemetry/api';
import { KafkaMessage } from 'kafkajs';
import { MESSAGE_HEADERS } from '@app/contracts';
import {
  endSpan,
  linksTo,
  platformTracer,
  SpanKind,
  startItemSpans,
  tracingEnabled,
} from '@app/observability';
import { ChunkEntry } from './kafka-batch.context';

/** Each message's process span, while its chunk runs: what it produces continues from there. */
const processSpans = new WeakMap<KafkaMessage, string>();

/**
 * The traceparent a handler puts on what it produces from a message, or stores with it: with
 * tracing on, that of the message's process span (a child of the message's own traceparent), so
 * the next service's spans join the same trace under this one; otherwise the message's
 * `traceparent` header as it came (docs/operations.md#traces).
 */
export function messageTraceparent(entry: ChunkEntry): string | undefined {
  return (tracingEnabled() && processSpans.get(entry.message)) || headerTraceparent(entry);
}

function headerTraceparent(entry: ChunkEntry): string | undefined {
  return entry.message.headers?.[MESSAGE_HEADERS.traceparent]?.toString();
}

/**
 * Runs a chunk's work in its spans (docs/operations.md#traces): one span for the chunk, linked to
 * every message's traceparent (the chunk's own queries are its children), and per message a short
 * process span whose parent is the message's traceparent, so that each message's trace goes on
 * through this service. `failed` names the entries that ended up dead-lettered. With tracing off,
 * only `work` runs.
 */
export async function traceChunk<T>(
  entries: ChunkEntry[],
  failed: () => Iterable<{ entry: ChunkEntry; error: string }>,
  work: () => Promise<T>,
): Promise<T> {
  if (!tracingEnabled()) return work();
  const topics = [...new Set(entries.map((e) => e.topic))].join(',');
  const chunk = platformTracer().startSpan(`process ${topics}`, {
    kind: SpanKind.CONSUMER,
    links: linksTo(entries.map(headerTraceparent)),
    attributes: {
      'messaging.system': 'kafka',
      'messaging.operation.type': 'process',
      'messaging.destination.name': topics,
      'messaging.batch.message_count': entries.length,
    },
  });
  const each = startItemSpans(
    (i) => `process ${entries[i].topic}`,
    SpanKind.CONSUMER,
    entries.map(headerTraceparent),
    (i) => ({
      'messaging.system': 'kafka',
      'messaging.operation.type': 'process',
      'messaging.destination.name': entries[i].topic,
      'messaging.destination.partition.id': String(entries[i].partition),
      'messaging.kafka.offset': Number(entries[i].message.offset),
    }),
  );
  entries.forEach((entry, i) => processSpans.set(entry.message, each.traceparents[i]));
  let error: unknown;
  try {
    return await context.with(trace.setSpan(context.active(), chunk), work);
  } catch (err) {
    error = err;
    throw err;
  } finally {
    const dead = new Map<ChunkEntry, string>();
    for (const d of failed()) dead.set(d.entry, d.error);
    entries.forEach((entry, i) => {
      processSpans.delete(entry.message);
      const why = dead.get(entry);
      endSpan(each.spans[i], why !== undefined ? new Error(`dead-lettered: ${why}`) : error);
    });
    endSpan(chunk, error);
  }
}
