import { Injectable } from '@nestjs/common';
import { Histogram } from 'prom-client';
import { MetricsService } from '@app/observability';

/** The webhooks about an event's arrival and its decision: what 201 → webhook is measured on. */
const EVENT_TYPES = new Set(['event.recorded', 'conversion.counted', 'conversion.not_counted']);
/** A message body starts with its type (webhook-payloads.ts draft), and names its event's receivedAt first. */
const TYPE = /^\{"type":"([^"]+)"/;
const RECEIVED_AT = /"receivedAt":"([^"]+)"/;

/** The event a delivered webhook is about: its type and when the gateway received the event (its 201). */
export interface EventReceipt {
  type: string;
  receivedAtMs: number;
}

/** What observe reads of a written outcome (OutcomeRecorder's Outcome). */
export interface WrittenOutcome {
  update: { status: string };
  attempt: { attemptedAt: Date; durationMs: number } | null;
  received?: EventReceipt | null;
}

/**
 * `webhook_event_delivery_latency_seconds{type}`: from an event's receivedAt (the gateway's 201) to
 * the answer of the attempt that delivered its event.recorded, conversion.counted or
 * conversion.not_counted webhook, observed once that success is written (OutcomeRecorder). The
 * first success only: a delivery is delivered once, and a redelivery's own success is counted
 * again as a new delivery. docs/operations.md#webhook-dispatcher-metrics.
 */
@Injectable()
export class DeliveryLatencyMetrics {
  private readonly latency: Histogram<'type'>;

  constructor(metrics: MetricsService) {
    this.latency = new Histogram({
      name: 'webhook_event_delivery_latency_seconds',
      help: "Seconds from an event's receivedAt (its 201) to the successful delivery of its event.recorded or conversion webhook, by type.",
      labelNames: ['type'],
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300, 900, 3600, 21600],
      registers: [metrics.registry],
    });
  }

  /** What a claimed delivery's body says of its event, for the event types measured; else null. */
  static receiptOf(body: string): EventReceipt | null {
    const type = TYPE.exec(body)?.[1];
    if (!type || !EVENT_TYPES.has(type)) return null;
    const receivedAtMs = Date.parse(RECEIVED_AT.exec(body)?.[1] ?? '');
    return Number.isNaN(receivedAtMs) ? null : { type, receivedAtMs };
  }

  /** A written batch: each delivered event webhook's latency, to the end of its successful attempt. */
  observe(batch: WrittenOutcome[]): void {
    for (const { update, attempt, received } of batch) {
      if (update.status !== 'delivered' || !attempt || !received) continue;
      const answeredAt = attempt.attemptedAt.getTime() + attempt.durationMs;
      this.latency.observe({ type: received.type }, Math.max(0, answeredAt - received.receivedAtMs) / 1000);
    }
  }
}
