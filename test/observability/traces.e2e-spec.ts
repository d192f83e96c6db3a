import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { OtlpReceiver, ReceivedSpan } from '../support/otlp-receiver';
import { ProcessStack } from '../support/process-stack';
import { until } from '../support/wait';
import { WebhookReceiver } from '../support/webhook-receiver';

const SERVER = 2;
const PRODUCER = 4;
const CONSUMER = 5;

type Predicate = (span: ReceivedSpan) => boolean;

/**
 * Traces follow an event through the platform (docs/operations.md#traces): the four services run
 * as real processes exporting OTLP/HTTP (JSON) to a receiver on 127.0.0.1, and one event is posted
 * with a known W3C `traceparent`. Its trace holds the gateway's request (a child of the caller's
 * span), the outbox relay's send under it, attribution's process span under that, and under
 * attribution's span the report projection's and the webhook dispatcher's, whose webhook attempt
 * (with its HTTP request, which carries the trace on to the endpoint) is in the same trace. Every
 * consumer's chunk span links to the message it took. The gateway's log lines of the request
 * carry the trace id.
 */
describe('traces across the platform', () => {
  let otlp: OtlpReceiver;
  let hooks: WebhookReceiver;
  let stack: ProcessStack;
  let ws: string;
  let key: string;
  const campaignId = 'traced-campaign';
  const wsPath = (path: string) => `/v1/workspaces/${ws}${path}`;

  beforeAll(async () => {
    otlp = await OtlpReceiver.start();
    hooks = await WebhookReceiver.start();
    stack = await ProcessStack.start({
      name: 'traces',
      env: {
        OTEL_EXPORTER_OTLP_ENDPOINT: otlp.url,
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
        // Spans go out within a fifth of a second, not the default five: the stack is SIGKILLed at the end.
        OTEL_BSP_SCHEDULE_DELAY: '200',
        WEBHOOK_ALLOW_HTTP: 'true',
        WEBHOOK_ALLOWED_CIDRS: '127.0.0.0/8',
      },
      apps: { 'webhook-dispatcher': { WEBHOOK_POLL_MS: '50', WEBHOOK_ENDPOINT_CACHE_MS: '100' } },
    });
    ({ workspaceId: ws, key } = await stack.workspace());
  }, 240_000);

  afterAll(async () => {
    await stack?.stop();
    await hooks?.close();
    await otlp?.close();
  });

  it('one trace holds the request, the relay send, each consumer and the webhook attempt, in order', async () => {
    await stack.activeCampaign(key, ws, campaignId);
    const endpoint = await stack.api(key, 'POST', wsPath('/webhook-endpoints'), {
      url: hooks.url,
      eventTypes: ['conversion.counted', 'conversion.not_counted'],
    });
    expect(endpoint.status).toBe(201);

    const traceId = randomBytes(16).toString('hex');
    const callerSpanId = randomBytes(8).toString('hex');
    const res = await fetch(`${stack.base}${wsPath('/events')}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${key}`,
        'content-type': 'application/json',
        traceparent: `00-${traceId}-${callerSpanId}-01`,
      },
      body: JSON.stringify({
        name: 'order_paid',
        externalId: `traced-${traceId.slice(0, 8)}`,
        occurredAt: new Date(Date.now() - 60_000).toISOString(),
        contactId: 'traced-contact',
        campaignId,
        valueMinor: 1299,
        currency: 'EUR',
      }),
    });
    expect(res.status).toBe(201);

    const [delivered] = await hooks.waitForCount(1, 60_000);
    expect(delivered?.headers.traceparent?.split('-')[1]).toBe(traceId);

    const services = ['gateway', 'attribution', 'report-projection', 'webhook-dispatcher'];
    // Each service exports on its own schedule: wait until every link of the chain has arrived.
    const childOf = (seen: ReceivedSpan[], child: Predicate, parent: Predicate) =>
      seen.some((c) => child(c) && seen.some((p) => parent(p) && p.spanId === c.parentSpanId));
    const spans = await until(
      () => otlp.trace(traceId),
      (seen) =>
        services.every((s) => seen.some((span) => span.service === s)) &&
        childOf(
          seen,
          (s) => s.kind === PRODUCER,
          (s) => s.kind === SERVER,
        ) &&
        childOf(
          seen,
          (s) => s.service === 'attribution',
          (s) => s.kind === PRODUCER,
        ) &&
        childOf(
          seen,
          (s) => s.service === 'report-projection',
          (s) => s.service === 'attribution',
        ) &&
        childOf(
          seen,
          (s) => s.service === 'webhook-dispatcher',
          (s) => s.service === 'attribution',
        ) &&
        childOf(
          seen,
          (s) => s.service === 'webhook-dispatcher',
          (s) => s.name === 'webhook attempt',
        ),
      30_000,
    );
    expect(otlp.rejected).toEqual([]);
    expect([...new Set(spans.map((s) => s.service))].sort()).toEqual([...services].sort());

    const byId = new Map(spans.map((s) => [s.spanId, s]));
    const ancestors = (span: ReceivedSpan): string[] => {
      const chain: string[] = [];
      for (let p = byId.get(span.parentSpanId); p; p = byId.get(p.parentSpanId)) chain.push(p.spanId);
      return chain;
    };
    const one = (what: string, match: (s: ReceivedSpan) => boolean): ReceivedSpan => {
      const found = spans.filter(match);
      expect({ what, found: found.length }).toEqual({ what, found: 1 });
      return found[0];
    };
    const describeTrace = () =>
      spans.map((s) => `${s.service} ${s.name} ${s.spanId} <- ${s.parentSpanId || '(root)'}`).join('\n');

    const request = one('gateway request', (s) => s.service === 'gateway' && s.kind === SERVER);
    // The caller's span is its parent, as the traceparent it sent says.
    expect(request.parentSpanId).toBe(callerSpanId);
    const send = one(
      'relay send',
      (s) => s.service === 'gateway' && s.kind === PRODUCER && s.name.endsWith('recorded-events.v1'),
    );
    const attribution = one(
      'attribution process span',
      (s) => s.service === 'attribution' && s.kind === CONSUMER && s.parentSpanId !== '',
    );
    const projection = spans.filter((s) => s.service === 'report-projection');
    const dispatcher = spans.filter((s) => s.service === 'webhook-dispatcher');
    expect(projection.every((s) => ancestors(s).includes(send.spanId))).toBe(true);
    const attempt = one('webhook attempt', (s) => s.name === 'webhook attempt');
    const attemptHttp = one(
      'webhook HTTP request',
      (s) => s.service === 'webhook-dispatcher' && s.parentSpanId === attempt.spanId,
    );

    const order = {
      sendUnderRequest: ancestors(send).includes(request.spanId),
      attributionUnderSend: ancestors(attribution).includes(send.spanId),
      // Both also consume the recorded event itself (under the send); the decision's spans are
      // under attribution's.
      projectionUnderAttribution: projection.some(
        (s) => s.kind === CONSUMER && ancestors(s).includes(attribution.spanId),
      ),
      dispatcherUnderAttribution: dispatcher.some(
        (s) => s.kind === CONSUMER && ancestors(s).includes(attribution.spanId),
      ),
      attemptUnderAttribution: ancestors(attempt).includes(attribution.spanId),
      httpUnderAttempt: ancestors(attemptHttp)[0] === attempt.spanId,
      attemptOk: attempt.statusCode !== 2,
    };
    expect({ order, trace: describeTrace() }).toEqual({
      order: {
        sendUnderRequest: true,
        attributionUnderSend: true,
        projectionUnderAttribution: true,
        dispatcherUnderAttribution: true,
        attemptUnderAttribution: true,
        httpUnderAttempt: true,
        attemptOk: true,
      },
      trace: describeTrace(),
    });

    // Each consumer's chunk span (in a trace of its own) links to the message it took: attribution's
    // to the relay's send.
    const chunk = await until(
      () => otlp.spans.find((s) => s.service === 'attribution' && s.links.some((l) => l.traceId === traceId)),
      (found) => found !== undefined,
      10_000,
    );
    expect(chunk?.links).toContainEqual({ traceId, spanId: send.spanId });
    expect(chunk?.kind).toBe(CONSUMER);

    // The gateway's access line of the request names the trace.
    const lines = readFileSync(join(stack.logDir, 'gateway.log'), 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { trace_id?: string; span_id?: string; msg?: string });
    const traced = lines.filter((line) => line.trace_id === traceId);
    expect(traced.length).toBeGreaterThan(0);
    expect(traced.some((line) => line.span_id === request.spanId)).toBe(true);
  }, 180_000);
});
