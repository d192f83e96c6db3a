import { Logger } from '@nestjs/common';
import { ConfigValidationError, loadEnv } from '@app/config';
import { shutdownTracing } from '@app/observability';

/**
 * What every service's main.ts does around its own start-up: validate the environment (or stop
 * with exit code 78, naming each bad variable), and on SIGTERM/SIGINT run the service's ordered
 * shutdown once, bounded by SHUTDOWN_TIMEOUT_MS, and then flush the spans not yet exported
 * (docs/operations.md#traces; nothing to do when tracing is off).
 */
export function loadEnvOrExit<T extends object>(service: string, cls: new () => T): T {
  try {
    return loadEnv(cls, process.env);
  } catch (err) {
    if (err instanceof ConfigValidationError) {
      process.stderr.write(`${service}: ${err.message}\n`);
      process.exit(78); // EX_CONFIG
    }
    throw err;
  }
}

export function onShutdownSignals(
  service: string,
  timeoutMs: number,
  shutdown: (logger: Logger) => Promise<void>,
): void {
  const logger = new Logger(service);
  let closing = false;
  const run = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.log(`${signal} received: finishing in-flight work`);
    setTimeout(() => {
      process.stderr.write(`${service}: shutdown took over ${timeoutMs} ms; exiting\n`);
      process.exit(1);
    }, timeoutMs).unref();
    await shutdown(logger);
    await shutdownTracing().catch((err: Error) => logger.warn(`spans not flushed: ${err.message}`));
    logger.log('stopped');
    process.exit(0);
  };
  process.once('SIGTERM', () => void run('SIGTERM'));
  process.once('SIGINT', () => void run('SIGINT'));
}

/** The last resort of a main(): a start-up failure is printed whole and exits non-zero. */
export function exitOnStartupFailure(service: string): (err: unknown) => void {
  return (err) => {
    process.stderr.write(`${service}: failed to start: ${(err as Error).stack ?? String(err)}\n`);
    process.exit(1);
  };
}
