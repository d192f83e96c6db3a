import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { InFlightTracker } from './in-flight.tracker';

@Global()
@Module({
  providers: [InFlightTracker, { provide: APP_INTERCEPTOR, useExisting: InFlightTracker }],
  exports: [InFlightTracker],
})
export class ShutdownModule {}
