import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { GatewayEnv } from '@app/config';
import { exitOnStartupFailure, loadEnvOrExit, onShutdownSignals } from '@app/runtime';
import { createGatewayApp } from './http-server';
import { PanelStreamService } from './reports/panel-stream.service';
import { InFlightTracker } from './shutdown/in-flight.tracker';

/** Starts the gateway: validate config (or stop, naming the variable), build, listen. */
async function main(): Promise<void> {
  const env = loadEnvOrExit('gateway', GatewayEnv);
  const app = await createGatewayApp(env);
  await app.listen({ host: env.HOST, port: env.PORT });
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  new Logger('Gateway').log(`listening on http://${env.HOST}:${port}`);

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
}

main().catch(exitOnStartupFailure('gateway'));
