import { Gauge } from 'prom-client';
import { MetricsService } from './metrics.service';

/** What a service's /health/ready decides: ready or not, and each dependency's check. */
export interface ReadinessVerdict {
  ready: boolean;
  checks: Record<string, { status: 'up' | 'down' }>;
}

/**
 * A check run by several gauges of one scrape is run once: results younger than this are shared.
 * Well below any scrape interval, so that every scrape sees a check of its own.
 */
const SHARED_FOR_MS = 500;

/**
 * `service_ready` (1 ready, 0 not) and `service_ready_check{check}` (1 up, 0 down): what the
 * service's /health/ready answers, computed by the same check when Prometheus scrapes, so that
 * readiness is alerted on from the service's own metrics (docs/operations.md#runbook-servicenotready)
 * rather than from kube-state-metrics, and outside Kubernetes too. In a gateway cluster the group
 * reads 0 as soon as one worker does (min), as a load balancer probing that worker would see it.
 */
export class ReadinessGauges {
  private last?: { at: number; verdict: Promise<ReadinessVerdict> };

  constructor(metrics: MetricsService, check: () => Promise<ReadinessVerdict>) {
    const verdict = (): Promise<ReadinessVerdict> => {
      const now = Date.now();
      if (!this.last || now - this.last.at > SHARED_FOR_MS) {
        // A check that throws is a service that cannot say it is ready.
        this.last = { at: now, verdict: check().catch(() => ({ ready: false, checks: {} })) };
      }
      return this.last.verdict;
    };
    new Gauge({
      name: 'service_ready',
      help: 'Whether /health/ready answers ready (1) or not (0), checked at each scrape.',
      aggregator: 'min',
      registers: [metrics.registry],
      async collect() {
        this.set((await verdict()).ready ? 1 : 0);
      },
    });
    new Gauge({
      name: 'service_ready_check',
      help: 'Each check of /health/ready: 1 up, 0 down, checked at each scrape.',
      labelNames: ['check'],
      aggregator: 'min',
      registers: [metrics.registry],
      async collect() {
        for (const [name, result] of Object.entries((await verdict()).checks))
          this.set({ check: name }, result.status === 'up' ? 1 : 0);
      },
    });
  }
}
