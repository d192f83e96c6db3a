import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { Subscription } from 'rxjs';
import { CircuitBreaker } from './circuit-breaker';
import { ClaimedDelivery, ClaimsRepository } from './claims.repository';
import { Attempted, decideOutcome, released, Verdict } from './delivery-outcome';
import { DeliveryLanes } from './delivery-lanes';
import { DeliveryMetrics } from './delivery-metrics';
import { DELIVERY_SETTINGS, DeliverySettings } from './delivery-settings';
import { EndpointDirectory, EndpointEntry } from './endpoint-directory';
import { DisableCause, failingTooLongReason, goneReason } from './endpoint-disabling';
import { EndpointsRepository } from './endpoints.repository';
import { OutcomeRecorder } from './outcome-recorder';
import { RecordResult } from './outcomes.repository';
import { RetrySchedule } from './retry-schedule';

/**
 * Endpoint health in this replica: what the endpoints' answers do to them.
 * 1. Disable: a 410 at once; failing for WEBHOOK_DISABLE_AFTER_SECONDS, read from each batch
 *    the OutcomeRecorder publishes (endpoint-disabling.ts says why). Its queued deliveries end
 *    failed, unsent; this replica remembers the disable until the directory reads it.
 * 2. Trip: the CircuitBreaker opens after consecutive failures; then the endpoint's queued
 *    deliveries are given back until its probe, no attempt used.
 * 3. Park: while its circuit is open, its due deliveries wait in the table until the probe, out
 *    of the way of every claim's scan; while its probe runs, they wait until it must have ended.
 * Its writes besides outcomes (disable, park) are chores, awaited at shutdown.
 */
@Injectable()
export class EndpointHealth implements OnApplicationShutdown {
  private readonly logger = new Logger(EndpointHealth.name);
  private readonly chores = new Set<Promise<unknown>>();
  private readonly disabling = new Set<string>();
  /** Endpoints this replica disabled, with the reason, until the directory reads them again. */
  private readonly disabledHere = new Map<string, string>();
  private readonly parkedAt = new Map<string, number>();
  private readonly subscription: Subscription;

  constructor(
    private readonly recorder: OutcomeRecorder,
    private readonly endpoints: EndpointsRepository,
    private readonly claims: ClaimsRepository,
    private readonly directory: EndpointDirectory,
    private readonly circuits: CircuitBreaker,
    private readonly lanes: DeliveryLanes,
    private readonly schedule: RetrySchedule,
    private readonly metrics: DeliveryMetrics,
    @Inject(DELIVERY_SETTINGS) private readonly settings: DeliverySettings,
  ) {
    // A throw in a subscriber would reach rxjs's unhandled-error hook and end the process: the
    // batch is written already, so what failed here is logged, and the next batch tries again.
    this.subscription = recorder.recorded.subscribe((result) => {
      try {
        this.afterRecorded(result);
      } catch (err) {
        this.logger.error(`checking endpoints after a written batch failed: ${(err as Error).stack}`);
      }
    });
  }

  /** After the loop's shutdown, whose last outcomes may still disable an endpoint. */
  onApplicationShutdown(): void {
    this.subscription.unsubscribe();
  }

  /** Why this replica disabled the endpoint, while it remembers; null if it did not. */
  disabledReason(endpointId: string): string | null {
    return this.disabledHere.get(endpointId) ?? null;
  }

  /** Ends a delivery failed, unsent (its endpoint deleted or disabled). Returns false. */
  endUnsent(
    d: ClaimedDelivery,
    attempted: Extract<Attempted, { kind: 'endpoint_deleted' | 'endpoint_disabled' }>,
  ): false {
    this.apply(decideOutcome(d, attempted, this.schedule, Date.now()));
    this.circuits.forget(d.endpointId);
    this.lanes.forget(d.endpointId);
    return false;
  }

  /** A half-open endpoint's probe is being sent: no other of its deliveries is claimed meanwhile. */
  startProbe(endpointId: string): void {
    this.circuits.startProbe(endpointId);
  }

  /** An attempt's verdict: what its endpoint learns (steps 1 and 2). */
  afterAttempt(endpoint: EndpointEntry, verdict: Verdict, probe: boolean, nowMs: number): void {
    const { attempt } = verdict.outcome;
    if (verdict.endpoint === 'none' && probe) this.circuits.cancelProbe(endpoint.id);
    if (verdict.endpoint === 'disable_gone' && attempt)
      this.disable(endpoint, 'gone', goneReason(attempt.attemptedAt));
    if (verdict.endpoint !== 'learn' || this.disabledHere.has(endpoint.id)) return; // nothing more goes there
    const wasOpen = this.circuits.state(endpoint.id, nowMs) === 'open';
    const state = this.circuits.record(endpoint.id, verdict.outcome.health === 'success', probe, nowMs);
    if (state === 'open' && (!wasOpen || probe)) this.tripped(endpoint.id, attempt?.error ?? null);
  }

