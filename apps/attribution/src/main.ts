// Tracing starts before the modules it instruments load; only when an OTLP endpoint is set
// (docs/operations.md#traces).
import { startTracing } from '@app/observability';
startTracing('attribution');
import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { AttributionEnv } from '@app/config';
import { exitOnStartupFailure, loadEnvOrExit, onShutdownSignals } from '@app/runtime';
import { createAttributionApp } from './app';

/** Starts the attribution consumer: validate config (or stop, naming the variable), consume, serve probes. */
async function main(): Promise<void> {
  const env = loadEnvOrExit('attribution', AttributionEnv);
  const app = await createAttributionApp(env);
  await app.listen({ host: env.HOST, port: env.ATTRIBUTION_PORT });
  await app.startAllMicroservices();
  new Logger('Attribution').log(
    `consuming; health and metrics on http://${env.HOST}:${env.ATTRIBUTION_PORT}`,
  );
  // On SIGTERM the HTTP server closes, then the transport finishes, publishes and commits the
  // chunk in flight and leaves the group, then the connections close.
  onShutdownSignals('attribution', env.SHUTDOWN_TIMEOUT_MS, () => app.close());
}

main().catch(exitOnStartupFailure('attribution'));
