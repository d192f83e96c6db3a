import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { ProblemCode, ProblemException } from '@app/http';
import { RedisService } from '@app/redis';
import { CONSOLE_SESSION_SETTINGS, ConsoleSessionSettings } from './console-session-settings';

/**
 * Slows down password guessing (OWASP authentication cheat sheet): failed sign-ins are counted
 * per email and per client IP in Redis, across every gateway replica. Once either count reaches
 * its limit within the window, sign-in answers 429 with Retry-After before the password is even
 * checked, with the same words whether or not the email exists. A success clears the email's
 * count. Only failures count, so a user who types the right password is never held off by their
 * own successful sign-ins. If Redis is unreachable, each replica counts in memory instead
 * (rate-limiter-flexible's insurance limiter).
 */
@Injectable()
export class LoginThrottle implements OnModuleInit {
  private readonly logger = new Logger(LoginThrottle.name);
  private byEmail!: RateLimiterRedis;
  private byIp!: RateLimiterRedis;

  constructor(
    private readonly redis: RedisService,
    @Inject(CONSOLE_SESSION_SETTINGS) private readonly settings: ConsoleSessionSettings,
  ) {}

  onModuleInit(): void {
    const client = this.redis.failFast('login-throttle');
    const limiter = (keyPrefix: string, points: number) => {
      const options = { points, duration: this.settings.failureWindowSeconds };
      return new RateLimiterRedis({
        ...options,
        storeClient: client,
        keyPrefix,
        insuranceLimiter: new RateLimiterMemory(options),
      });
    };
    this.byEmail = limiter('login_fail_email', this.settings.maxFailuresPerEmail);
    this.byIp = limiter('login_fail_ip', this.settings.maxFailuresPerIp);
  }

  /** Throws 429 when this email or this IP has failed too often lately. */
  async check(email: string, ip: string): Promise<void> {
    const [emailState, ipState] = await Promise.all([
      this.read(this.byEmail, emailKey(email)),
      this.read(this.byIp, ip),
    ]);
    const blocked = [
      { state: emailState, limit: this.settings.maxFailuresPerEmail },
      { state: ipState, limit: this.settings.maxFailuresPerIp },
    ].filter(({ state, limit }) => state !== null && state.consumedPoints >= limit);
    if (blocked.length === 0) return;
    const retryAfter = Math.max(1, ...blocked.map(({ state }) => Math.ceil(state!.msBeforeNext / 1000)));
    throw new ProblemException(
      429,
      ProblemCode.RateLimited,
      `Too many failed sign-ins. Wait ${retryAfter} second(s) and try again, or ask an owner to reset your password.`,
      { headers: { 'retry-after': String(retryAfter) } },
    );
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    await Promise.all([this.penalise(this.byEmail, emailKey(email)), this.penalise(this.byIp, ip)]);
  }

  async recordSuccess(email: string): Promise<void> {
    try {
      await this.byEmail.delete(emailKey(email));
    } catch (error) {
      this.logger.warn(`could not clear the failed sign-in count: ${(error as Error).message}`);
    }
  }

  private async read(limiter: RateLimiterRedis, key: string): Promise<RateLimiterRes | null> {
    try {
      return await limiter.get(key);
    } catch (error) {
      this.logger.warn(`could not read the failed sign-in count: ${(error as Error).message}`);
      return null;
    }
  }

  private async penalise(limiter: RateLimiterRedis, key: string): Promise<void> {
    try {
      await limiter.penalty(key, 1);
    } catch (error) {
      this.logger.warn(`could not count a failed sign-in: ${(error as Error).message}`);
    }
  }
}

/** Emails are counted whatever their case, since sign-in ignores it; Redis keeps a hash, not the address. */
function emailKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');
}
