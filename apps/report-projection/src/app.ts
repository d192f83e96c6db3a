import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import type { DestinationStream } from 'pino';
import { ReportProjectionEnv } from '@app/config';
import { createLogger, HttpLogController, PinoNestLogger } from '@app/observability';
import { ReportProjectionModule } from './report-projection.module';

/** Builds the report projection (health and metrics over HTTP); main.ts and the tests share it. */
export async function createReportProjectionApp(
  env: ReportProjectionEnv,
  logDestination?: DestinationStream,
): Promise<NestFastifyApplication> {
  const logger = createLogger(env.LOG_LEVEL, logDestination);
  return NestFactory.create<NestFastifyApplication>(
    ReportProjectionModule.forRoot(env),
    new FastifyAdapter({ loggerInstance: logger, logController: new HttpLogController() }),
    { logger: new PinoNestLogger(logger) },
  );
}
