import { createWriteStream, mkdirSync, WriteStream } from 'node:fs';
import { join } from 'node:path';
import pino, { DestinationStream } from 'pino';

/**
 * Where the apps of a test run log: files under the run's log folder (CVP_TEST_LOG_DIR, set by
 * test/test-env.ts), never the terminal, at LOG_LEVEL (TEST_LOG_LEVEL, default info). The
 * secrets audit reads them all after the run (test/support/secrets-audit.ts).
 */

let destination: DestinationStream | undefined;

/** One file per Jest worker, shared by every app the worker starts in process. */
export function runLogDestination(): DestinationStream | undefined {
  const dir = process.env.CVP_TEST_LOG_DIR;
  if (!dir) return undefined;
  destination ??= pino.destination({
    dest: join(dir, `worker-${process.env.JEST_WORKER_ID ?? process.pid}.log`),
    mkdir: true,
    sync: false,
  });
  return destination;
}

/** A file for a process a test spawns (its stdout and stderr), or undefined outside a run. */
export function runLogStream(name: string): WriteStream | undefined {
  const dir = process.env.CVP_TEST_LOG_DIR;
  if (!dir) return undefined;
  mkdirSync(dir, { recursive: true });
  return createWriteStream(join(dir, `${name}.log`), { flags: 'a' });
}
