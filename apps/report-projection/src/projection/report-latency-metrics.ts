import { Injectable } from '@nestjs/common';
import { Histogram } from 'prom-client';
import { MetricsService } from '@app/observability';

/**
 * `projection_report_latency_seconds`: from an event's receivedAt (the gateway's 201) to the commit
 * that applied its attribution decision here (the campaign report, or the conversion-test panel
 * for test traffic), once per decision (a redelivered decision is not applied again, nor counted).
 * docs/operations.md#consumer-metrics.
 */
@Injectable()
export class ReportLatencyMetrics {
  private readonly latency: Histogram;

  constructor(metrics: MetricsService) {
    this.latency = new Histogram({
      name: 'projection_report_latency_seconds',
      help: "Seconds from an event's receivedAt (its 201) to the commit applying its attribution decision to reports and the panel.",
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300, 900, 3600, 21600],
      registers: [metrics.registry],
    });
  }

  /** Decisions just committed, at `now` (ms). */
  applied(decisions: { receivedAt: string }[], now = Date.now()): void {
    for (const { receivedAt } of decisions) {
      const at = Date.parse(receivedAt);
      if (!Number.isNaN(at)) this.latency.observe(Math.max(0, now - at) / 1000);
    }
  }
}
