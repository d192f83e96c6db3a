import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/**
 * The process's Prometheus registry. One registry per application instance (not prom-client's
 * global one), so that two instances in one test process do not collide.
 */
@Injectable()
export class MetricsService {
  readonly registry = new Registry();
  readonly httpDuration: Histogram<'method' | 'route' | 'status'>;
  private source = (): Promise<string> => this.registry.metrics();

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    this.httpDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request duration by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [this.registry],
    });
  }

  /**
   * The counters every Kafka consumer service exposes, named after it
   * (`<service>_messages_processed_total`, `<service>_dead_lettered_total`), by source topic.
   */
  consumerCounters(service: string): { processed: Counter<'topic'>; deadLettered: Counter<'topic'> } {
    return {
      processed: new Counter({
        name: `${service}_messages_processed_total`,
        help: 'Messages whose effects are durable, by source topic (a redelivered message counts again).',
        labelNames: ['topic'],
        registers: [this.registry],
      }),
      deadLettered: new Counter({
        name: `${service}_dead_lettered_total`,
        help: 'Messages sent to the dead-letter topic, by source topic.',
        labelNames: ['topic'],
        registers: [this.registry],
      }),
    };
  }

  /**
   * Serves the text from elsewhere: a gateway cluster worker answers for every worker, with what
   * its primary gathered (apps/gateway/src/cluster/group-metrics.ts).
   */
  useSource(source: () => Promise<string>): void {
    this.source = source;
  }

  async render(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.source() };
  }
}