  /** Step 3, at each turn of the loop: once on opening, then every parkEveryMs. */
  parkOpenCircuits(now: number): void {
    for (const endpointId of this.circuits.admission(now).blocked) {
      if (this.circuits.state(endpointId, now) !== 'open') continue;
      const last = this.parkedAt.get(endpointId);
      if (last !== undefined && now - last < this.settings.parkEveryMs) continue;
      const until = this.circuits.openUntil(endpointId);
      if (until === null) continue;
      this.parkedAt.set(endpointId, now);
      this.park(endpointId, until);
    }
    for (const endpointId of this.parkedAt.keys()) {
      if (this.circuits.state(endpointId, now) === 'closed') this.parkedAt.delete(endpointId);
    }
  }

  /** Moves the endpoint's due deliveries to `until` (its probe's end, or its circuit's). */
  park(endpointId: string, until: number): void {
    this.chore(
      this.claims
        .park(endpointId, new Date(until), this.settings.parkBatch)
        .then((moved) => {
          if (moved > 0) {
            this.logger.log(
              `endpoint ${endpointId}: ${moved} due deliveries wait until ${new Date(until).toISOString()} (circuit open)`,
            );
          }
        })
        .catch((err: Error) =>
          this.logger.warn(`parking deliveries of ${endpointId} failed: ${err.message}`),
        ),
    );
  }

  /** Waits for the disables and parks under way. */
  async drain(): Promise<void> {
    await Promise.allSettled([...this.chores]);
  }

  private apply(verdict: Verdict): void {
    for (const outcome of verdict.counted) this.metrics.deliveries.inc({ outcome });
    this.recorder.add(verdict.outcome);
  }

  /** Step 2: what is queued waits for the probe in the table, and so does what comes due. */
  private tripped(endpointId: string, error: string | null): void {
    const until = new Date(this.circuits.openUntil(endpointId) ?? Date.now());
    const queued = this.lanes.drain(endpointId);
    for (const work of queued) this.recorder.add(released(work.delivery, until));
    this.logger.warn(
      `endpoint ${endpointId}: circuit open until ${until.toISOString()} after repeated failures (last: ${error}); ` +
        `${queued.length} queued deliveries wait for it`,
    );
    this.parkedAt.delete(endpointId); // park its due deliveries at the loop's next turn
  }

  /** Step 1, after each batch written: endpoints failing for too long are disabled. */
  private afterRecorded(result: RecordResult): void {
    const now = Date.now();
    for (const { endpointId, failingSince } of result.health) {
      if (!failingSince) continue;
      const endpoint = this.directory.peek(endpointId);
      if (!endpoint || !endpoint.enabled) continue;
      const reason = failingTooLongReason(
        failingSince,
        endpoint.enabledChangedAt,
        now,
        this.settings.disableAfterSeconds,
      );
      if (reason) this.disable(endpoint, 'failing', reason);
    }
  }

  private disable(endpoint: EndpointEntry, cause: DisableCause, reason: string): void {
    if (this.disabling.has(endpoint.id) || this.disabledHere.has(endpoint.id)) return;
    this.disabling.add(endpoint.id);
    this.chore(
      this.endpoints
        .disable(endpoint.id, reason, endpoint.enabledChangedBasis, cause)
        .then((disabled) => {
          this.directory.forget(endpoint.id);
          this.circuits.forget(endpoint.id);
          if (!disabled) return; // re-enabled through the API meanwhile
          this.metrics.disabled(cause);
          this.logger.warn(`endpoint ${endpoint.id} disabled: ${reason}`);
          this.disabledHere.set(endpoint.id, reason);
          setTimeout(() => this.disabledHere.delete(endpoint.id), this.settings.disabledMemoryMs).unref();
          for (const work of this.lanes.drain(endpoint.id)) {
            this.endUnsent(work.delivery, { kind: 'endpoint_disabled', reason });
          }
        })
        .catch((err: Error) =>
          this.logger.warn(`disabling endpoint ${endpoint.id} failed (${err.message}); decided again later`),
        )
        .finally(() => this.disabling.delete(endpoint.id)),
    );
  }

  private chore(work: Promise<unknown>): void {
    this.chores.add(work);
    void work.finally(() => this.chores.delete(work));
  }
}
