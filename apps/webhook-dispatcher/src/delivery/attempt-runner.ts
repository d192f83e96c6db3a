import { Injectable, Logger } from '@nestjs/common';
import { SpanStatusCode } from '@opentelemetry/api';
import { contextFrom, inSpan, SpanKind, tracingEnabled } from '@app/observability';
import { AttemptResult, WebhookSender } from './webhook-sender';
import { Attempted, decideOutcome } from './delivery-outcome';
import { Work } from './delivery-lanes';
import { DeliveryMetrics } from './delivery-metrics';
import { EndpointHealth } from './endpoint-health.service';
import { OutcomeRecorder } from './outcome-recorder';
import { RetrySchedule } from './retry-schedule';

/**
 * One attempt of a claimed delivery, as numbered steps:
 * 1. sign with the endpoint's current keys and send (WebhookSender: SSRF guard, timeouts,
 *    bounded read); with no key that can sign, send nothing;
 * 2. decide its fate (decideOutcome, one pure function);
 * 3. count it, and hand the outcome to the OutcomeRecorder: the delivery keeps its lease until
 *    the outcome is written;
 * 4. tell endpoint health what the attempt says of the endpoint.
 */
@Injectable()
export class AttemptRunner {
  private readonly logger = new Logger(AttemptRunner.name);

  constructor(
    private readonly sender: WebhookSender,
    private readonly schedule: RetrySchedule,
    private readonly recorder: OutcomeRecorder,
    private readonly health: EndpointHealth,
    private readonly metrics: DeliveryMetrics,
  ) {}

  /** Runs one attempt to its recorded outcome; never rejects. `probe`: its circuit's probe. */
  run(work: Work, probe: boolean): Promise<void> {
    const { delivery: d, endpoint } = work;
    this.metrics.inFlight.inc();
    const now = Date.now();
    const keys = endpoint.keys.filter((k) => k.expiresAt === null || k.expiresAt > now).map((k) => k.key);
    const send = () => this.sender.send({ url: endpoint.url, messageId: d.messageId, body: d.body, keys });
    const sent: Promise<AttemptResult | null> =
      keys.length === 0 ? Promise.resolve(null) : tracingEnabled() ? this.traced(work, send) : send();
    return sent
      .then((result) => this.settle(work, result, probe))
      .catch((err: Error) => this.logger.error(`delivery ${d.endpointId}/${d.messageId}: ${err.stack}`))
      .finally(() => this.metrics.inFlight.dec());
  }

  /**
   * The attempt as a span in its message's trace (docs/operations.md#traces): a child of the
   * traceparent stored with the message, so the HTTP request (the undici instrumentation's span,
   * its child) shows where the event that caused it went. Its outcome is an attribute; a refused
   * or failed attempt is marked an error.
   */
  private traced(work: Work, send: () => Promise<AttemptResult>): Promise<AttemptResult> {
    const { delivery: d } = work;
    return inSpan(
      'webhook attempt',
      {
        kind: SpanKind.INTERNAL,
        parent: contextFrom(d.traceparent),
        attributes: {
          'webhook.endpoint_id': d.endpointId,
          'webhook.message_id': d.messageId,
          'webhook.attempt': d.attemptCount + 1,
        },
      },
      async (span) => {
        const result = await send();
        if (result.statusCode !== null) span.setAttribute('http.response.status_code', result.statusCode);
        if (!result.ok)
          span.setStatus({ code: SpanStatusCode.ERROR, message: result.error ?? 'not delivered' });
        return result;
      },
    );
  }

  private settle({ delivery: d, endpoint }: Work, result: AttemptResult | null, probe: boolean): void {
    const now = Date.now();
    if (result && !result.refused) this.metrics.attemptDuration.observe(result.durationMs / 1000);
    const attempted: Attempted = result
      ? { kind: 'sent', result }
      : {
          kind: 'unsigned',
          problem: endpoint.keyProblem ?? 'cannot sign: the endpoint has no signing secret',
        };
    const verdict = decideOutcome(d, attempted, this.schedule, now);
    for (const outcome of verdict.counted) this.metrics.deliveries.inc({ outcome });
    this.recorder.add(verdict.outcome);
    this.health.afterAttempt(endpoint, verdict, probe, now);
  }
}
