import type { FastifyReply } from 'fastify';
import type { ApiKeyPrincipal } from '@app/auth';
import { FixedWindow, WindowCount } from '@app/redis';
import { RateLimitCharge } from './rate-limit-charge';
import { RateLimitCountersRepository } from './rate-limit-counters.repository';
import { RateLimiter } from './rate-limiter.service';

/** A Redis counter in a Map; `down` makes it throw as an unreachable Redis does. */
class FakeCounters {
  readonly counts = new Map<string, number>();
  calls = 0;
  down = false;
  key(subject: string): string {
    return `ratelimit:${subject}`;
  }
  async count(window: FixedWindow): Promise<WindowCount> {
    this.calls++;
    if (this.down) throw new Error('Connection is closed.');
    const consumed = (this.counts.get(window.key) ?? 0) + 1;
    this.counts.set(window.key, consumed);
    return { consumed, msBeforeNext: 20_000 };
  }
}

function fakeReply() {
  const headers: Record<string, string> = {};
  const reply = {
    header(name: string, value: string) {
      headers[name] = value;
      return reply;
    },
  };
  return { headers, reply: reply as unknown as FastifyReply };
}

const principal: ApiKeyPrincipal = {
  kind: 'api_key',
  keyId: 'k1',
  workspaceId: 'w1',
  scopes: new Set(),
  mode: 'live',
};

describe('RateLimitCharge', () => {
  let counters: FakeCounters;
  let limiter: RateLimiter;

  beforeEach(() => {
    counters = new FakeCounters();
    limiter = new RateLimiter(counters as unknown as RateLimitCountersRepository, {
      requests: 2,
      windowSeconds: 30,
    });
  });

  const charge = () => {
    const { headers, reply } = fakeReply();
    return { headers, charge: new RateLimitCharge(limiter, principal, reply) };
  };

  it('counts a request once, however many steps try to pay it, and sets both headers', async () => {
    const { headers, charge: c } = charge();
    expect(headers['ratelimit-policy']).toBe('"per-key";q=2;w=30');
    await c.pay();
    await c.pay();
    c.settle({ consumed: 99, msBeforeNext: 1 });
    expect(counters.calls).toBe(1);
    expect(c.admitted).toBe(true);
    expect(headers.ratelimit).toBe('"per-key";r=1;t=20');
  });

  it('settles with the count the claim script returned, without a round trip of its own', () => {
    const { headers, charge: c } = charge();
    expect(c.window).toEqual({ key: 'ratelimit:key:k1', limit: 2, windowSeconds: 30 });
    c.settle({ consumed: 2, msBeforeNext: 5_000 });
    expect(counters.calls).toBe(0);
    expect(headers.ratelimit).toBe('"per-key";r=0;t=5');
  });

  it("counts with the claim's round trip: its count, or memory when Redis gave no answer", async () => {
    const { headers, charge: c } = charge();
    const answer = await c.countWith(async (window) => {
      expect(window).toEqual({ key: 'ratelimit:key:k1', limit: 2, windowSeconds: 30 });
      return { count: { consumed: 1, msBeforeNext: 4_000 }, claims: [] };
    });
    expect(answer?.claims).toEqual([]);
    expect(c.admitted).toBe(true);
    expect(headers.ratelimit).toBe('"per-key";r=1;t=4');
    expect(counters.calls).toBe(0);

    const unanswered = charge().charge;
    expect(await unanswered.countWith(async () => null)).toBeNull();
    expect(unanswered.admitted).toBe(true);
    expect(counters.calls).toBe(0);

    const over = charge().charge;
    await expect(
      over.countWith(async () => ({ count: { consumed: 3, msBeforeNext: 1_000 }, claims: null })),
    ).rejects.toMatchObject({ status: 429 });
    expect(over.admitted).toBe(false);
  });

  it('over the limit throws 429, and refuses the rest of the window from memory, without counting', async () => {
    await charge().charge.pay();
    await charge().charge.pay();
    const over = charge().charge;
    await expect(over.pay()).rejects.toMatchObject({ status: 429, code: 'rate_limited' });
    expect(over.admitted).toBe(false);
    expect(counters.calls).toBe(3);

    const next = charge().charge;
    expect(() => next.refuseIfKnown()).toThrow(expect.objectContaining({ status: 429 }));
    expect(counters.calls).toBe(3);
    // Another caller is not affected.
    const other = new RateLimitCharge(limiter, { ...principal, keyId: 'k2' }, fakeReply().reply);
    expect(() => other.refuseIfKnown()).not.toThrow();
  });

  it('forgets a refusal when its window ends', () => {
    jest.useFakeTimers();
    try {
      expect(() => charge().charge.settle({ consumed: 3, msBeforeNext: 1_000 })).toThrow();
      expect(() => charge().charge.refuseIfKnown()).toThrow();
      jest.advanceTimersByTime(1_001);
      expect(() => charge().charge.refuseIfKnown()).not.toThrow();
    } finally {
      jest.useRealTimers();
    }
  });

  it('counts in memory when Redis does not answer, and still refuses over the limit', async () => {
    counters.down = true;
    const first = charge();
    await first.charge.pay();
    expect(first.headers.ratelimit).toMatch(/^"per-key";r=1;t=\d+$/);
    const second = charge().charge;
    await second.payInMemory();
    await expect(charge().charge.pay()).rejects.toMatchObject({ status: 429 });
  });
});
