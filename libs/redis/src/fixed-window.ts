/**
 * A fixed-window request counter as a Lua fragment, for scripts that count a request and may do
 * more in the same round trip: the gateway's rate limit runs it alone, or in front of the dedupe
 * claims of the ingest routes (one script, one round trip).
 *
 * The algorithm is rate-limiter-flexible's RateLimiterRedis, which the gateway used before: the
 * first hit of a window creates the counter with the window as its TTL, every hit increments it
 * (refused ones too), and the TTL left says when the window ends. A counter written by either is
 * read the same way, so a rolling deploy does not reset anyone's budget.
 *
 * Reads the counter's key from KEYS[1] and the window in seconds from ARGV[1]; leaves the count in
 * `consumed` and the milliseconds left in the window in `ttl`, for the script that embeds it.
 */
export const FIXED_WINDOW_LUA = `
redis.call('SET', KEYS[1], 0, 'EX', ARGV[1], 'NX')
local consumed = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl == -1 then
  redis.call('EXPIRE', KEYS[1], ARGV[1])
  ttl = 1000 * ARGV[1]
end
`;

/** One caller's counter: where it lives, how many requests it allows, per how long. */
export interface FixedWindow {
  key: string;
  limit: number;
  windowSeconds: number;
}

/** A counter after one more request: its count, and the time left in its window. */
export interface WindowCount {
  consumed: number;
  msBeforeNext: number;
}
