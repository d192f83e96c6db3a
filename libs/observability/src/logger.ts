import { trace } from '@opentelemetry/api';
import pino, { DestinationStream, Logger } from 'pino';
import { tracingEnabled } from './tracing';

/**
 * The process's one pino logger: JSON lines on stdout (or a given stream, for tests). Fastify
 * uses it for request logs, Nest for everything else. Credentials are removed wherever they
 * could appear, as a second line of defence: request lines never include headers at all.
 * With tracing on (docs/operations.md#traces), each line carries the `trace_id` and `span_id` of
 * the span active where it was logged, so a trace leads to its log lines; with it off, no mixin
 * runs at all.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      ...(tracingEnabled() ? { mixin: activeSpanIds } : {}),
      redact: {
        paths: [
          'req.headers.authorization',
          'headers.authorization',
          '*.authorization',
          '*.key',
          '*.secret',
          '*.password',
        ],
        remove: true,
      },
    },
    destination,
  );
}

function activeSpanIds(): { trace_id?: string; span_id?: string } {
  const span = trace.getActiveSpan();
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}

/**
 * stdout for a process that logs at high rates: sonic-boom writes asynchronously (the write
 * itself runs on libuv's thread pool) and gathers lines until `bufferBytes` are waiting, so a busy
 * process makes one write per dozen lines or more instead of one per line. Nothing waits longer than `flushMs`. pino
 * registers the stream to be flushed synchronously when the process exits, whether by
 * process.exit (the end of a graceful shutdown, a shutdown that overran) or an uncaught error,
 * so a stop loses no line. `bufferBytes` 0 writes every line as soon as the previous write is done.
 */
export function bufferedStdout(bufferBytes: number, flushMs: number): DestinationStream {
  return pino.destination({
    dest: 1,
    sync: false,
    minLength: bufferBytes,
    periodicFlush: bufferBytes > 0 ? flushMs : 0,
  });
}
