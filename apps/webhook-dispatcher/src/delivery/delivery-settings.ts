import { SenderSettings } from './webhook-sender';

/**
 * The delivery engine's settings, as webhook-dispatcher-settings.ts builds them from the env
 * (the reasons for each constant are written there).
 */
export interface DeliverySettings {
  /** Attempts in flight in this replica, in all (WEBHOOK_MAX_IN_FLIGHT). */
  maxInFlight: number;
  /** Attempts in flight to one endpoint (WEBHOOK_MAX_IN_FLIGHT_PER_ENDPOINT). */
  maxInFlightPerEndpoint: number;
  claimLeaseMs: number;
  /** The idle loop's longest wait: rows of other replicas' consumers do not ring this one. */
  pollMs: number;
  requestTimeoutMs: number;
  disableAfterSeconds: number;
  /** How often the due backlog gauges are refreshed. */
  backlogRefreshMs: number;
  /** Longest wait after failed claims (doubling from claimBackoffMinMs). */
  claimBackoffMinMs: number;
  claimBackoffMaxMs: number;
  /** Most due rows one window claim reads (see ClaimsRepository.claim). */
  claimWindowMax: number;
  /** After a deep claim that found nothing, the next waits at least this long. */
  deepClaimMinMs: number;
  /** While an endpoint's circuit stays open, its newly due deliveries are parked this often... */
  parkEveryMs: number;
  /** ...at most this many at a time. */
  parkBatch: number;
  /** A queued delivery starts only with this much of its lease left beyond the request timeout. */
  leaseMarginMs: number;
  /** How long this replica remembers an endpoint it disabled, for deliveries it still holds. */
  disabledMemoryMs: number;
}
export const DELIVERY_SETTINGS = Symbol('DELIVERY_SETTINGS');

/** Everything the delivery feature is built from: the engine's settings and its parts'. */
export interface DeliveryFeatureSettings {
  engine: DeliverySettings;
  recorder: { flushMs: number; maxBatch: number };
  sender: SenderSettings;
  /** Non-public ranges deliveries may reach (WEBHOOK_ALLOWED_CIDRS). */
  allowedCidrs: string;
  retries: { schedule: string; jitterPercent: number };
  circuits: { failures: number; openMs: number };
  endpoints: { cacheMs: number; secretKeys: string; secretKeyId: string };
}
