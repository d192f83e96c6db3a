import {
  CallHandler,
  ExecutionContext,
  Inject,
  Injectable,
  Logger,
  NestInterceptor,
  OnModuleInit,
} from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { Observable } from 'rxjs';
import { AuthenticatedRequest, principalSubject } from '@app/auth';
import { ProblemCode, ProblemException } from '@app/http';
import { RedisService } from '@app/redis';

export interface RateLimitSettings {
  requests: number;
  windowSeconds: number;
}
export const RATE_LIMIT_SETTINGS = Symbol('RATE_LIMIT_SETTINGS');

const POLICY = 'per-key';

/**
 * Per-API-key rate limit, counted in Redis so that it holds across every gateway replica
 * (rate-limiter-flexible's fixed window). If Redis is unreachable the limit is kept per replica
 * in memory instead: a looser limit beats refusing traffic. Answers carry the IETF RateLimit
 * headers; over the limit, 429 rate_limited with Retry-After.
 */
@Injectable()
export class RateLimitInterceptor implements NestInterceptor, OnModuleInit {
  private readonly logger = new Logger(RateLimitInterceptor.name);
  private limiter!: RateLimiterRedis;

  constructor(
    private readonly redis: RedisService,
    @Inject(RATE_LIMIT_SETTINGS) private readonly settings: RateLimitSettings,
  ) {}

  onModuleInit(): void {
    const options = { points: this.settings.requests, duration: this.settings.windowSeconds };
    this.limiter = new RateLimiterRedis({
      ...options,
      storeClient: this.redis.failFast('rate-limit'),
      keyPrefix: 'ratelimit',
      insuranceLimiter: new RateLimiterMemory(options),
    });
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const request = http.getRequest<AuthenticatedRequest>();
    if (!request.principal) return next.handle();
    const reply = http.getResponse<FastifyReply>();
    void reply.header(
      'ratelimit-policy',
      `"${POLICY}";q=${this.settings.requests};w=${this.settings.windowSeconds}`,
    );
    try {
      const result = await this.limiter.consume(principalSubject(request.principal));
      this.setRemaining(reply, result);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) {
        this.logger.warn(`rate limiter failed, letting the request through: ${(rejection as Error).message}`);
        return next.handle();
      }
      const retryAfter = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      throw new ProblemException(
        429,
        ProblemCode.RateLimited,
        `This ${request.principal.kind === 'api_key' ? 'API key' : 'console user'} sent more than ${this.settings.requests} requests in ${this.settings.windowSeconds} second(s). Retry after ${retryAfter} second(s), or send events in batches (POST .../events/batch).`,
        {
          headers: {
            'retry-after': String(retryAfter),
            'ratelimit-policy': `"${POLICY}";q=${this.settings.requests};w=${this.settings.windowSeconds}`,
            ratelimit: `"${POLICY}";r=0;t=${retryAfter}`,
          },
        },
      );
    }
    return next.handle();
  }

  private setRemaining(reply: FastifyReply, result: RateLimiterRes): void {
    void reply.header(
      'ratelimit',
      `"${POLICY}";r=${result.remainingPoints};t=${Math.max(0, Math.ceil(result.msBeforeNext / 1000))}`,
    );
  }
}
