import { Inject, Injectable, Logger } from '@nestjs/common';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { FixedWindow, WindowCount } from '@app/redis';
import { RateLimitCountersRepository } from './rate-limit-counters.repository';
import { RATE_LIMIT_SETTINGS, RateLimitSettings } from './rate-limit-settings';

/**
 * Counts a caller's requests: in Redis, so the limit holds across every gateway replica; if Redis
 * is unreachable, in this replica's memory instead (a looser limit beats refusing traffic). Both
 * ways answer the counter's value after this request; null means neither could count, and the
 * request goes through.
 *
 * A caller refused once stays refused until its window ends: a fixed window's count only grows.
 * So the refusal is remembered here, and the caller's next requests in that window are refused
 * from memory (`refusal()`), before their bodies are validated and without a round trip, exactly
 * as Redis would have refused them. It matters for the ingest routes, which count only once they
 * have validated the body: a client hammering the batch route past its limit costs one
 * validation per window and replica, not one per request.
 */
@Injectable()
export class RateLimiter {
  private readonly logger = new Logger(RateLimiter.name);
  private readonly memory: RateLimiterMemory;
  /** Callers over the limit, and when (Date.now() ms) their window ends. */
  private readonly refused = new Map<string, number>();

  constructor(
    private readonly counters: RateLimitCountersRepository,
    @Inject(RATE_LIMIT_SETTINGS) readonly settings: RateLimitSettings,
  ) {
    this.memory = new RateLimiterMemory({ points: settings.requests, duration: settings.windowSeconds });
  }

  /** The caller's counter, for a script that counts the request itself (the claim's). */
  window(subject: string): FixedWindow {
    return {
      key: this.counters.key(subject),
      limit: this.settings.requests,
      windowSeconds: this.settings.windowSeconds,
    };
  }

  /** Counts one request: one Redis round trip, or memory if Redis does not answer. */
  async count(subject: string): Promise<WindowCount | null> {
    try {
      return await this.counters.count(this.window(subject));
    } catch {
      return this.countInMemory(subject);
    }
  }

  /** The count that refuses a caller already refused in this window, or null. */
  refusal(subject: string): WindowCount | null {
    const until = this.refused.get(subject);
    if (until === undefined) return null;
    const msBeforeNext = until - Date.now();
    if (msBeforeNext > 0) return { consumed: this.settings.requests + 1, msBeforeNext };
    this.refused.delete(subject);
    return null;
  }

  /** Remembers that a count refused this caller, until its window ends. */
  rememberRefusal(subject: string, count: WindowCount): void {
    const now = Date.now();
    if (this.refused.size >= MAX_REMEMBERED_REFUSALS) {
      for (const [other, until] of this.refused) if (until <= now) this.refused.delete(other);
      // Still full of live refusals: forget them all; each costs one count in Redis to learn again.
      if (this.refused.size >= MAX_REMEMBERED_REFUSALS) this.refused.clear();
    }
    this.refused.set(subject, now + count.msBeforeNext);
  }

  /** Counts one request in this replica's memory: for when Redis did not answer. */
  async countInMemory(subject: string): Promise<WindowCount | null> {
    try {
      return fromMemory(await this.memory.consume(subject));
    } catch (rejection) {
      // Over the limit, rate-limiter-flexible rejects with the counter; anything else is a failure.
      if (rejection instanceof RateLimiterRes) return fromMemory(rejection);
      this.logger.warn(`rate limiter failed, letting the request through: ${(rejection as Error).message}`);
      return null;
    }
  }
}

/** Bounds the memory of refusals (a few dozen bytes each). */
const MAX_REMEMBERED_REFUSALS = 10_000;

function fromMemory(res: RateLimiterRes): WindowCount {
  return { consumed: res.consumedPoints, msBeforeNext: res.msBeforeNext };
}
