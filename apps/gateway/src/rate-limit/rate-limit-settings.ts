/** Each caller's budget: `requests` per fixed window of `windowSeconds` (RATE_LIMIT_* variables). */
export interface RateLimitSettings {
  requests: number;
  windowSeconds: number;
}
export const RATE_LIMIT_SETTINGS = Symbol('RATE_LIMIT_SETTINGS');
