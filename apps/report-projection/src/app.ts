import { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { DestinationStream } from 'pino';
import { ReportProjectionEnv } from '@app/config';
import { createConsumerApp } from '@app/runtime';
import { ReportProjectionModule } from './report-projection.module';

/**
 * Builds the report projection: its consumer on the batch transport, and health and metrics over
 * HTTP. main.ts and the tests share it.
 */
export function createReportProjectionApp(
  env: ReportProjectionEnv,
  logDestination?: DestinationStream,
): Promise<NestFastifyApplication> {
  return createConsumerApp(ReportProjectionModule.forRoot(env), env, logDestination);
}
