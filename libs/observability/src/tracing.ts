import {
  context,
  Context,
  Link,
  ROOT_CONTEXT,
  Span,
  SpanContext,
  SpanKind,
  SpanStatusCode,
  trace,
  Tracer,
} from '@opentelemetry/api';
import { traceparentFrom } from './trace-context';

/**
 * The tracing API every service uses (docs/operations.md#traces). Traces are on only when
 * startTracing() (tracing-start.ts) started the SDK; until then `tracingEnabled()` is false and
 * callers skip span work entirely, so that a platform without an OTLP endpoint pays one boolean
 * test per call and nothing else.
 */
let enabled = false;

/** Whether the OpenTelemetry SDK runs in this process (an OTLP endpoint was configured). */
export function tracingEnabled(): boolean {
  return enabled;
}

/** Called once by startTracing() after the SDK started. */
export function markTracingEnabled(): void {
  enabled = true;
}

/** The platform's tracer (a no-op one while the SDK is not started). */
export function platformTracer(): Tracer {
  return trace.getTracer('conversion-platform');
}

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;

/**
 * The span context a stored or forwarded `traceparent` names, or undefined when it is missing or
 * not valid W3C Trace Context. Parsed here rather than through the global propagator, which
 * OTEL_PROPAGATORS may set to another format: rows and headers always hold W3C traceparents.
 */
export function spanContextFrom(traceparent: string | null | undefined): SpanContext | undefined {
  const match = traceparent ? TRACEPARENT.exec(traceparent) : null;
  if (!match || /^0+$/.test(match[1]) || /^0+$/.test(match[2])) return undefined;
  return { traceId: match[1], spanId: match[2], traceFlags: parseInt(match[3], 16), isRemote: true };
}

/** A context whose parent is the span a `traceparent` names (a root context when it names none). */
export function contextFrom(traceparent: string | null | undefined): Context {
  const parent = spanContextFrom(traceparent);
  return parent ? trace.setSpanContext(ROOT_CONTEXT, parent) : ROOT_CONTEXT;
}

/** The W3C `traceparent` of a span, to store with a row or put on a message so children join it. */
export function traceparentOf(span: Span): string {
  const { traceId, spanId, traceFlags } = span.spanContext();
  return `00-${traceId}-${spanId}-${(traceFlags & 0xff).toString(16).padStart(2, '0')}`;
}

/**
 * The traceparent to store with what a request records, or put on what it publishes: with
 * tracing on, the active span's (the request's server span, which itself continues the caller's
 * `traceparent`), so that later spans are its children; otherwise exactly traceparentFrom(header).
 */
export function requestTraceparent(header: string | string[] | undefined): string {
  if (enabled) {
    const span = trace.getActiveSpan();
    if (span && span.spanContext().traceId !== '00000000000000000000000000000000') return traceparentOf(span);
  }
  return traceparentFrom(header);
}

/** The links to the spans these traceparents name (those that are valid), for a span over many. */
export function linksTo(traceparents: Iterable<string | null | undefined>): Link[] {
  const links: Link[] = [];
  for (const traceparent of traceparents) {
    const linked = spanContextFrom(traceparent);
    if (linked) links.push({ context: linked });
  }
  return links;
}

/** Ends a span, marking it failed when `error` is given. */
export function endSpan(span: Span, error?: unknown): void {
  if (error !== undefined) {
    span.recordException(error instanceof Error ? error : String(error));
    span.setStatus({
      code: SpanStatusCode.ERROR,
      message: error instanceof Error ? error.message : String(error),
    });
  }
  span.end();
}

/**
 * Runs `work` in a new span, child of the active one (or of `parent`), ending it when the work
 * settles. Only for code that already checked tracingEnabled(), or runs rarely: even a no-op span
 * costs a closure and a context switch.
 */
export async function inSpan<T>(
  name: string,
  options: { kind?: SpanKind; parent?: Context; attributes?: Record<string, string | number | boolean> },
  work: (span: Span) => Promise<T>,
): Promise<T> {
  const span = platformTracer().startSpan(
    name,
    { kind: options.kind ?? SpanKind.INTERNAL, attributes: options.attributes },
    options.parent ?? context.active(),
  );
  try {
    const result = await context.with(trace.setSpan(options.parent ?? context.active(), span), () =>
      work(span),
    );
    endSpan(span);
    return result;
  } catch (err) {
    endSpan(span, err);
    throw err;
  }
}

/**
 * One short span per item, each a child of its item's own `traceparent` (a new trace for an item
 * without one), started together and ended together: for work that handles many items at once
 * (a relay's send, a chunk's messages) while each item's trace must go on through it. `traceparents`
 * are the spans' own, to put on what carries each item onward.
 */
export function startItemSpans(
  name: string | ((index: number) => string),
  kind: SpanKind,
  parents: readonly (string | null | undefined)[],
  attributes?: (index: number) => Record<string, string | number | boolean>,
): { spans: Span[]; traceparents: string[]; end(error?: unknown): void } {
  const tracer = platformTracer();
  const spans = parents.map((parent, i) =>
    tracer.startSpan(
      typeof name === 'string' ? name : name(i),
      { kind, attributes: attributes?.(i) },
      contextFrom(parent),
    ),
  );
  return {
    spans,
    traceparents: spans.map(traceparentOf),
    end: (error?: unknown) => spans.forEach((span) => endSpan(span, error)),
  };
}

export { SpanKind };
