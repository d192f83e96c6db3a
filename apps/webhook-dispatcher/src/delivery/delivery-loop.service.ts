import {
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
} from '@nestjs/common';
import { BackgroundLoop } from '@app/runtime';
import { DueSignal } from '../due-signal';
import { AttemptRunner } from './attempt-runner';
import { Claim, ClaimPlanner } from './claim-planner';
import { ClaimedDelivery } from './claims.repository';
import { DeliveryGauges } from './delivery-gauges';
import { DeliveryLanes, Work } from './delivery-lanes';
import { released } from './delivery-outcome';
import { DELIVERY_SETTINGS, DeliverySettings } from './delivery-settings';
import { EndpointDirectory, EndpointEntry } from './endpoint-directory';
import { EndpointHealth } from './endpoint-health.service';
import { OutcomeRecorder } from './outcome-recorder';
import { WebhookSender } from './webhook-sender';

/**
 * The delivery engine of one replica: its loop, and the contract the engine keeps. Deliveries
 * are at least once with their effect deduplicated by the receiver through webhook-id
 * (docs/webhooks.md), isolated per endpoint, and never lost to a crash
 * (docs/architecture.md#guarantee-exactly-once-effect).
 *
 * 1. Claim: while in-flight slots are free, claim due deliveries, oldest first, within the free
 *    slots in all and per endpoint (ClaimPlanner: caps, probes of half-open circuits, deep
 *    claims; ClaimsRepository.claim: SKIP LOCKED, a lease ahead). Idle, the loop waits on the
 *    DueSignal, rung by the consumer and by attempts whose end leaves room worth a claim, or
 *    WEBHOOK_POLL_MS. A failed claim is backed off, and the loop goes on (BackgroundLoop).
 * 2. Each delivery's endpoint comes from the EndpointDirectory. A deleted or disabled endpoint
 *    ends the delivery `failed`, saying why, with no request. Otherwise one attempt is sent
 *    (AttemptRunner) without waiting for it: the loop goes on claiming, and a slow endpoint
 *    holds only its own slots (DeliveryLanes).
 * 3. Each outcome is decided by one pure function (decideOutcome: delivered, retry at, failed,
 *    disable the endpoint) and written in batches by the OutcomeRecorder; the delivery keeps its
 *    lease until then.
 * 4. EndpointHealth reacts to outcomes: it disables endpoints (410, or failing for
 *    WEBHOOK_DISABLE_AFTER_SECONDS), trips circuits and parks the deliveries of open ones.
 * 5. Shutdown: stop claiming, release what is queued, let attempts in flight end (each bounded
 *    by the request timeout), write their outcomes, close the connections. A claim whose outcome
 *    is never written (a crash, Postgres gone) comes due again when its lease ends: at least
 *    once, nothing lost.
 */
