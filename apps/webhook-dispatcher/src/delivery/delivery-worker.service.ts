import {
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
} from '@nestjs/common';
import { CircuitBreaker } from './circuit-breaker';
import { ClaimedDelivery, DeliveriesRepository, DeliveryUpdate, RecordResult } from './deliveries.repository';
import { DeliveryMetrics, DeliveryOutcomeLabel } from './delivery-metrics';
import { DueSignal } from './due-signal';
import { EndpointDirectory, EndpointEntry } from './endpoint-directory';
import { DisableCause, failingTooLongReason, goneReason } from './endpoint-disabling';
import { EndpointLanes } from './endpoint-lanes';
import { OutcomeRecorder } from './outcome-recorder';
import { parseRetryAfter, RetrySchedule } from './retry-schedule';
import { AttemptResult, WebhookSender } from './webhook-sender';

export interface DeliverySettings {
  maxInFlight: number;
  maxInFlightPerEndpoint: number;
  claimLeaseMs: number;
  pollMs: number;
  requestTimeoutMs: number;
  disableAfterSeconds: number;
  /** How often the due backlog gauges are refreshed. */
  backlogRefreshMs: number;
  /** Outcomes are written in batches: at most this long a wait... */
  recordFlushMs: number;
  /** ...or as soon as this many are waiting. */
  recordMaxBatch: number;
}
export const DELIVERY_SETTINGS = Symbol('DELIVERY_SETTINGS');

const MAX_BACKOFF_MS = 5000;
/** Most due rows one window claim reads (see DeliveriesRepository.claim). */
const CLAIM_WINDOW_MAX = 512;
/** After a deep claim (stepping over backlogs) that found nothing, the next waits at least this long. */
const DEEP_CLAIM_MIN_MS = 100;
/** While an endpoint's circuit stays open, its newly due deliveries are parked this often. */
const PARK_EVERY_MS = 5000;
const PARK_BATCH = 20_000;
/** A queued delivery starts only with this much of its lease left beyond the request timeout. */
const LEASE_MARGIN_MS = 1000;

interface Work {
  delivery: ClaimedDelivery;
  endpoint: EndpointEntry;
}

/**
 * The delivery loop of one replica (DESIGN.md section 5, issue 9 part 2). What it guarantees:
 *
 * 1. Claim: while in-flight slots are free, claim due deliveries (DeliveriesRepository.claim:
 *    SKIP LOCKED, a lease ahead), oldest first, within the free slots in all and per endpoint
 *    (EndpointLanes: its in-flight cap, and twice as many queued behind where the lease is long
 *    enough for a queued one to wait out two rounds of attempts). An endpoint whose
 *    circuit is open gets none; a half-open one gets one, its probe. Claims read a window of the
 *    oldest due rows; when endpoints that cannot take more fill it, a deep claim steps over them
 *    (rate-limited, see `claim`), so that a slow endpoint's backlog does not hide others' rows.
 *    Idle, the loop waits for the DueSignal, for an endpoint with more due to have room for a
 *    round of attempts, or for WEBHOOK_POLL_MS.
 * 2. Each delivery's endpoint comes from the EndpointDirectory. A deleted or disabled endpoint
 *    ends the delivery `failed`, saying why, with no request. Otherwise one attempt is sent
 *    (WebhookSender: SSRF guard, signing, timeouts, bounded read) without waiting for it: the
 *    loop goes on claiming, and a slow endpoint holds only its own slots.
 * 3. Each outcome is decided here (2xx delivered; otherwise the RetrySchedule, honouring
 *    Retry-After on 429/503; 410 fails it and disables the endpoint) and written in batches by
 *    the OutcomeRecorder; the delivery keeps its lease until then.
 * 4. After each batch, an endpoint failing for WEBHOOK_DISABLE_AFTER_SECONDS is disabled, with
 *    its reason (endpoint-disabling.ts). The CircuitBreaker opens after consecutive failures;
 *    then the endpoint's queued and due deliveries wait until its probe (released or parked in
 *    the table, no attempt used), out of the way of every claim's scan; while its probe runs,
 *    they wait until the probe must have ended (after a successful probe, they come back then).
 * 5. Shutdown: stop claiming, release what is queued, let attempts in flight end (each bounded
 *    by the request timeout), write their outcomes, close the connections. A claim whose outcome
 *    is never written (a crash, Postgres gone) comes due again when its lease ends: at least
 *    once, nothing lost.
 */
