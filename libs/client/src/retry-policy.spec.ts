import { backoffMs, DEFAULT_RETRY, isRetryableStatus, nextDelayMs, retryAfterMs } from './retry-policy';

describe('retry policy', () => {
  it('retries what can change by itself, and nothing the request itself got wrong', () => {
    for (const status of [429, 502, 503, 504]) expect(isRetryableStatus(status)).toBe(true);
    expect(isRetryableStatus(409, 'request_in_progress')).toBe(true);
    for (const status of [400, 401, 403, 404, 413, 415, 422, 500, 501])
      expect(isRetryableStatus(status)).toBe(false);
    expect(isRetryableStatus(409, 'conflict')).toBe(false);
  });

  it('backs off exponentially with jitter between half and all of the step, up to the cap', () => {
    const options = { ...DEFAULT_RETRY, baseDelayMs: 100, maxDelayMs: 1000 };
    expect([1, 2, 3, 4].map((retry) => backoffMs(retry, options, () => 0))).toEqual([50, 100, 200, 400]);
    expect([1, 2, 3, 4].map((retry) => backoffMs(retry, options, () => 1))).toEqual([100, 200, 400, 800]);
    expect(backoffMs(10, options, () => 1)).toBe(1000);
    expect(backoffMs(10, options, () => 0)).toBe(500);
  });

  it('reads Retry-After as seconds or as an HTTP date, and ignores what it cannot read', () => {
    expect(retryAfterMs('2')).toBe(2000);
    expect(retryAfterMs('0.5')).toBe(500);
    const now = Date.parse('2026-11-25T10:00:00Z');
    expect(retryAfterMs('Wed, 25 Nov 2026 10:00:03 GMT', now)).toBe(3000);
    expect(retryAfterMs('Wed, 25 Nov 2026 09:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('soon')).toBeUndefined();
    expect(retryAfterMs(null)).toBeUndefined();
  });

  it('never waits less than the server asked', () => {
    expect(nextDelayMs(1, DEFAULT_RETRY, 3000, () => 0)).toBe(3000);
    expect(nextDelayMs(1, DEFAULT_RETRY, 10, () => 1)).toBe(200);
  });
});
