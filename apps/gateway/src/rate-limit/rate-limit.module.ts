import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ADMISSION_PORT } from '../recording/admission.port';
import { RateLimitAdmission } from './rate-limit-admission.adapter';
import { RateLimitCountersRepository } from './rate-limit-counters.repository';
import { RateLimitGuard } from './rate-limit.guard';
import { RateLimiter } from './rate-limiter.service';

/**
 * Import after AuthModule: its guard must run first (see RateLimitGuard). Global for the one
 * port it keeps, the intake's admission (recording/admission.port.ts); settings from
 * GatewaySettingsModule.
 */
@Global()
@Module({
  providers: [
    RateLimitCountersRepository,
    RateLimiter,
    { provide: APP_GUARD, useClass: RateLimitGuard },
    { provide: ADMISSION_PORT, useClass: RateLimitAdmission },
  ],
  exports: [ADMISSION_PORT],
})
export class RateLimitModule {}
