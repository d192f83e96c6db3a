// Tracing starts before the modules it instruments load; only when an OTLP endpoint is set
// (docs/operations.md#traces).
import { startTracing } from '@app/observability';
startTracing('webhook-dispatcher');
import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { WebhookDispatcherEnv } from '@app/config';
import { exitOnStartupFailure, loadEnvOrExit, onShutdownSignals } from '@app/runtime';
import { createWebhookDispatcherApp } from './app';

/** Starts the webhook dispatcher: validate config (or stop, naming the variable), consume, deliver, serve probes. */
async function main(): Promise<void> {
  const env = loadEnvOrExit('webhook-dispatcher', WebhookDispatcherEnv);
  const app = await createWebhookDispatcherApp(env);
  await app.listen({ host: env.HOST, port: env.WEBHOOK_DISPATCHER_PORT });
  await app.startAllMicroservices();
  new Logger('WebhookDispatcher').log(
    `consuming; delivering; health and metrics on http://${env.HOST}:${env.WEBHOOK_DISPATCHER_PORT}` +
      (env.WEBHOOK_ALLOW_HTTP ? '; plain http endpoints allowed' : '') +
      (env.WEBHOOK_ALLOWED_CIDRS ? `; non-public ranges allowed: ${env.WEBHOOK_ALLOWED_CIDRS}` : ''),
  );
  // On SIGTERM the HTTP server closes, the transport commits the chunk in flight and leaves the
  // group, the delivery workers stop claiming and let attempts in flight finish (bounded), then
  // the connections close. A claim not finished comes due again when its lease ends.
  onShutdownSignals('webhook-dispatcher', env.SHUTDOWN_TIMEOUT_MS, () => app.close());
}

main().catch(exitOnStartupFailure('webhook-dispatcher'));
