import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { AttributionEnv, ConfigValidationError, loadEnv } from '@app/config';
import { createAttributionApp } from './app';

/** Starts the attribution consumer: validate config (or stop, naming the variable), consume, serve probes. */
async function main(): Promise<void> {
  let env: AttributionEnv;
  try {
    env = loadEnv(AttributionEnv, process.env);
  } catch (err) {
    if (err instanceof ConfigValidationError) {
      process.stderr.write(`attribution: ${err.message}\n`);
      process.exit(78);
    }
    throw err;
  }
  const app = await createAttributionApp(env);
  await app.listen({ host: env.HOST, port: env.ATTRIBUTION_PORT });
  const logger = new Logger('Attribution');
  logger.log(`consuming; health and metrics on http://${env.HOST}:${env.ATTRIBUTION_PORT}`);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.log(`${signal} received: finishing the batch in flight`);
    setTimeout(() => {
      process.stderr.write(`attribution: shutdown took over ${env.SHUTDOWN_TIMEOUT_MS} ms; exiting\n`);
      process.exit(1);
    }, env.SHUTDOWN_TIMEOUT_MS).unref();
    // The consumer leaves its group after committing (beforeApplicationShutdown), then
    // connections close.
    await app.close();
    logger.log('stopped');
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  process.stderr.write(`attribution: failed to start: ${(err as Error).stack ?? String(err)}\n`);
  process.exit(1);
});
