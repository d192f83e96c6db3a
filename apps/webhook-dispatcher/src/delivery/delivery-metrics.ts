import { Injectable } from '@nestjs/common';
import { Counter, Gauge, Histogram } from 'prom-client';
import { MetricsService } from '@app/observability';
import { DisableCause } from './endpoint-disabling';

export type DeliveryOutcomeLabel =
  'delivered' | 'failed_attempt' | 'refused' | 'gave_up' | 'endpoint_deleted' | 'endpoint_disabled';

/**
 * The delivery engine's metrics, on the app's registry. `webhook_due_backlog` and
 * `webhook_due_backlog_age_seconds` are the dispatcher's second scaling signal (KEDA, beside the
 * consumer's Kafka lag): deliveries due and not yet claimed by any replica, and how long the
 * oldest has waited. Circuit and in-flight gauges read the worker's state when scraped.
 */
@Injectable()
export class DeliveryMetrics {
  readonly deliveries: Counter<'outcome'>;
  readonly attemptDuration: Histogram;
  readonly dueBacklog: Gauge;
  readonly dueBacklogAge: Gauge;
  readonly endpointsDisabled: Counter<'reason'>;
  readonly circuits: Gauge<'state'>;
  readonly inFlight: Gauge;
  readonly claims: Counter<'kind'>;

  constructor(metrics: MetricsService) {
    const registers = [metrics.registry];
    this.deliveries = new Counter({
      name: 'webhook_deliveries_total',
      help:
        'Attempts by outcome (delivered, failed_attempt, refused by the SSRF guard or the URL rules), ' +
        'deliveries that ended failed with no retry left (gave_up, also counted as their last attempt), and ' +
        'deliveries ended without an attempt because their endpoint was deleted or disabled.',
      labelNames: ['outcome'],
      registers,
    });
    this.attemptDuration = new Histogram({
      name: 'webhook_attempt_duration_seconds',
      help: 'Duration of delivery attempts, from the start of the request to the end of the part of the answer read.',
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15, 30],
      registers,
    });
    this.dueBacklog = new Gauge({
      name: 'webhook_due_backlog',
      help: 'Deliveries due and not claimed by any replica (a scaling signal).',
      registers,
    });
    this.dueBacklogAge = new Gauge({
      name: 'webhook_due_backlog_age_seconds',
      help: 'How long the oldest due, unclaimed delivery has waited (a scaling signal).',
      registers,
    });
    this.endpointsDisabled = new Counter({
      name: 'webhook_endpoints_disabled_total',
      help: 'Endpoints disabled by this replica, by reason (gone: answered 410; failing: no success for WEBHOOK_DISABLE_AFTER_SECONDS).',
      labelNames: ['reason'],
      registers,
    });
    // At 0 from the start: a series born at 1 shows Prometheus no increase, and the first endpoint
    // disabled would fire no WebhookEndpointsDisabled.
    for (const reason of ['gone', 'failing'] satisfies DisableCause[])
      this.endpointsDisabled.inc({ reason }, 0);
    this.circuits = new Gauge({
      name: 'webhook_circuits',
      help: 'Endpoints whose circuit is open or half-open in this replica (closed ones are not counted).',
      labelNames: ['state'],
      registers,
    });
    this.inFlight = new Gauge({
      name: 'webhook_in_flight',
      help: 'Delivery attempts in flight in this replica.',
      registers,
    });
    this.claims = new Counter({
      name: 'webhook_claims_total',
      help: 'Claim queries run by this replica, by kind (window: the oldest due rows; deep: stepping over endpoints that cannot take more).',
      labelNames: ['kind'],
      registers,
    });
  }

  disabled(cause: DisableCause): void {
    this.endpointsDisabled.inc({ reason: cause });
  }
}
