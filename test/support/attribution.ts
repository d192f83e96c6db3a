import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AttributionEnv, loadEnv } from '@app/config';
import { createAttributionApp } from '../../apps/attribution/src/app';
import { specConsumerGroup } from './consumer-group';
import { runLogDestination } from './run-logs';

/** A real attribution service (real Postgres and Kafka), consuming from this run's topics (no HTTP listener: tests inject). */
export async function startAttribution(
  overrides: Record<string, string> = {},
): Promise<NestFastifyApplication> {
  const app = await createAttributionApp(
    loadEnv(AttributionEnv, {
      ...process.env,
      ATTRIBUTION_PORT: '0',
      KAFKA_CONSUMER_GROUP: specConsumerGroup('attribution'),
      ...overrides,
    }),
    runLogDestination(),
  );
  await app.init();
  await app.startAllMicroservices();
  return app;
}
