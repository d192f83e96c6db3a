import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { GatewayEnv } from '@app/config';
import { RATE_LIMIT_SETTINGS, RateLimitInterceptor, RateLimitSettings } from './rate-limit.interceptor';

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
    { provide: APP_INTERCEPTOR, useClass: RateLimitInterceptor },
  ],
})
export class RateLimitModule {}
