import { Logger } from '@nestjs/common';
import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import { NodeSDK, tracing } from '@opentelemetry/sdk-node';
import { KafkaMessage } from 'kafkajs';
import { markTracingEnabled } from '@app/observability';
import { ChunkControl, ChunkOutcome, processChunk, TopicRoute } from './chunk-processor';
import { messageTraceparent } from './chunk-tracing';
import { ChunkEntry } from './kafka-batch.context';

const exporter = new tracing.InMemorySpanExporter();
const processor = new tracing.SimpleSpanProcessor(exporter);
const sdk = new NodeSDK({
  spanProcessors: [processor],
  instrumentations: [],
  logRecordProcessors: [],
});

const A = { traceId: 'a'.repeat(32), spanId: '1'.repeat(16) };
const B = { traceId: 'b'.repeat(32), spanId: '2'.repeat(16) };

function entry(offset: number, traceparent?: string, value = '{}'): ChunkEntry {
  const message = {
    offset: String(offset),
    value: Buffer.from(value),
    headers: traceparent ? { traceparent: Buffer.from(traceparent) } : {},
  } as unknown as KafkaMessage;
  return { topic: 'recorded', partition: 0, message };
}

const control: ChunkControl = {
  heartbeat: async () => undefined,
  isTransient: () => false,
  maxAttempts: 1,
  pause: async () => undefined,
};

/**
 * The batch transport's spans with tracing on (docs/operations.md#traces), on the SDK with an
 * in-memory exporter: one chunk span linked to every message's traceparent, a process span per
 * message under its own traceparent, and what a handler forwards is that span's traceparent.
 */
describe('chunk tracing', () => {
  beforeAll(() => {
    sdk.start();
    markTracingEnabled();
  });
  afterAll(() => sdk.shutdown());
  // Spans exported late by the previous test are not this one's.
  beforeEach(() => processor.forceFlush());
  beforeEach(() => exporter.reset());

  it('runs the chunk in a span linked to each message and each message in a span under its traceparent', async () => {
    const entries = [
      entry(1, `00-${A.traceId}-${A.spanId}-01`),
      entry(2, `00-${B.traceId}-${B.spanId}-01`),
      entry(3),
    ];
    const forwarded: (string | undefined)[] = [];
    const route: TopicRoute = {
      topic: 'recorded',
      read: () => ({ value: {} }),
      handle: async (_values, handled) => {
        forwarded.push(...handled.map(messageTraceparent));
        return [];
      },
    };
    const outcome: ChunkOutcome = { finished: [], produced: [], dead: [] };
    await processChunk(entries, new Map([['recorded', route]]), control, new Logger('spec'), outcome);
    // The processor exports once the resource's detected attributes are in.
    await processor.forceFlush();

    const spans = exporter.getFinishedSpans();
    const chunk = spans.filter((s) => s.links.length > 0);
    expect(chunk).toHaveLength(1);
    expect(chunk[0].kind).toBe(SpanKind.CONSUMER);
    expect(chunk[0].links.map((l) => l.context.spanId)).toEqual([A.spanId, B.spanId]);
    expect(chunk[0].attributes['messaging.batch.message_count']).toBe(3);

    const each = spans.filter((s) => s.links.length === 0);
    expect(each.map((s) => s.name)).toEqual(['process recorded', 'process recorded', 'process recorded']);
    expect(each.map((s) => s.attributes['messaging.kafka.offset'])).toEqual([1, 2, 3]);
    expect(each.slice(0, 2).map((s) => [s.spanContext().traceId, s.parentSpanContext?.spanId])).toEqual([
      [A.traceId, A.spanId],
      [B.traceId, B.spanId],
    ]);
    // A message without a traceparent starts a trace of its own.
    expect(each[2].parentSpanContext).toBeUndefined();
    expect([A.traceId, B.traceId]).not.toContain(each[2].spanContext().traceId);
    // What the handler forwards continues from each message's own process span.
    expect(forwarded).toEqual(each.map((s) => `00-${s.spanContext().traceId}-${s.spanContext().spanId}-01`));
    // Once the chunk is done, a message's traceparent is its header again.
    expect(messageTraceparent(entries[0])).toBe(`00-${A.traceId}-${A.spanId}-01`);
  });

  it('marks the process span of a dead-lettered message as failed', async () => {
    const entries = [entry(1, `00-${A.traceId}-${A.spanId}-01`, 'not json'), entry(2)];
    const route: TopicRoute = {
      topic: 'recorded',
      read: (e) => (e.message.offset === '1' ? { error: 'not JSON' } : { value: {} }),
      handle: async () => [],
    };
    const outcome: ChunkOutcome = { finished: [], produced: [], dead: [] };
    await processChunk(entries, new Map([['recorded', route]]), control, new Logger('spec'), outcome);
    // The processor exports once the resource's detected attributes are in.
    await processor.forceFlush();

    const each = exporter
      .getFinishedSpans()
      .filter((s) => s.links.length === 0 && s.name === 'process recorded');
    expect(each.map((s) => s.status.code)).toEqual([SpanStatusCode.ERROR, SpanStatusCode.UNSET]);
    expect(each[0].status.message).toContain('dead-lettered: not JSON');
  });
});
