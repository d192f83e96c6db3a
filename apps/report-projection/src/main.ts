// Tracing starts before the modules it instruments load; only when an OTLP endpoint is set
// (docs/operations.md#traces).
import { startTracing } from '@app/observability';
startTracing('report-projection');
import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { ReportProjectionEnv } from '@app/config';
import { exitOnStartupFailure, loadEnvOrExit, onShutdownSignals } from '@app/runtime';
import { createReportProjectionApp } from './app';

/** Starts the report projection: validate config, consume, serve probes; drain on SIGTERM. */
async function main(): Promise<void> {
  const env = loadEnvOrExit('report-projection', ReportProjectionEnv);
  const app = await createReportProjectionApp(env);
  await app.listen({ host: env.HOST, port: env.REPORT_PROJECTION_PORT });
  await app.startAllMicroservices();
  new Logger('ReportProjection').log(
    `consuming; health and metrics on http://${env.HOST}:${env.REPORT_PROJECTION_PORT}`,
  );
  onShutdownSignals('report-projection', env.SHUTDOWN_TIMEOUT_MS, () => app.close());
}

main().catch(exitOnStartupFailure('report-projection'));
