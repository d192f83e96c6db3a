import { tracingEnabled, markTracingEnabled } from './tracing';

/**
 * Starts OpenTelemetry tracing for this process, before the modules it instruments load
 * (docs/operations.md#traces): each service's main.ts imports this file first and calls it with
 * its name. Only when an OTLP endpoint is configured (OTEL_EXPORTER_OTLP_ENDPOINT or
 * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) and OTEL_SDK_DISABLED is not true; otherwise nothing is
 * loaded at all and every span call is the API's no-op. The exporter, its protocol, the sampler
 * and the resource come from the standard OTEL_* variables; the service name defaults to `service`.
 */
let sdk: { shutdown(): Promise<void> } | undefined;

export function startTracing(service: string, env: NodeJS.ProcessEnv = process.env): boolean {
  if (tracingEnabled()) return true;
  const endpoint = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (!endpoint || env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return false;
  // Loaded only here: a process without an endpoint never loads the SDK or the instrumentations.
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { NodeSDK } = require('@opentelemetry/sdk-node') as typeof import('@opentelemetry/sdk-node');
  const { HttpInstrumentation } =
    require('@opentelemetry/instrumentation-http') as typeof import('@opentelemetry/instrumentation-http');
  const { PgInstrumentation } =
    require('@opentelemetry/instrumentation-pg') as typeof import('@opentelemetry/instrumentation-pg');
  const { IORedisInstrumentation } =
    require('@opentelemetry/instrumentation-ioredis') as typeof import('@opentelemetry/instrumentation-ioredis');
  const { UndiciInstrumentation } =
    require('@opentelemetry/instrumentation-undici') as typeof import('@opentelemetry/instrumentation-undici');
  /* eslint-enable @typescript-eslint/no-require-imports */
  const named = env.OTEL_SERVICE_NAME || /(^|,)\s*service\.name=/.test(env.OTEL_RESOURCE_ATTRIBUTES ?? '');
  const started = new NodeSDK({
    serviceName: named ? undefined : service,
    instrumentations: [
      new HttpInstrumentation({
        // Probes and scrapes are not work worth a trace; they would drown the traces that are.
        ignoreIncomingRequestHook: (req) => /^\/(health|metrics)(\/|\?|$)/.test(req.url ?? ''),
      }),
      new UndiciInstrumentation(),
      // A span per query, not per connect or pool checkout: the queries are what costs.
      new PgInstrumentation({ requireParentSpan: true, ignoreConnectSpans: true }),
      new IORedisInstrumentation({ requireParentSpan: true }),
    ],
    // Traces only: no OTLP log or metric exporters (logs go to stdout, metrics to /metrics).
    logRecordProcessors: [],
  });
  started.start();
  sdk = started;
  markTracingEnabled();
  return true;
}

/** Flushes the spans not yet exported and stops the SDK; part of every graceful shutdown. */
export async function shutdownTracing(): Promise<void> {
  const running = sdk;
  sdk = undefined;
  await running?.shutdown();
}
