import { Global, Module } from '@nestjs/common';
import { InFlightTracker } from './in-flight.tracker';

/** The in-flight count shutdown waits on; http-server.ts hooks it to every route. */
@Global()
@Module({ providers: [InFlightTracker], exports: [InFlightTracker] })
export class ShutdownModule {}
