/** The route marker that leaves a request's rate-limit charge to the intake, paid with its claims. */
import { SetMetadata } from '@nestjs/common';

export const CHARGED_BY_CLAIM = Symbol('CHARGED_BY_CLAIM');

/**
 * Marks a route that counts its request against the rate limit in the same Redis round trip as
 * its dedupe claims: part of the intake's admission contract (admission.port.ts), declared here
 * beside it, read by rate-limit/. RateLimitGuard then only leaves an unpaid RateLimitCharge on the request
 * for the intake (SubmissionIntake: events, adjustments), which pays it on every path through its admission port (RateLimitAdmission):
 * with the claims, or with pay() before answering anything else.
 */
export const ChargedByClaim = () => SetMetadata(CHARGED_BY_CLAIM, true);
