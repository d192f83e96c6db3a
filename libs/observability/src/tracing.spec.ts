import { context, trace } from '@opentelemetry/api';
import {
  contextFrom,
  linksTo,
  requestTraceparent,
  spanContextFrom,
  traceparentOf,
  tracingEnabled,
} from './tracing';

const VALID = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';

/** The tracing helpers with tracing off, as every process runs without an OTLP endpoint. */
describe('tracing helpers, tracing off', () => {
  it('is off until the SDK is started', () => {
    expect(tracingEnabled()).toBe(false);
  });

  it('stores the caller traceparent as it came, or a new one, exactly as traceparentFrom', () => {
    expect(requestTraceparent(VALID)).toBe(VALID);
    expect(requestTraceparent(['not-one', VALID])).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    expect(requestTraceparent(undefined)).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    // Even inside a span: with tracing off, there is none to continue from.
    const span = trace.wrapSpanContext(spanContextFrom(VALID)!);
    expect(context.with(trace.setSpan(context.active(), span), () => requestTraceparent(undefined))).not.toBe(
      VALID,
    );
  });

  it('reads a W3C traceparent into a span context and writes it back the same', () => {
    const parsed = spanContextFrom(VALID);
    expect(parsed).toEqual({
      traceId: '0af7651916cd43dd8448eb211c80319c',
      spanId: 'b7ad6b7169203331',
      traceFlags: 1,
      isRemote: true,
    });
    expect(traceparentOf(trace.wrapSpanContext(parsed!))).toBe(VALID);
    expect(traceparentOf(trace.wrapSpanContext({ ...parsed!, traceFlags: 0 }))).toBe(
      VALID.replace(/01$/, '00'),
    );
  });

  it('ignores what is not a valid traceparent', () => {
    for (const bad of [
      undefined,
      null,
      '',
      'garbage',
      VALID.replace('00-', '01-'),
      `00-${'0'.repeat(32)}-b7ad6b7169203331-01`,
    ])
      expect(spanContextFrom(bad)).toBeUndefined();
    expect(trace.getSpanContext(contextFrom('garbage'))).toBeUndefined();
    expect(trace.getSpanContext(contextFrom(VALID))?.spanId).toBe('b7ad6b7169203331');
    expect(linksTo([VALID, 'garbage', null]).map((l) => l.context.spanId)).toEqual(['b7ad6b7169203331']);
  });
});
