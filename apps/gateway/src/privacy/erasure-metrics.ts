import { Injectable } from '@nestjs/common';
import { Counter, Gauge } from 'prom-client';
import { MetricsService } from '@app/observability';

/** The erasure metrics of a gateway process (docs/operations.md lists them). */
@Injectable()
export class ErasureMetrics {
  /** Requests entering each status, counted by the process that moved them there. */
  readonly requests: Counter<'status'>;
  /** Open requests by status, as the coordinator holding the lock last saw them (0 elsewhere). */
  readonly open: Gauge<'status'>;
  /** The gateway's own rows (and Redis markers) erased, by table. */
  readonly erased: Counter<'table'>;
  /** Passes over a request that failed and will be retried (Kafka, Postgres or Redis down). */
  readonly failures: Counter;

  constructor(metrics: MetricsService) {
    const registers = [metrics.registry];
    this.requests = new Counter({
      name: 'erasure_requests_total',
      help: 'Erasure requests that entered each status (pending, running, completed, failed).',
      labelNames: ['status'],
      registers,
    });
    this.open = new Gauge({
      name: 'erasure_requests_open',
      help: 'Erasure requests not yet completed, by status (set by the gateway process whose coordinator runs).',
      labelNames: ['status'],
      registers,
    });
    this.erased = new Counter({
      name: 'erasure_gateway_rows_erased_total',
      help: "Rows of the gateway's own data erased for erasure requests, by table (events, adjustments, outbox, redis_markers).",
      labelNames: ['table'],
      registers,
    });
    this.failures = new Counter({
      name: 'erasure_coordinator_failures_total',
      help: 'Passes of the erasure coordinator over a request that failed and will be retried.',
      registers,
    });
  }
}