@Injectable()
export class DeliveryLoop implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(DeliveryLoop.name);
  private readonly loop: BackgroundLoop;
  private readonly attempts = new Set<Promise<void>>();

  constructor(
    private readonly due: DueSignal,
    private readonly planner: ClaimPlanner,
    private readonly lanes: DeliveryLanes,
    private readonly directory: EndpointDirectory,
    private readonly runner: AttemptRunner,
    private readonly health: EndpointHealth,
    private readonly recorder: OutcomeRecorder,
    private readonly sender: WebhookSender,
    private readonly gauges: DeliveryGauges,
    @Inject(DELIVERY_SETTINGS) private readonly settings: DeliverySettings,
  ) {
    this.loop = new BackgroundLoop(due, () => this.turn(), {
      backoff: { firstMs: settings.claimBackoffMinMs, maxMs: settings.claimBackoffMaxMs },
      // Rings come from attempts ending too: they would make the back-off a busy loop.
      ringEndsBackoff: false,
      onFailure: (err, inRow) => {
        if (inRow === 1) this.logger.warn(`claiming deliveries failed: ${err.message}`);
      },
    });
  }

  onApplicationBootstrap(): void {
    this.loop.start();
    this.gauges.start();
  }

  /** Step 5, before the database closes. */
  async beforeApplicationShutdown(): Promise<void> {
    if (!this.loop.running) return;
    this.gauges.stop();
    await this.loop.stop();
    const now = new Date();
    for (const work of this.lanes.drain()) this.recorder.add(released(work.delivery, now));
    if (this.lanes.inFlight > 0) {
      this.logger.log(`waiting for ${this.lanes.inFlight} delivery attempts in flight`);
    }
    await Promise.allSettled([...this.attempts]);
    await this.health.drain();
    await this.recorder.close();
    await this.sender.close();
  }

  /** Step 1: one claim, if slots are free, then the start of what it took. */
  private async turn(): Promise<boolean> {
    const free = this.settings.maxInFlight - this.lanes.inFlight;
    if (free <= 0) {
      await this.loop.idle(this.settings.pollMs);
      return false;
    }
    this.due.clear(); // what was rung until now, this claim sees
    const now = Date.now();
    const claim = await this.planner.claim(free, now);
    if (claim.claimed.length > 0) await this.start(claim);
    if (this.loop.failures > 0) this.logger.log('claiming deliveries again');
    this.health.parkOpenCircuits(now);
    this.gauges.updateCircuits(now);
    if (claim.claimed.length < free) await this.loop.idle(this.settings.pollMs);
    return true;
  }

  /** Step 2. */
  private async start({ claimed, probes }: Claim): Promise<void> {
    let endpoints: Map<string, EndpointEntry | null>;
    try {
      endpoints = await this.directory.get(claimed.map((d) => d.endpointId));
    } catch (err) {
      const now = new Date();
      for (const d of claimed) this.recorder.add(released(d, now));
      throw new Error(
        `reading the endpoints of ${claimed.length} claimed deliveries: ${(err as Error).message}`,
      );
    }
    for (const d of claimed) {
      const endpoint = endpoints.get(d.endpointId) ?? null;
      if (!endpoint) {
        this.health.endUnsent(d, { kind: 'endpoint_deleted' });
      } else if (!endpoint.enabled) {
        this.health.endUnsent(d, { kind: 'endpoint_disabled', reason: endpoint.offReason });
      } else if (probes.has(d.endpointId)) {
        this.lanes.startNow(d.endpointId);
        this.health.startProbe(d.endpointId);
        this.attempt({ delivery: d, endpoint }, true);
        // The rest waits out the probe in the table rather than in every claim's way.
        this.health.park(
          d.endpointId,
          Date.now() + this.settings.requestTimeoutMs + this.settings.leaseMarginMs,
        );
      } else if (this.lanes.admit(d.endpointId, { delivery: d, endpoint })) {
        this.attempt({ delivery: d, endpoint }, false);
      }
    }
  }

  private attempt(work: Work, probe: boolean): void {
    const done = this.runner.run(work, probe).finally(() => {
      this.attempts.delete(done);
      this.ended(work.delivery.endpointId);
    });
    this.attempts.add(done);
  }

  /** An attempt ended: start the endpoint's next queued delivery, and claim again if it is time. */
  private ended(endpointId: string): void {
    for (let next = this.lanes.finish(endpointId); next; next = this.lanes.finish(endpointId)) {
      if (this.mayStart(next.delivery)) {
        this.attempt(next, false);
        break;
      }
    }
    if (this.lanes.wantsClaim(endpointId) || this.lanes.inFlight === this.settings.maxInFlight - 1) {
      this.due.ring();
    }
  }

  /** Whether a queued delivery may start now; if not, it is given back or ended here. */
  private mayStart(d: ClaimedDelivery): boolean {
    const now = Date.now();
    if (!this.loop.running) return this.giveBack(d, new Date(now));
    const disabled = this.health.disabledReason(d.endpointId);
    if (disabled) return this.health.endUnsent(d, { kind: 'endpoint_disabled', reason: disabled });
    if (d.leaseUntil.getTime() - now < this.settings.requestTimeoutMs + this.settings.leaseMarginMs) {
      return this.giveBack(d, new Date(now));
    }
    return true;
  }

  private giveBack(d: ClaimedDelivery, at: Date): false {
    this.recorder.add(released(d, at));
    return false;
  }
}