@Injectable()
export class DeliveryWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(DeliveryWorker.name);
  private readonly recorder: OutcomeRecorder;
  private readonly lanes: EndpointLanes<Work>;
  private running = false;
  private loop?: Promise<void>;
  private wakeUp: (() => void) | null = null;
  /** A wake-up that came while the loop was busy: its next idle returns at once. */
  private woken = false;
  private readonly attempts = new Set<Promise<void>>();
  private readonly chores = new Set<Promise<unknown>>();
  private readonly disabling = new Set<string>();
  /** Endpoints this replica disabled, with the reason, until the directory reads them again. */
  private readonly disabledHere = new Map<string, string>();
  private readonly parkedAt = new Map<string, number>();
  private backlogTimer?: NodeJS.Timeout;
  private backlogRunning = false;
  private claimFailing = false;
  private nextDeepClaim = 0;

  constructor(
    private readonly repository: DeliveriesRepository,
    private readonly directory: EndpointDirectory,
    private readonly sender: WebhookSender,
    private readonly schedule: RetrySchedule,
    private readonly circuits: CircuitBreaker,
    private readonly metrics: DeliveryMetrics,
    due: DueSignal,
    @Inject(DELIVERY_SETTINGS) private readonly settings: DeliverySettings,
  ) {
    // Two rounds of attempts queue behind those in flight where the last queued can wait them out
    // and still have its own attempt within the lease; otherwise queued ones would only be given
    // back, so nothing is queued.
    const queueable = settings.claimLeaseMs >= 3 * (settings.requestTimeoutMs + LEASE_MARGIN_MS);
    this.lanes = new EndpointLanes(
      settings.maxInFlightPerEndpoint,
      queueable ? 2 * settings.maxInFlightPerEndpoint : 0,
    );
    this.recorder = new OutcomeRecorder(
      repository,
      { flushMs: settings.recordFlushMs, maxBatch: settings.recordMaxBatch },
      (result) => this.afterRecorded(result),
    );
    due.onNotify(() => this.wake());
  }

  onApplicationBootstrap(): void {
    this.running = true;
    this.loop = this.run();
    this.backlogTimer = setInterval(() => void this.refreshBacklog(), this.settings.backlogRefreshMs);
    this.backlogTimer.unref();
    void this.refreshBacklog();
  }

  /** Before the database closes: stop claiming, finish what is in flight, write it, close. */
  async beforeApplicationShutdown(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    clearInterval(this.backlogTimer);
    this.wake();
    await this.loop;
    const now = new Date();
    for (const work of this.lanes.drain()) this.release(work.delivery, now);
    if (this.lanes.inFlight > 0) {
      this.logger.log(`waiting for ${this.lanes.inFlight} delivery attempts in flight`);
    }
    await Promise.allSettled([...this.attempts]);
    await Promise.allSettled([...this.chores]);
    await this.recorder.close();
    await this.sender.close();
  }

  private wake(): void {
    const wakeUp = this.wakeUp;
    this.wakeUp = null;
    if (wakeUp) wakeUp();
    else this.woken = true;
  }

  private idle(ms: number): Promise<void> {
    if (this.woken || !this.running) {
      this.woken = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        if (this.wakeUp === done) this.wakeUp = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wakeUp = done;
    });
  }

  private async run(): Promise<void> {
    let backoff = 0;
    while (this.running) {
      const free = this.settings.maxInFlight - this.lanes.inFlight;
      if (free <= 0) {
        await this.idle(this.settings.pollMs);
        continue;
      }
      this.woken = false; // what happened until now, this claim sees
      const now = Date.now();
      let claimed: ClaimedDelivery[];
      try {
        const claim = await this.claim(free, now);
        claimed = claim.claimed;
        if (claimed.length > 0) await this.start(claimed, claim.probes);
        if (this.claimFailing) this.logger.log('claiming deliveries again');
        this.claimFailing = false;
        backoff = 0;
      } catch (err) {
        if (!this.claimFailing) this.logger.warn(`claiming deliveries failed: ${(err as Error).message}`);
        this.claimFailing = true;
        backoff = Math.min(Math.max(backoff * 2, 100), MAX_BACKOFF_MS);
        // Not cut short by wake-ups (completions would make it a busy loop); by shutdown, yes.
        for (const until = Date.now() + backoff; this.running && Date.now() < until;) {
          await this.idle(until - Date.now());
        }
        continue;
      }
      this.parkOpenCircuits(now);
      this.updateCircuitGauge(now);
      if (claimed.length < free) await this.idle(this.settings.pollMs);
    }
  }

  /**
   * One claim of up to `free` deliveries. Usually one cheap query over a window of the oldest due
   * rows, in which endpoints that cannot take more get no slot. If they filled the window and
   * slots are left, rows of other endpoints may be waiting behind their backlog: a deep query
   * steps over those endpoints. Its cost grows with that backlog: after one that found nothing,
   * the next waits DEEP_CLAIM_MIN_MS, or nine times as long as it took, so that fruitless deep
   * claims take at most a tenth of the time; after one that found work, the next may run at once.
   */
  private async claim(
    free: number,
    now: number,
  ): Promise<{ claimed: ClaimedDelivery[]; probes: Set<string> }> {
    const { caps, probes } = this.admission(now);
    const window = Math.min(free * 2, CLAIM_WINDOW_MAX);
    const fast = await this.repository.claim({
      limit: free,
      window,
      skip: [],
      caps: [...caps].map(([endpointId, slots]) => ({ endpointId, slots })),
      perEndpoint: this.lanes.perEndpointCapacity,
      leaseMs: this.settings.claimLeaseMs,
    });
    this.metrics.claims.inc({ kind: 'window' });
    const claimed = fast.deliveries;
    const counts = countByEndpoint(claimed);
    this.lanes.noteClaim(counts, caps, new Set());
    if (claimed.length >= free || fast.seen < window || now < this.nextDeepClaim) return { claimed, probes };

    const skip = new Set([...caps].filter(([, slots]) => slots === 0).map(([endpointId]) => endpointId));
    for (const [endpointId, n] of counts) {
      if (n >= (caps.get(endpointId) ?? this.lanes.perEndpointCapacity)) skip.add(endpointId);
    }
    const started = performance.now();
    const deep = await this.repository.claim({
      limit: free - claimed.length,
      window: CLAIM_WINDOW_MAX,
      skip: [...skip],
      caps: [...new Set([...caps.keys(), ...counts.keys()])]
        .filter((endpointId) => !skip.has(endpointId))
        .map((endpointId) => ({
          endpointId,
          slots: (caps.get(endpointId) ?? this.lanes.perEndpointCapacity) - (counts.get(endpointId) ?? 0),
        })),
      perEndpoint: this.lanes.perEndpointCapacity,
      leaseMs: this.settings.claimLeaseMs,
    });
    this.metrics.claims.inc({ kind: 'deep' });
    // One that found nothing waits before the next; one that found work may run again at once.
    this.nextDeepClaim =
      deep.deliveries.length > 0
        ? 0
        : Date.now() + Math.max(DEEP_CLAIM_MIN_MS, 9 * (performance.now() - started));
    this.lanes.noteClaim(countByEndpoint(deep.deliveries), caps, skip);
    return { claimed: claimed.concat(deep.deliveries), probes };
  }

  /**
   * What a claim may take per endpoint: nothing while its circuit is open or probing; one for a
   * half-open endpoint's probe; for an endpoint with deliveries in hand, what its lane has room
   * for. Others (absent from the map) may take a lane's worth.
   */
  private admission(now: number): { caps: Map<string, number>; probes: Set<string> } {
    const { blocked, probes } = this.circuits.admission(now);
    const caps = new Map<string, number>();
    for (const endpointId of blocked) caps.set(endpointId, 0);
    for (const endpointId of probes) {
      caps.set(endpointId, this.lanes.inFlightTo(endpointId) < this.settings.maxInFlightPerEndpoint ? 1 : 0);
    }
    for (const endpointId of this.lanes.active()) {
      if (!caps.has(endpointId)) caps.set(endpointId, this.lanes.claimable(endpointId));
    }
    return { caps, probes: new Set(probes) };
  }

  private async start(claimed: ClaimedDelivery[], probes: Set<string>): Promise<void> {
    let endpoints: Map<string, EndpointEntry | null>;
    try {
      endpoints = await this.directory.get(claimed.map((d) => d.endpointId));
    } catch (err) {
      const now = new Date();
      for (const d of claimed) this.release(d, now);
      throw new Error(
        `reading the endpoints of ${claimed.length} claimed deliveries: ${(err as Error).message}`,
      );
    }
    for (const d of claimed) {
      const endpoint = endpoints.get(d.endpointId) ?? null;
      if (!endpoint) {
        this.endWithoutAttempt(d, 'endpoint_deleted', 'not sent: the endpoint was deleted');
      } else if (!endpoint.enabled) {
        this.endWithoutAttempt(
          d,
          'endpoint_disabled',
          `not sent: the endpoint is disabled (${endpoint.offReason})`,
        );
      } else if (probes.has(d.endpointId)) {
        this.lanes.startNow(d.endpointId);
        this.circuits.startProbe(d.endpointId);
        this.attempt({ delivery: d, endpoint }, true);
        // The rest waits out the probe in the table rather than in every claim's way.
        this.park(d.endpointId, Date.now() + this.settings.requestTimeoutMs + LEASE_MARGIN_MS);
      } else if (this.lanes.admit(d.endpointId, { delivery: d, endpoint })) {
        this.attempt({ delivery: d, endpoint }, false);
      }
    }
  }

  private attempt(work: Work, probe: boolean): void {
    const { delivery: d, endpoint } = work;
    this.metrics.inFlight.inc();
    const now = Date.now();
    const keys = endpoint.keys.filter((k) => k.expiresAt === null || k.expiresAt > now).map((k) => k.key);
    const sent: Promise<AttemptResult | null> =
      keys.length > 0
        ? this.sender.send({ url: endpoint.url, messageId: d.messageId, body: d.body, keys })
        : Promise.resolve(null);
    const done = sent
      .then((result) =>
        result
          ? this.settle(d, endpoint, result, probe)
          : this.cannotSign(
              d,
              endpoint.keyProblem ?? 'cannot sign: the endpoint has no signing secret',
              probe,
            ),
      )
      .catch((err: Error) => this.logger.error(`delivery ${d.endpointId}/${d.messageId}: ${err.stack}`))
      .finally(() => {
        this.attempts.delete(done);
        this.metrics.inFlight.dec();
        this.ended(d.endpointId);
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
    if (this.lanes.wantsClaim(endpointId) || this.lanes.inFlight === this.settings.maxInFlight - 1)
      this.wake();
  }

  /** Whether a queued delivery may start now; if not, it is released or ended here. */
  private mayStart(d: ClaimedDelivery): boolean {
    const now = Date.now();
    if (!this.running) return this.release(d, new Date(now));
    const disabled = this.disabledHere.get(d.endpointId);
    if (disabled)
      return this.endWithoutAttempt(
        d,
        'endpoint_disabled',
        `not sent: the endpoint is disabled (${disabled})`,
      );
    if (d.leaseUntil.getTime() - now < this.settings.requestTimeoutMs + LEASE_MARGIN_MS) {
      return this.release(d, new Date(now));
    }
    return true;
  }

  /** The rules of one attempt's outcome: what the delivery becomes, and what the endpoint learns. */
  private settle(d: ClaimedDelivery, endpoint: EndpointEntry, result: AttemptResult, probe: boolean): void {
    const now = Date.now();
    if (!result.refused) this.metrics.attemptDuration.observe(result.durationMs / 1000);
    let update: DeliveryUpdate;
    const base = { endpointId: d.endpointId, messageId: d.messageId, leaseUntil: d.leaseUntil };
    if (result.ok) {
      this.metrics.deliveries.inc({ outcome: 'delivered' });
      update = {
        ...base,
        status: 'delivered',
        scheduleStep: d.scheduleStep,
        nextAttemptAt: null,
        attemptedAt: result.attemptedAt,
        lastError: null,
      };
    } else {
      this.metrics.deliveries.inc({ outcome: result.refused ? 'refused' : 'failed_attempt' });
      const gone = result.statusCode === 410;
      const retryAfterMs =
        result.statusCode === 429 || result.statusCode === 503
          ? parseRetryAfter(result.retryAfter, now)
          : null;
      const next = gone
        ? { status: 'failed' as const, scheduleStep: d.scheduleStep, nextAttemptAt: null }
        : this.schedule.afterFailure(d.scheduleStep, now, retryAfterMs);
      if (next.status === 'failed') this.metrics.deliveries.inc({ outcome: 'gave_up' });
      update = { ...base, ...next, attemptedAt: result.attemptedAt, lastError: result.error };
      if (gone) this.disable(endpoint, 'gone', goneReason(result.attemptedAt));
    }
    this.recorder.add({
      update,
      attempt: {
        endpointId: d.endpointId,
        messageId: d.messageId,
        attemptedAt: result.attemptedAt,
        statusCode: result.statusCode,
        durationMs: result.durationMs,
        error: result.error,
        responseBody: result.responseBody,
      },
      health: result.ok ? 'success' : 'failure',
    });
    if (result.statusCode === 410 || this.disabledHere.has(d.endpointId)) return; // nothing more goes there
    const wasOpen = this.circuits.state(d.endpointId, now) === 'open';
    const state = this.circuits.record(d.endpointId, result.ok, probe, now);
    if (state === 'open' && (!wasOpen || probe)) this.tripped(d.endpointId, result.error);
  }

  /** A circuit opened: what is queued waits for the probe in the table, and so does what comes due. */
  private tripped(endpointId: string, error: string | null): void {
    const until = new Date(this.circuits.openUntil(endpointId) ?? Date.now());
    const queued = this.lanes.drain(endpointId);
    for (const work of queued) this.release(work.delivery, until);
    this.logger.warn(
      `endpoint ${endpointId}: circuit open until ${until.toISOString()} after repeated failures (last: ${error}); ` +
        `${queued.length} queued deliveries wait for it`,
    );
    this.parkedAt.delete(endpointId); // park its due deliveries at the loop's next turn
  }

  /**
   * No secret can sign (an operator's key problem, not the endpoint's): a failed attempt on the
   * retry schedule, saying why, that neither opens the circuit nor counts towards disabling.
   */
  private cannotSign(d: ClaimedDelivery, problem: string, probe: boolean): void {
    const now = Date.now();
    if (probe) this.circuits.cancelProbe(d.endpointId);
    this.metrics.deliveries.inc({ outcome: 'failed_attempt' });
    const next = this.schedule.afterFailure(d.scheduleStep, now);
    if (next.status === 'failed') this.metrics.deliveries.inc({ outcome: 'gave_up' });
    const attemptedAt = new Date(now);
    this.recorder.add({
      update: {
        endpointId: d.endpointId,
        messageId: d.messageId,
        leaseUntil: d.leaseUntil,
        ...next,
        attemptedAt,
        lastError: problem,
      },
      attempt: {
        endpointId: d.endpointId,
        messageId: d.messageId,
        attemptedAt,
        statusCode: null,
        durationMs: 0,
        error: problem,
        responseBody: null,
      },
      health: null,
    });
  }

  /** Ends a delivery `failed` with no attempt (its endpoint deleted or disabled). Returns false. */
  private endWithoutAttempt(d: ClaimedDelivery, outcome: DeliveryOutcomeLabel, lastError: string): false {
    this.metrics.deliveries.inc({ outcome });
    this.circuits.forget(d.endpointId);
    this.lanes.forget(d.endpointId);
    this.recorder.add({
      attempt: null,
      health: null,
      update: {
        endpointId: d.endpointId,
        messageId: d.messageId,
        leaseUntil: d.leaseUntil,
        status: 'failed',
        scheduleStep: d.scheduleStep,
        nextAttemptAt: null,
        attemptedAt: null,
        lastError,
      },
    });
    return false;
  }

  /** Gives a claimed delivery back, unattempted, due at `at`. Returns false. */
  private release(d: ClaimedDelivery, at: Date): false {
    this.recorder.add({
      attempt: null,
      health: null,
      update: {
        endpointId: d.endpointId,
        messageId: d.messageId,
        leaseUntil: d.leaseUntil,
        status: d.status,
        scheduleStep: d.scheduleStep,
        nextAttemptAt: at,
        attemptedAt: null,
        lastError: null,
      },
    });
    return false;
  }

  /** After a batch is written: endpoints failing for too long are disabled. */
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
      this.repository
        .disable(endpoint.id, reason, endpoint.enabledChangedBasis)
        .then((disabled) => {
          this.directory.forget(endpoint.id);
          this.circuits.forget(endpoint.id);
          if (!disabled) return; // re-enabled through the API meanwhile
          this.metrics.disabled(cause);
          this.logger.warn(`endpoint ${endpoint.id} disabled: ${reason}`);
          this.disabledHere.set(endpoint.id, reason);
          setTimeout(() => this.disabledHere.delete(endpoint.id), 60_000).unref();
          for (const work of this.lanes.drain(endpoint.id)) {
            this.endWithoutAttempt(
              work.delivery,
              'endpoint_disabled',
              `not sent: the endpoint is disabled (${reason})`,
            );
          }
        })
        .catch((err: Error) =>
          this.logger.warn(`disabling endpoint ${endpoint.id} failed (${err.message}); decided again later`),
        )
        .finally(() => this.disabling.delete(endpoint.id)),
    );
  }

  /** Parks the due deliveries of endpoints whose circuit is open: once on opening, then every PARK_EVERY_MS. */
  private parkOpenCircuits(now: number): void {
    for (const endpointId of this.circuits.admission(now).blocked) {
      if (this.circuits.state(endpointId, now) !== 'open') continue;
      const last = this.parkedAt.get(endpointId);
      if (last !== undefined && now - last < PARK_EVERY_MS) continue;
      const until = this.circuits.openUntil(endpointId);
      if (until === null) continue;
      this.parkedAt.set(endpointId, now);
      this.park(endpointId, until);
    }
    for (const endpointId of this.parkedAt.keys()) {
      if (this.circuits.state(endpointId, now) === 'closed') this.parkedAt.delete(endpointId);
    }
  }

  private park(endpointId: string, until: number): void {
    this.chore(
      this.repository
        .park(endpointId, new Date(until), PARK_BATCH)
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

  private chore(work: Promise<unknown>): void {
    this.chores.add(work);
    void work.finally(() => this.chores.delete(work));
  }

  private updateCircuitGauge(now: number): void {
    const counts = this.circuits.counts(now);
    this.metrics.circuits.set({ state: 'open' }, counts.open);
    this.metrics.circuits.set({ state: 'half_open' }, counts.half_open);
  }

  private async refreshBacklog(): Promise<void> {
    if (this.backlogRunning || !this.running) return;
    this.backlogRunning = true;
    try {
      const backlog = await this.repository.backlog();
      this.metrics.dueBacklog.set(backlog.due);
      this.metrics.dueBacklogAge.set(backlog.oldestAgeSeconds);
    } catch (err) {
      this.logger.debug(`reading the due backlog failed: ${(err as Error).message}`);
    } finally {
      this.backlogRunning = false;
    }
  }
}

function countByEndpoint(claimed: ClaimedDelivery[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const d of claimed) counts.set(d.endpointId, (counts.get(d.endpointId) ?? 0) + 1);
  return counts;
}
