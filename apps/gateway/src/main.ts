import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { ConfigValidationError, GatewayEnv, loadEnv } from '@app/config';
import { createGatewayApp } from './http-server';

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
  new Logger('Gateway').log(`listening on http://${env.HOST}:${port}`);
  // enableShutdownHooks closes the server on SIGTERM/SIGINT, letting in-flight requests finish;
  // this bounds how long that may take.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      setTimeout(() => {
        process.stderr.write(`gateway: shutdown took over ${env.SHUTDOWN_TIMEOUT_MS} ms; exiting\n`);
        process.exit(1);
      }, env.SHUTDOWN_TIMEOUT_MS).unref();
    });
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`gateway: failed to start: ${(err as Error).stack ?? String(err)}\n`);
  process.exit(1);
});
