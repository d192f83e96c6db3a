/**
 * The per-endpoint bookkeeping of one replica's deliveries (isolation between
 * endpoints, docs/architecture.md#how-a-delivery-flows):
 * - at most `perEndpoint` attempts in flight to one endpoint (WEBHOOK_MAX_IN_FLIGHT_PER_ENDPOINT),
 *   so a slow endpoint holds its own slots and no others;
 * - up to `queueDepth` more claimed and queued behind them, so that an endpoint with a backlog
 *   goes on at full concurrency while the next claim is on its way, instead of draining and
 *   waiting for it (claims are a round trip to Postgres; a local receiver answers faster);
 * - which endpoints are "hungry": the last claim gave them every slot offered, so more may be
 *   due; the loop claims again for them once they are down to half of what they may hold,
 *   which keeps claims few and large. A slow endpoint does not wait in the queue for long:
 *   queued deliveries start as attempts end, and one whose lease would run out first is given
 *   back by the worker.
 * Pure bookkeeping, no I/O: the worker starts what `admit` and `finish` hand back.
 */
interface Lane<T> {
  inFlight: number;
  queue: T[];
}

export class EndpointLanes<T> {
  private readonly lanes = new Map<string, Lane<T>>();
  private readonly hungry = new Set<string>();
  private inFlightCount = 0;

  private readonly capacity: number;

  constructor(
    private readonly perEndpoint: number,
    queueDepth = perEndpoint,
  ) {
    this.capacity = perEndpoint + queueDepth;
  }

  get inFlight(): number {
    return this.inFlightCount;
  }

  inFlightTo(endpointId: string): number {
    return this.lanes.get(endpointId)?.inFlight ?? 0;
  }

  /** How many more deliveries of this endpoint a claim may take now. */
  claimable(endpointId: string): number {
    const lane = this.lanes.get(endpointId);
    return lane ? Math.max(0, this.capacity - lane.inFlight - lane.queue.length) : this.capacity;
  }

  /** Endpoints with something in flight or queued. */
  active(): IterableIterator<string> {
    return this.lanes.keys();
  }

  /** A claimed delivery: true if it may start now (counted in flight), false if it was queued. */
  admit(endpointId: string, item: T): boolean {
    const lane = this.lane(endpointId);
    if (lane.inFlight < this.perEndpoint) {
      lane.inFlight++;
      this.inFlightCount++;
      return true;
    }
    lane.queue.push(item);
    return false;
  }

  /** Counts a delivery in flight that bypasses the queue (a probe, which is alone). */
  startNow(endpointId: string): void {
    this.lane(endpointId).inFlight++;
    this.inFlightCount++;
  }

  /**
   * An attempt to this endpoint ended. Returns the next queued delivery, now counted in flight,
   * if there is one.
   */
  finish(endpointId: string): T | undefined {
    const lane = this.lanes.get(endpointId);
    if (!lane) return undefined;
    lane.inFlight--;
    this.inFlightCount--;
    const next = lane.queue.shift();
    if (next !== undefined) {
      lane.inFlight++;
      this.inFlightCount++;
    }
    this.dropIfIdle(endpointId, lane);
    return next;
  }

  /** Takes every queued delivery of one endpoint, or of all endpoints. */
  drain(endpointId?: string): T[] {
    const ids = endpointId === undefined ? [...this.lanes.keys()] : [endpointId];
    const drained: T[] = [];
    for (const id of ids) {
      const lane = this.lanes.get(id);
      if (!lane) continue;
      drained.push(...lane.queue);
      lane.queue = [];
      this.dropIfIdle(id, lane);
    }
    return drained;
  }

  /**
   * After a claim: `counts` per endpoint of what it took, `offered` the limit each endpoint had
   * (absent: `claimable`), `skipped` endpoints the claim did not look at.
   */
  noteClaim(counts: Map<string, number>, offered: Map<string, number>, skipped: ReadonlySet<string>): void {
    for (const [endpointId, n] of counts) {
      if (n >= (offered.get(endpointId) ?? this.capacity)) this.hungry.add(endpointId);
      else this.hungry.delete(endpointId);
    }
    for (const endpointId of this.hungry) {
      if (!counts.has(endpointId) && !skipped.has(endpointId) && offered.get(endpointId) !== 0) {
        this.hungry.delete(endpointId);
      }
    }
  }

  /** Most deliveries of one endpoint held at once: in flight and queued. */
  get perEndpointCapacity(): number {
    return this.capacity;
  }

  /**
   * Whether the loop should claim again for this endpoint: more may be due, and there is room for
   * a full round of attempts (or, with no queue, half of one), so that a claim is worth its trip
   * while what is queued keeps the endpoint busy until the claim is back.
   */
  wantsClaim(endpointId: string): boolean {
    if (!this.hungry.has(endpointId)) return false;
    const lane = this.lanes.get(endpointId);
    const room = this.capacity - (lane ? lane.inFlight + lane.queue.length : 0);
    return room >= Math.min(this.perEndpoint, this.capacity / 2);
  }

  forget(endpointId: string): void {
    this.hungry.delete(endpointId);
  }

  private lane(endpointId: string): Lane<T> {
    let lane = this.lanes.get(endpointId);
    if (!lane) {
      lane = { inFlight: 0, queue: [] };
      this.lanes.set(endpointId, lane);
    }
    return lane;
  }

  private dropIfIdle(endpointId: string, lane: Lane<T>): void {
    if (lane.inFlight === 0 && lane.queue.length === 0) this.lanes.delete(endpointId);
  }
}
