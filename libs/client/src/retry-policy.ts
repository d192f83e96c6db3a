/**
 * When a call is tried again, and after how long. Safe because every send carries the same body
 * and `externalId` on every try: the platform records an event once per externalId (201, then 200),
 * so a retry can never record it twice.
 *
 * Retried: no answer at all (refused, reset, timed out), 409 `request_in_progress` (the same
 * externalId is being recorded right now), 429 (rate limited), and 502/503/504 (a dependency or a
 * replica is down for a moment). Never retried: any other 4xx, which says the request itself is
 * wrong and would be wrong again.
 *
 * Written here rather than taken from a retry library: the rules are the API's own (which codes,
 * Retry-After bounded by the caller's total budget), they are a few lines, and a published client
 * is better with no runtime dependency it does not need.
 */

export interface RetryOptions {
  /** Attempts in all, the first included. Default 8. */
  maxAttempts: number;
  /** The most time one call may take, retries and waits included. Default 60 s. */
  maxElapsedMs: number;
  /** The first wait; each next one doubles, up to maxDelayMs. Default 200 ms. */
  baseDelayMs: number;
  /** The longest wait between two attempts, unless Retry-After asks for more. Default 10 s. */
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryOptions = {
  maxAttempts: 8,
  maxElapsedMs: 60_000,
  baseDelayMs: 200,
  maxDelayMs: 10_000,
};

const RETRYABLE_STATUSES = new Set([429, 502, 503, 504]);

export function isRetryableStatus(status: number, code?: string): boolean {
  if (status === 409) return code === 'request_in_progress';
  return RETRYABLE_STATUSES.has(status);
}

/**
 * The wait before retry number `retry` (1 for the first retry): exponential, with "equal jitter"
 * (half fixed, half random), so many clients failing at once do not come back at once.
 */
export function backoffMs(retry: number, options: RetryOptions, random: () => number = Math.random): number {
  const ceiling = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** (retry - 1));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/** Retry-After in milliseconds: delay-seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null | undefined, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const value = header.trim();
  if (/^\d+(\.\d+)?$/.test(value)) return Math.round(Number(value) * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** The wait before the next attempt: the backoff, but never less than the server asked for. */
export function nextDelayMs(
  retry: number,
  options: RetryOptions,
  retryAfter: number | undefined,
  random: () => number = Math.random,
): number {
  return Math.max(backoffMs(retry, options, random), retryAfter ?? 0);
}
