import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply } from 'fastify';
import { REQUIRED_SCOPES } from '@app/auth';
import { CHARGED_BY_CLAIM } from '../recording/charged-by-claim.decorator';
import { ChargeableRequest, RateLimitCharge } from './rate-limit-charge';
import { RateLimiter } from './rate-limiter.service';

/**
 * The per-caller rate limit (an API key, or a console user acting through the API): every
 * request that passed ApiAuthGuard counts once, in a fixed window held in Redis (RateLimiter).
 * It keys on the principal, so it must run after ApiAuthGuard: both are global guards, which Nest
 * runs in the order their modules are imported (AuthModule before RateLimitModule in
 * app.module.ts). A route with @RequireScopes reaching it without a principal means that order
 * broke, and the request fails loudly rather than go through uncounted.
 *
 * A guard rather than an interceptor: it runs at the same point (after authentication, before
 * the body is validated), without the rxjs objects an interceptor costs every request.
 *
 * **The ingest routes** (POST .../events, .../adjustments and their /batch, marked
 * @ChargedByClaim) count in the round trip that claims their externalIds (adjustmentIds): one Lua
 * script increments the counter and, only within the limit, claims
 * (DedupeClaimsRepository.chargeAndClaim). So this guard leaves them an unpaid RateLimitCharge
 * instead of counting, and the intake (SubmissionIntake) pays it through its admission port
 * (recording/admission.port.ts, RateLimitAdmission):
 *
 * - on the way to a claim, through ClaimRecorder.record (countWith): one round trip for both;
 *   over the limit, 429 and nothing claimed; Redis unreachable, the in-memory count and Postgres
 *   alone;
 * - on every path that never reaches the recorder (a single event that fails validation, a batch
 *   envelope that is not `{ events: [1..1000] }`), with pay(): a plain count, one round trip,
 *   before the 400 is answered. So every authenticated request still counts once, whatever it
 *   does, and over the limit the 429 wins over the 400. A batch whose items are all rejected
 *   still goes through the recorder, with no claims: its script only counts.
 *
 * A caller already refused in this window is refused here, before its body is validated and
 * without a round trip (RateLimiter.refusal): its count could only have grown since.
 *
 * What still does not count: requests refused before authentication (401, 403) and bodies
 * Fastify cannot read (400 malformed_json, 413, 415), which never reach any guard.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RateLimiter,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const request = http.getRequest<ChargeableRequest>();
    const principal = request.principal;
    if (!principal) {
      const scoped = this.reflector.getAllAndOverride<unknown>(REQUIRED_SCOPES, [
        context.getHandler(),
        context.getClass(),
      ]);
      if (scoped)
        throw new Error('RateLimitGuard ran before ApiAuthGuard: import AuthModule before RateLimitModule');
      return true;
    }
    const charge = new RateLimitCharge(this.limiter, principal, http.getResponse<FastifyReply>());
    charge.refuseIfKnown();
    if (this.reflector.get<boolean | undefined>(CHARGED_BY_CLAIM, context.getHandler())) {
      request.rateLimitCharge = charge;
    } else {
      await charge.pay();
    }
    return true;
  }
}
