import { Inject, Injectable } from '@nestjs/common';
import { CircuitBreaker } from './circuit-breaker';
import { ClaimedDelivery, ClaimsRepository } from './claims.repository';
import { DeliveryLanes } from './delivery-lanes';
import { DeliveryMetrics } from './delivery-metrics';
import { DELIVERY_SETTINGS, DeliverySettings } from './delivery-settings';

export interface Claim {
  claimed: ClaimedDelivery[];
  /** Endpoints whose one claimed delivery is their half-open circuit's probe. */
  probes: Set<string>;
}

/**
 * What one claim takes, and the claim itself:
 * 1. Caps per endpoint: nothing while its circuit is open or probing; one for a half-open
 *    endpoint's probe; for an endpoint with deliveries in hand, what its lane has room for.
 *    Others may take a lane's worth.
 * 2. Usually one cheap query over a window of the oldest due rows (ClaimsRepository.claim).
 * 3. If endpoints that cannot take more filled the window and slots are left, rows of other
 *    endpoints may be waiting behind their backlog: a deep query steps over those endpoints.
 *    Its cost grows with that backlog: after one that found nothing, the next waits
 *    deepClaimMinMs, or nine times as long as it took, so that fruitless deep claims take at
 *    most a tenth of the time; after one that found work, the next may run at once.
 */
@Injectable()
export class ClaimPlanner {
  private nextDeepClaim = 0;

  constructor(
    private readonly repository: ClaimsRepository,
    private readonly lanes: DeliveryLanes,
    private readonly circuits: CircuitBreaker,
    private readonly metrics: DeliveryMetrics,
    @Inject(DELIVERY_SETTINGS) private readonly settings: DeliverySettings,
  ) {}

  /** Claims up to `free` deliveries. */
  async claim(free: number, now: number): Promise<Claim> {
    const { caps, probes } = this.admission(now);
    const window = Math.min(free * 2, this.settings.claimWindowMax);
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
      window: this.settings.claimWindowMax,
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
    this.nextDeepClaim =
      deep.deliveries.length > 0
        ? 0
        : Date.now() + Math.max(this.settings.deepClaimMinMs, 9 * (performance.now() - started));
    this.lanes.noteClaim(countByEndpoint(deep.deliveries), caps, skip);
    return { claimed: claimed.concat(deep.deliveries), probes };
  }

  /** Step 1: each endpoint's cap (absent: a lane's worth), and the probes. */
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
}

function countByEndpoint(claimed: ClaimedDelivery[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const d of claimed) counts.set(d.endpointId, (counts.get(d.endpointId) ?? 0) + 1);
  return counts;
}
