import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { loadEnv, ReportProjectionEnv } from '@app/config';
import { createReportProjectionApp } from '../../apps/report-projection/src/app';
import { specConsumerGroup } from './consumer-group';
import { runLogDestination } from './run-logs';

/** A real report projection (real Postgres and Kafka), consuming from this run's topics (no HTTP listener: tests inject). */
export async function startReportProjection(
  overrides: Record<string, string> = {},
): Promise<NestFastifyApplication> {
  const app = await createReportProjectionApp(
    loadEnv(ReportProjectionEnv, {
      ...process.env,
      REPORT_PROJECTION_PORT: '0',
      KAFKA_CONSUMER_GROUP: specConsumerGroup('report-projection'),
      ...overrides,
    }),
    runLogDestination(),
  );
  await app.init();
  await app.startAllMicroservices();
  return app;
}
