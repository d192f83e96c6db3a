import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { APP_GUARD } from '@nestjs/core';
import { GatewayEnv } from '@app/config';
import { RateLimitCountersRepository } from './rate-limit-counters.repository';
import { RATE_LIMIT_SETTINGS, RateLimitSettings } from './rate-limit-settings';
import { RateLimitGuard } from './rate-limit.guard';
import { RateLimiter } from './rate-limiter.service';

/** Import after AuthModule: its guard must run first (see RateLimitGuard). */
@Module({
  providers: [
    {
      provide: RATE_LIMIT_SETTINGS,
      inject: [ConfigService],
      useFactory: (config: ConfigService<GatewayEnv, true>): RateLimitSettings => ({
        requests: config.get('RATE_LIMIT_REQUESTS', { infer: true }),
        windowSeconds: config.get('RATE_LIMIT_WINDOW_SECONDS', { infer: true }),
      }),
    },
    RateLimitCountersRepository,
    RateLimiter,
    { provide: APP_GUARD, useClass: RateLimitGuard },
  ],
})
export class RateLimitModule {}
