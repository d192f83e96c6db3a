// Tracing starts before the modules it instruments load; only when an OTLP endpoint is set
// (docs/operations.md#traces).
import { createLogger, startTracing } from '@app/observability';
startTracing('gateway');
import 'reflect-metadata';
import cluster from 'node:cluster';
import { GatewayEnv } from '@app/config';
import { exitOnStartupFailure, loadEnvOrExit } from '@app/runtime';
import { GatewayClusterSupervisor } from './cluster/gateway-cluster.supervisor';
import { answerGroupMetricsRequests } from './cluster/group-metrics';

/**
 * Starts the gateway: validate config (or stop, naming the variable), then either run it in this
 * process (GATEWAY_WORKERS=1, the default) or supervise GATEWAY_WORKERS processes that each run
 * it on the same port (cluster/gateway-cluster.supervisor.ts). Workers run this same file.
 */
function main(): void {
  const env = loadEnvOrExit('gateway', GatewayEnv);
  if (cluster.isPrimary && env.GATEWAY_WORKERS > 1) {
    const supervisor = new GatewayClusterSupervisor(
      { workers: env.GATEWAY_WORKERS, shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS },
      createLogger(env.LOG_LEVEL).child({ context: 'GatewayCluster' }),
    );
    supervisor.start();
    return;
  }
  if (cluster.isWorker) answerGroupMetricsRequests();
  // Loaded here, not at the top: a cluster's primary never builds the application.
  void import('./gateway-process')
    .then(({ runGateway }) => runGateway(env))
    .catch(exitOnStartupFailure('gateway'));
}

main();
