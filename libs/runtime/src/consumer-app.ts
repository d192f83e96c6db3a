import { DynamicModule } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MicroserviceOptions } from '@nestjs/microservices';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import type { DestinationStream } from 'pino';
import { BaseEnv } from '@app/config';
import { KafkaBatchTransport } from '@app/kafka';
import { createLogger, HttpLogController, PinoNestLogger } from '@app/observability';

/**
 * A consumer service as a Nest hybrid application: its `@EventPattern` controllers on the batch
 * transport (the module provides it: consumerTransportProvider), plus a small Fastify server for
 * health and metrics. Listening is left to the caller: main.ts serves HTTP and then starts the
 * microservice; tests start the microservice only (startAllMicroservices).
 */
export async function createConsumerApp(
  module: DynamicModule,
  env: BaseEnv,
  logDestination?: DestinationStream,
): Promise<NestFastifyApplication> {
  const logger = createLogger(env.LOG_LEVEL, logDestination);
  const app = await NestFactory.create<NestFastifyApplication>(
    module,
    new FastifyAdapter({ loggerInstance: logger, logController: new HttpLogController() }),
    { logger: new PinoNestLogger(logger) },
  );
  app.connectMicroservice<MicroserviceOptions>({ strategy: app.get(KafkaBatchTransport) });
  return app;
}
