import { Injectable, OnModuleInit } from '@nestjs/common';
import Redis from 'ioredis';
import { FIXED_WINDOW_LUA, FixedWindow, RedisService, WindowCount } from '@app/redis';

const COUNT = `${FIXED_WINDOW_LUA}
return { consumed, ttl }`;

type CountingClient = Redis & { countRequest(key: string, windowSeconds: number): Promise<[number, number]> };

/**
 * The Redis side of the rate limit: one fixed-window counter per caller, at
 * `ratelimit:<subject>` (subject: `key:<keyId>` or `user:<userId>`; the key rate-limiter-flexible
 * used, so counts carry over). Storage only: what a count means is in rate-limit-verdict.ts.
 * Uses a fail-fast connection, so an unreachable Redis throws at once and the caller falls back.
 *
 * The ingest routes do not come here on their way to a claim: their count rides on the claim's
 * own script (DedupeClaimsRepository.chargeAndClaim), which embeds the same counter.
 */
@Injectable()
export class RateLimitCountersRepository implements OnModuleInit {
  private client!: CountingClient;

  constructor(private readonly redis: RedisService) {}

  onModuleInit(): void {
    this.client = this.redis.failFast('rate-limit') as CountingClient;
    this.client.defineCommand('countRequest', { numberOfKeys: 1, lua: COUNT });
  }

  key(subject: string): string {
    return `ratelimit:${subject}`;
  }

  /** Counts one request in the window; one round trip. */
  async count(window: FixedWindow): Promise<WindowCount> {
    const [consumed, msBeforeNext] = await this.client.countRequest(window.key, window.windowSeconds);
    return { consumed, msBeforeNext };
  }
}
