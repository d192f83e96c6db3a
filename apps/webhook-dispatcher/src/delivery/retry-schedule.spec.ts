import { ONE_ATTEMPT_ROUND } from './delivery-states';
import { parseRetryAfter, parseRetrySchedule, RetrySchedule } from './retry-schedule';

const NOW = Date.parse('2026-11-21T13:00:00.000Z');
const S = 1000;
const M = 60 * S;
const H = 60 * M;

describe('parseRetrySchedule', () => {
  it('reads the default schedule (docs/webhooks.md#retry-schedule)', () => {
    expect(parseRetrySchedule('5s,5m,30m,2h,5h,10h,10h')).toEqual([
      5 * S,
      5 * M,
      30 * M,
      2 * H,
      5 * H,
      10 * H,
      10 * H,
    ]);
  });

  it('reads milliseconds and days (shrunk schedules in tests, long ones in production)', () => {
    expect(parseRetrySchedule('200ms,1d')).toEqual([200, 86_400_000]);
  });

  it('names the variable on a bad wait', () => {
    expect(() => parseRetrySchedule('5s,soon')).toThrow('WEBHOOK_RETRY_SCHEDULE: "soon"');
  });
});

describe('RetrySchedule.afterFailure', () => {
  const waits = parseRetrySchedule('5s,5m,30m,2h,5h,10h,10h');

  it('waits each step of the schedule in turn, then gives up', () => {
    const schedule = new RetrySchedule(waits, 0);
    for (let step = 0; step < waits.length; step++) {
      expect(schedule.afterFailure(step, NOW)).toEqual({
        status: 'failing',
        scheduleStep: step + 1,
        nextAttemptAt: new Date(NOW + waits[step]),
      });
    }
    expect(schedule.afterFailure(waits.length, NOW)).toEqual({
      status: 'failed',
      scheduleStep: waits.length,
      nextAttemptAt: null,
    });
  });

  it('jitters each wait within ±the percentage', () => {
    const low = new RetrySchedule(waits, 20, () => 0);
    const mid = new RetrySchedule(waits, 20, () => 0.5);
    const high = new RetrySchedule(waits, 20, () => 0.999999);
    expect(low.afterFailure(0, NOW).nextAttemptAt).toEqual(new Date(NOW + 4 * S));
    expect(mid.afterFailure(0, NOW).nextAttemptAt).toEqual(new Date(NOW + 5 * S));
    expect(high.afterFailure(0, NOW).nextAttemptAt).toEqual(new Date(NOW + 6 * S));
    const random = new RetrySchedule(waits, 20);
    for (let i = 0; i < 1000; i++) {
      const at = random.afterFailure(2, NOW).nextAttemptAt!.getTime() - NOW;
      expect(at).toBeGreaterThanOrEqual(24 * M);
      expect(at).toBeLessThanOrEqual(36 * M);
    }
  });

  it('ends a round started by redeliver or recover after its one attempt', () => {
    const schedule = new RetrySchedule(waits, 20);
    expect(schedule.afterFailure(ONE_ATTEMPT_ROUND, NOW)).toEqual({
      status: 'failed',
      scheduleStep: ONE_ATTEMPT_ROUND,
      nextAttemptAt: null,
    });
  });

  it('honours Retry-After within the shortest and longest wait, never earlier than asked', () => {
    const schedule = new RetrySchedule(waits, 20, () => 0);
    expect(schedule.afterFailure(0, NOW, 120 * S).nextAttemptAt).toEqual(new Date(NOW + 120 * S));
    expect(schedule.afterFailure(3, NOW, 120 * S)).toEqual({
      status: 'failing',
      scheduleStep: 4,
      nextAttemptAt: new Date(NOW + 120 * S),
    });
    expect(schedule.afterFailure(0, NOW, 0).nextAttemptAt).toEqual(new Date(NOW + 5 * S));
    expect(schedule.afterFailure(0, NOW, 7 * 24 * H).nextAttemptAt).toEqual(new Date(NOW + 10 * H));
    const jittered = new RetrySchedule(waits, 20, () => 0.5);
    expect(jittered.afterFailure(0, NOW, 100 * S).nextAttemptAt).toEqual(new Date(NOW + 110 * S));
  });

  it('gives up at the end of the schedule even when Retry-After asks for more', () => {
    const schedule = new RetrySchedule(waits, 20);
    expect(schedule.afterFailure(waits.length, NOW, 10 * S).status).toBe('failed');
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds', () => {
    expect(parseRetryAfter('120', NOW)).toBe(120 * S);
    expect(parseRetryAfter(' 0 ', NOW)).toBe(0);
  });

  it('reads an HTTP date, relative to now', () => {
    expect(parseRetryAfter('Sat, 21 Nov 2026 13:02:00 GMT', NOW)).toBe(2 * M);
    expect(parseRetryAfter('Sat, 21 Nov 2026 12:00:00 GMT', NOW)).toBe(0);
  });

  it('ignores what it cannot read', () => {
    expect(parseRetryAfter(undefined, NOW)).toBeNull();
    expect(parseRetryAfter('', NOW)).toBeNull();
    expect(parseRetryAfter('soon', NOW)).toBeNull();
    expect(parseRetryAfter('-5', NOW)).toBeNull();
  });
});
