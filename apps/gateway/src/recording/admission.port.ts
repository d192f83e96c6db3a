/** The intake's admission port: a submission's place in the rate limit (implemented in rate-limit/). */
import type { FixedWindow, WindowCount } from '@app/redis';

/**
 * The rate limit as the intake sees it: one request's place in its caller's budget, counted
 * exactly once. Declared here, where it is used; rate-limit/ implements it (RateLimitAdmission),
 * so neither the controller nor the repositories handle the charge.
 */
export interface Admission {
  /** Counted and within the limit (or let through because nothing could count it). */
  readonly admitted: boolean;
  /** Counts the request alone, for a body that never reaches a claim; 429 rate_limited over the limit. */
  pay(): Promise<void>;
  /**
   * Counts the request inside `roundTrip`, the Redis script that also claims its keys, so the
   * count and the claims cost one round trip: it gets the caller's counter and answers the count
   * it made, or null when Redis did not answer (then this replica's memory counts the request).
   * Throws 429 rate_limited over the limit; the script then claimed nothing.
   */
  countWith<T extends { count: WindowCount }>(
    roundTrip: (window: FixedWindow) => Promise<T | null>,
  ): Promise<T | null>;
}

/** Finds the admission of a request that the rate limit left for its claims to count. */
export interface AdmissionPort {
  /** `caller` is the HTTP request, opaque here. */
  admissionOf(caller: object): Admission;
}

export const ADMISSION_PORT = Symbol('ADMISSION_PORT');
