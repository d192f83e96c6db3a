import type { FastifyReply } from 'fastify';
import { AuthenticatedRequest, Principal, principalSubject } from '@app/auth';
import { FixedWindow, WindowCount } from '@app/redis';
import type { Admission } from '../recording/admission.port';
import { RateLimiter } from './rate-limiter.service';
import { judge, policyHeader } from './rate-limit-verdict';

export type ChargeableRequest = AuthenticatedRequest & { rateLimitCharge?: RateLimitCharge };

/**
 * One request's rate-limit charge, counted exactly once by whichever step gets there first:
 *
 * - `countWith(roundTrip)`: the claim's script counts it in the same round trip (the ingest
 *   routes' happy path, see ClaimRecorder): `settle(count)` with the count it made, or
 *   `payInMemory()` when it got no answer from Redis, so this replica's memory counts it;
 * - `pay()`: a plain count of its own, for a request that never reaches the claim (an invalid
 *   body) and for every other route (RateLimitGuard).
 *
 * Within the limit the answer gets the RateLimit header; over it, each of them throws 429
 * rate_limited. Every counted answer carries RateLimit-Policy, set when the charge is made. A
 * caller already refused in this window is refused before any of them (`refuseIfKnown()`).
 */
export class RateLimitCharge implements Admission {
  private readonly subject: string;
  private paid = false;
  private allowed = false;

  constructor(
    private readonly limiter: RateLimiter,
    private readonly principal: Principal,
    private readonly reply: FastifyReply,
  ) {
    this.subject = principalSubject(principal);
    void reply.header('ratelimit-policy', policyHeader(limiter.settings));
  }

  /** The caller's counter, for the script that counts the request with its claims. */
  get window(): FixedWindow {
    return this.limiter.window(this.subject);
  }

  /** Counted and within the limit (or let through because nothing could count it). */
  get admitted(): boolean {
    return this.allowed;
  }

  async pay(): Promise<void> {
    if (this.paid) return;
    this.paid = true;
    this.decide(await this.limiter.count(this.subject));
  }

  async countWith<T extends { count: WindowCount }>(
    roundTrip: (window: FixedWindow) => Promise<T | null>,
  ): Promise<T | null> {
    const answer = await roundTrip(this.window);
    if (answer === null) await this.payInMemory();
    else this.settle(answer.count);
    return answer;
  }

  settle(count: WindowCount): void {
    if (this.paid) return;
    this.paid = true;
    this.decide(count);
  }

  async payInMemory(): Promise<void> {
    if (this.paid) return;
    this.paid = true;
    this.decide(await this.limiter.countInMemory(this.subject));
  }

  /** Refuses at once a caller already refused in this window (RateLimiter.refusal). */
  refuseIfKnown(): void {
    const count = this.limiter.refusal(this.subject);
    if (count === null) return;
    this.paid = true;
    this.decide(count);
  }

  private decide(count: WindowCount | null): void {
    if (count !== null) {
      const verdict = judge(this.limiter.settings, count, this.principal.kind);
      if (!verdict.allowed) {
        this.limiter.rememberRefusal(this.subject, count);
        throw verdict.problem;
      }
      void this.reply.header('ratelimit', verdict.rateLimit);
    }
    this.allowed = true;
  }
}

/** The charge RateLimitGuard left unpaid on a @ChargedByClaim() route, for the intake to pay. */
export function rateLimitChargeOf(request: object): RateLimitCharge {
  const charge = (request as ChargeableRequest).rateLimitCharge;
  if (!charge) {
    throw new Error(
      'No rate-limit charge on this request: a @ChargedByClaim() route must also be @RequireScopes()',
    );
  }
  return charge;
}
