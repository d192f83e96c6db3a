import type { Principal } from '@app/auth';
import { ProblemCode, ProblemException } from '@app/http';
import type { WindowCount } from '@app/redis';
import { RateLimitSettings } from './rate-limit-settings';

/** The policy's name in the IETF RateLimit headers; one policy: per caller (API key or user). */
const POLICY = 'per-key';

/** RateLimit-Policy: the quota and the window, the same on every counted answer. */
export function policyHeader(settings: RateLimitSettings): string {
  return `"${POLICY}";q=${settings.requests};w=${settings.windowSeconds}`;
}

export type RateLimitVerdict =
  { allowed: true; rateLimit: string } | { allowed: false; problem: ProblemException };

/**
 * What a counter's value means for the request that made it: let it through, with the RateLimit
 * header (requests left, seconds to the window's end), or 429 rate_limited with Retry-After.
 */
export function judge(
  settings: RateLimitSettings,
  count: WindowCount,
  caller: Principal['kind'],
): RateLimitVerdict {
  if (count.consumed <= settings.requests) {
    const reset = Math.max(0, Math.ceil(count.msBeforeNext / 1000));
    return { allowed: true, rateLimit: `"${POLICY}";r=${settings.requests - count.consumed};t=${reset}` };
  }
  const retryAfter = Math.max(1, Math.ceil(count.msBeforeNext / 1000));
  return {
    allowed: false,
    problem: new ProblemException(
      429,
      ProblemCode.RateLimited,
      `This ${caller === 'api_key' ? 'API key' : 'console user'} sent more than ${settings.requests} requests in ${settings.windowSeconds} second(s). Retry after ${retryAfter} second(s), or send events in batches (POST .../events/batch).`,
      {
        headers: {
          'retry-after': String(retryAfter),
          'ratelimit-policy': policyHeader(settings),
          ratelimit: `"${POLICY}";r=0;t=${retryAfter}`,
        },
      },
    ),
  };
}
