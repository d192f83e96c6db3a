import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { ConfigValidationError, GatewayEnv, loadEnv } from '@app/config';
import { createGatewayApp } from './http-server';
import { InFlightTracker } from './shutdown/in-flight.tracker';

/** Starts the gateway: validate config (or stop, naming the variable), build, listen. */
async function main(): Promise<void> {
  let env: GatewayEnv;
  try {
    env = loadEnv(GatewayEnv, process.env);
  } catch (err) {
    if (err instanceof ConfigValidationError) {
      process.stderr.write(`gateway: ${err.message}\n`);
      process.exit(78); // EX_CONFIG
    }
    throw err;
  }
  const app = await createGatewayApp(env);
  await app.listen({ host: env.HOST, port: env.PORT });
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  const logger = new Logger('Gateway');
  logger.log(`listening on http://${env.HOST}:${port}`);
  // Shutdown order matters: first stop taking requests and let in-flight ones finish (Fastify's
  // close, then the handlers whose clients already left), then run the shutdown hooks (the outbox relay finishes its batch, lastUsedAt is
  // flushed) and only then close Postgres, Redis and Kafka. Nest's own shutdown hooks would
  // close the connections before the HTTP server, failing requests still in flight.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.log(`${signal} received: finishing in-flight requests`);
    setTimeout(() => {
      process.stderr.write(`gateway: shutdown took over ${env.SHUTDOWN_TIMEOUT_MS} ms; exiting\n`);
      process.exit(1);
    }, env.SHUTDOWN_TIMEOUT_MS).unref();
    // Fastify's close stops accepting and waits for open connections to end; a keep-alive
    // connection only ends once idle, so sweep the idle ones until every response is out.
    const server = app.getHttpServer();
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    await app.getHttpAdapter().getInstance().close();
    clearInterval(sweep);
    const tracker = app.get(InFlightTracker);
    if (tracker.inFlight > 0) logger.log(`waiting for ${tracker.inFlight} handler(s) still running`);
    await tracker.drained();
    await app.close();
    logger.log('stopped');
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  process.stderr.write(`gateway: failed to start: ${(err as Error).stack ?? String(err)}\n`);
  process.exit(1);
});
