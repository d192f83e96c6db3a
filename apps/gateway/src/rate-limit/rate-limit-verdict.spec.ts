import { ProblemException } from '@app/http';
import { judge, policyHeader } from './rate-limit-verdict';

describe('rate-limit verdict', () => {
  const settings = { requests: 6, windowSeconds: 30 };

  it('names the quota and window in RateLimit-Policy', () => {
    expect(policyHeader(settings)).toBe('"per-key";q=6;w=30');
  });

  it('lets the last request of the quota through, with what is left and the seconds to the reset', () => {
    expect(judge(settings, { consumed: 1, msBeforeNext: 29_001 }, 'api_key')).toEqual({
      allowed: true,
      rateLimit: '"per-key";r=5;t=30',
    });
    expect(judge(settings, { consumed: 6, msBeforeNext: 0 }, 'api_key')).toEqual({
      allowed: true,
      rateLimit: '"per-key";r=0;t=0',
    });
  });

  it('refuses the next with 429 rate_limited, Retry-After of at least a second, and the headers', () => {
    const verdict = judge(settings, { consumed: 7, msBeforeNext: 12_300 }, 'api_key');
    expect(verdict.allowed).toBe(false);
    const problem = (verdict as { problem: ProblemException }).problem;
    expect(problem).toMatchObject({ status: 429, code: 'rate_limited' });
    expect(problem.detail).toBe(
      'This API key sent more than 6 requests in 30 second(s). Retry after 13 second(s), or send events in batches (POST .../events/batch).',
    );
    expect(problem.options.headers).toEqual({
      'retry-after': '13',
      'ratelimit-policy': '"per-key";q=6;w=30',
      ratelimit: '"per-key";r=0;t=13',
    });
    const atTheEdge = judge(settings, { consumed: 9, msBeforeNext: 0 }, 'member') as {
      problem: ProblemException;
    };
    expect(atTheEdge.problem.options.headers?.['retry-after']).toBe('1');
    expect(atTheEdge.problem.detail).toMatch(/^This console user sent more than 6 requests/);
  });
});
