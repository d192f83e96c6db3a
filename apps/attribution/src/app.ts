import { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { DestinationStream } from 'pino';
import { AttributionEnv } from '@app/config';
import { createConsumerApp } from '@app/runtime';
import { AttributionModule } from './attribution.module';

/**
 * Builds the attribution service: its consumer on the batch transport, and health and metrics
 * over HTTP. main.ts and the tests share it.
 */
export function createAttributionApp(
  env: AttributionEnv,
  logDestination?: DestinationStream,
): Promise<NestFastifyApplication> {
  return createConsumerApp(AttributionModule.forRoot(env), env, logDestination);
}
