/**
 * A circuit breaker per endpoint, kept by each replica for itself, so that a failing
 * endpoint is backed off (docs/architecture.md#how-a-delivery-flows, step 6):
 * - closed: attempts run; WEBHOOK_CIRCUIT_FAILURES consecutive failed attempts open it;
 * - open for WEBHOOK_CIRCUIT_OPEN_MS: the endpoint's deliveries are not claimed at all, so they
 *   wait in the table and use up no attempt;
 * - then half-open: exactly one delivery is claimed as a probe. Its success closes the circuit;
 *   its failure opens it again for twice as long as the last time, up to 16 times the base.
 * A success of an attempt that was already in flight when the circuit opened closes it too (the
 * endpoint answers); failures of such attempts while open or probing change nothing.
 *
 * Written here rather than taken from a library (opossum, cockatiel): those wrap a call and
 * decide per call, whereas the claim query must know beforehand which endpoints to skip and
 * which may have one probe, across a batch of claims; that is this class's whole interface.
 * Pure: the caller passes the time.
 */
export type CircuitState = 'closed' | 'open' | 'half_open';

interface Tripped {
  until: number;
  openMs: number;
  probing: boolean;
}

export interface Admission {
  /** Endpoints whose deliveries must not be claimed now (open, or probing). */
  blocked: string[];
  /** Endpoints that may have exactly one delivery claimed, as their probe. */
  probes: string[];
}

export const MAX_OPEN_FACTOR = 16;

export class CircuitBreaker {
  private readonly failures = new Map<string, number>();
  private readonly tripped = new Map<string, Tripped>();

  constructor(
    private readonly failureThreshold: number,
    private readonly openMs: number,
  ) {}

  state(endpointId: string, now: number): CircuitState {
    const t = this.tripped.get(endpointId);
    if (!t) return 'closed';
    return now < t.until ? 'open' : 'half_open';
  }

  /** When an open circuit half-opens (epoch ms); null if it is not tripped. */
  openUntil(endpointId: string): number | null {
    return this.tripped.get(endpointId)?.until ?? null;
  }

  /** What the next claim may take: which endpoints to skip, which to probe with one delivery. */
  admission(now: number): Admission {
    const blocked: string[] = [];
    const probes: string[] = [];
    for (const [endpointId, t] of this.tripped) {
      if (now < t.until || t.probing) blocked.push(endpointId);
      else probes.push(endpointId);
    }
    return { blocked, probes };
  }

  /** A delivery of a half-open endpoint was claimed and is being sent as its probe. */
  startProbe(endpointId: string): void {
    const t = this.tripped.get(endpointId);
    if (t) t.probing = true;
  }

  /** The probe ended without an attempt (the endpoint was disabled, say): another may run. */
  cancelProbe(endpointId: string): void {
    const t = this.tripped.get(endpointId);
    if (t) t.probing = false;
  }

  /** An attempt ended; `probe` if it was the half-open probe. Returns the state it leaves. */
  record(endpointId: string, ok: boolean, probe: boolean, now: number): CircuitState {
    if (ok) {
      this.failures.delete(endpointId);
      this.tripped.delete(endpointId);
      return 'closed';
    }
    const t = this.tripped.get(endpointId);
    if (t) {
      if (probe && t.probing) {
        const openMs = Math.min(t.openMs * 2, this.openMs * MAX_OPEN_FACTOR);
        this.tripped.set(endpointId, { until: now + openMs, openMs, probing: false });
      }
      return this.state(endpointId, now);
    }
    const failures = (this.failures.get(endpointId) ?? 0) + 1;
    if (failures < this.failureThreshold) {
      this.failures.set(endpointId, failures);
      return 'closed';
    }
    this.failures.delete(endpointId);
    this.tripped.set(endpointId, {
      until: now + this.openMs,
      openMs: this.openMs,
      probing: false,
    });
    return 'open';
  }

  /** How many endpoints are open and half-open (closed ones are not tracked). */
  counts(now: number): Record<Exclude<CircuitState, 'closed'>, number> {
    let open = 0;
    let halfOpen = 0;
    for (const t of this.tripped.values()) {
      if (now < t.until) open++;
      else halfOpen++;
    }
    return { open, half_open: halfOpen };
  }

  /** Forget an endpoint (deleted or disabled): nothing more will be sent to it. */
  forget(endpointId: string): void {
    this.failures.delete(endpointId);
    this.tripped.delete(endpointId);
  }
}
