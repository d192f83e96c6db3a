import { Inject, Injectable, Logger } from '@nestjs/common';
import { CircuitBreaker } from './circuit-breaker';
import { ClaimsRepository } from './claims.repository';
import { DeliveryMetrics } from './delivery-metrics';
import { DELIVERY_SETTINGS, DeliverySettings } from './delivery-settings';

/**
 * The engine's gauges that are read rather than counted: the due backlog (a scaling signal,
 * refreshed every backlogRefreshMs, one refresh at a time) and the circuits open and half-open.
 */
@Injectable()
export class DeliveryGauges {
  private readonly logger = new Logger(DeliveryGauges.name);
  private timer?: NodeJS.Timeout;
  private refreshing = false;

  constructor(
    private readonly claims: ClaimsRepository,
    private readonly circuits: CircuitBreaker,
    private readonly metrics: DeliveryMetrics,
    @Inject(DELIVERY_SETTINGS) private readonly settings: DeliverySettings,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.refreshBacklog(), this.settings.backlogRefreshMs);
    this.timer.unref();
    void this.refreshBacklog();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  updateCircuits(now: number): void {
    const counts = this.circuits.counts(now);
    this.metrics.circuits.set({ state: 'open' }, counts.open);
    this.metrics.circuits.set({ state: 'half_open' }, counts.half_open);
  }

  private async refreshBacklog(): Promise<void> {
    if (this.refreshing || !this.timer) return;
    this.refreshing = true;
    try {
      const backlog = await this.claims.backlog();
      this.metrics.dueBacklog.set(backlog.due);
      this.metrics.dueBacklogAge.set(backlog.oldestAgeSeconds);
    } catch (err) {
      this.logger.debug(`reading the due backlog failed: ${(err as Error).message}`);
    } finally {
      this.refreshing = false;
    }
  }
}
