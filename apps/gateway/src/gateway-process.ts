import cluster from 'node:cluster';
import { Logger } from '@nestjs/common';
import { GatewayEnv } from '@app/config';
import { MetricsService } from '@app/observability';
import { onShutdownSignals } from '@app/runtime';
import { groupMetricsSource } from './cluster/group-metrics';
import { createGatewayApp } from './http-server';
import { PanelStreamService } from './reports/panel-stream.service';
import { InFlightTracker } from './shutdown/in-flight.tracker';

/** One gateway process (alone, or a cluster worker): build, listen, and stop in order on a signal. */
export async function runGateway(env: GatewayEnv): Promise<void> {
  const app = await createGatewayApp(env);
  if (cluster.isWorker) {
    app.get(MetricsService).useSource(groupMetricsSource(app.get(MetricsService).registry));
  }
  await app.listen({ host: env.HOST, port: env.PORT });
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  const worker = cluster.isWorker ? ` (worker ${cluster.worker?.id}, pid ${process.pid})` : '';
  new Logger('Gateway').log(`listening on http://${env.HOST}:${port}${worker}`);

  // Shutdown order matters: first stop taking requests and let in-flight ones finish (Fastify's
  // close, then the handlers whose clients already left), then run the shutdown hooks (the
  // outbox relay finishes its batch, lastUsedAt is flushed) and only then close Postgres, Redis
  // and Kafka. Nest's own shutdown hooks would close the connections before the HTTP server,
  // failing requests still in flight.
  onShutdownSignals('gateway', env.SHUTDOWN_TIMEOUT_MS, async (logger) => {
    // Fastify's close stops accepting and waits for open connections to end; a keep-alive
    // connection only ends once idle, so sweep the idle ones until every response is out.
    const server = app.getHttpServer();
    // Live streams never end by themselves: end them, and their clients reconnect elsewhere.
    app.get(PanelStreamService).closeAll();
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    await app.getHttpAdapter().getInstance().close();
    clearInterval(sweep);
    const tracker = app.get(InFlightTracker);
    if (tracker.inFlight > 0) logger.log(`waiting for ${tracker.inFlight} handler(s) still running`);
    await tracker.drained();
    await app.close();
  });
  if (cluster.isWorker) {
    // The primary passes SIGTERM on to every worker; a worker also signalled directly (a signal
    // sent to the whole process group) must not die of the second one while it drains.
    process.on('SIGTERM', () => undefined);
    process.on('SIGINT', () => undefined);
  }
}
