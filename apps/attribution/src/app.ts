import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import type { DestinationStream } from 'pino';
import { AttributionEnv } from '@app/config';
import { createLogger, HttpLogController, PinoNestLogger } from '@app/observability';
import { AttributionModule } from './attribution.module';

/** Builds the attribution service (health and metrics over HTTP); main.ts and the tests share it. */
export async function createAttributionApp(
  env: AttributionEnv,
  logDestination?: DestinationStream,
): Promise<NestFastifyApplication> {
  const logger = createLogger(env.LOG_LEVEL, logDestination);
  const app = await NestFactory.create<NestFastifyApplication>(
    AttributionModule.forRoot(env),
    new FastifyAdapter({ loggerInstance: logger, logController: new HttpLogController() }),
    { logger: new PinoNestLogger(logger) },
  );
  return app;
}
