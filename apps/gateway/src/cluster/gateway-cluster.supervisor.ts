import cluster, { Worker } from 'node:cluster';
import type { Logger } from 'pino';
import { serveGroupMetrics } from './group-metrics';

export interface ClusterSettings {
  /** How many workers to keep running (GATEWAY_WORKERS). */
  workers: number;
  /** Each worker's own shutdown bound (SHUTDOWN_TIMEOUT_MS); the primary waits a little longer. */
  shutdownTimeoutMs: number;
}

/** The first restart of a crashed worker waits this long; each crash in a row doubles it. */
const RESTART_FIRST_MS = 250;
const RESTART_MAX_MS = 30_000;
/** A worker up this long had a healthy run: the next crash starts the back-off again. */
const STABLE_AFTER_MS = 30_000;
/** What the primary allows beyond the workers' own shutdown bound before it kills them. */
const SHUTDOWN_MARGIN_MS = 5000;
/** A worker's exit code for bad configuration (EX_CONFIG): restarting it cannot help. */
const EXIT_CONFIG = 78;

/**
 * The primary of a gateway run as GATEWAY_WORKERS processes (node:cluster). It serves no HTTP
 * itself: the workers each run the whole gateway on the same port, and the primary hands their
 * connections out in turn (cluster's round-robin). What it keeps:
 *
 * 1. N workers running. One that dies unexpectedly is replaced after a back-off (250 ms,
 *    doubling up to 30 s while replacements keep dying within 30 s of their start), so a worker
 *    that cannot start (Postgres unreachable at boot) does not spin. An exit with code 78 (bad
 *    configuration) stops the group: every worker would fail the same way.
 * 2. A graceful stop. SIGTERM or SIGINT is passed on to every worker as SIGTERM, and each runs
 *    the gateway's own ordered shutdown (stop accepting, finish in-flight requests, then the
 *    outbox relay's round, then the connections). The primary exits when the last worker has,
 *    0 if all stopped cleanly; after SHUTDOWN_TIMEOUT_MS + 5 s it kills what is left and exits 1.
 * 3. /metrics for the whole group (group-metrics.ts).
 *
 * What holds across workers holds across them as it does across replicas: claims and the unique
 * index, the Redis rate limit, the key-revocation broadcast; and the outbox relay's leader lock
 * means one worker publishes at a time while the others stand by.
 */
export class GatewayClusterSupervisor {
  private readonly startedAt = new Map<number, number>();
  private stopping = false;
  private crashesInARow = 0;
  private exitCode = 0;

  constructor(
    private readonly settings: ClusterSettings,
    private readonly logger: Logger,
  ) {}

  start(): void {
    serveGroupMetrics();
    cluster.on('exit', (worker, code, signal) => this.exited(worker, code, signal));
    for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => this.stop(signal));
    this.logger.info(`starting ${this.settings.workers} gateway workers (primary pid ${process.pid})`);
    for (let i = 0; i < this.settings.workers; i++) this.fork();
  }

  private fork(): void {
    const worker = cluster.fork();
    this.startedAt.set(worker.id, Date.now());
  }

  private exited(worker: Worker, code: number | null, signal: string | null): void {
    const upMs = Date.now() - (this.startedAt.get(worker.id) ?? Date.now());
    this.startedAt.delete(worker.id);
    const how = signal ?? `code ${code}`;
    if (this.stopping) {
      // A worker still booting when the stop came has no handler yet and dies of the signal.
      const clean = signal === null ? code === 0 : signal === 'SIGTERM' || signal === 'SIGINT';
      if (!clean) this.exitCode = 1;
      if (this.startedAt.size === 0) this.finish();
      return;
    }
    if (code === EXIT_CONFIG) {
      this.logger.error(
        `worker ${worker.process.pid} exited with a configuration error: stopping the gateway`,
      );
      this.exitCode = EXIT_CONFIG;
      this.stop('configuration error');
      return;
    }
    this.crashesInARow = upMs >= STABLE_AFTER_MS ? 1 : this.crashesInARow + 1;
    const delay = Math.min(RESTART_FIRST_MS * 2 ** (this.crashesInARow - 1), RESTART_MAX_MS);
    this.logger.warn(
      `worker ${worker.process.pid} exited (${how}) after ${Math.round(upMs / 1000)} s; starting another in ${delay} ms`,
    );
    setTimeout(() => {
      if (!this.stopping) this.fork();
    }, delay);
  }

  private stop(reason: string): void {
    if (this.stopping) return;
    this.stopping = true;
    this.logger.info(`${reason}: stopping ${this.startedAt.size} gateway workers gracefully`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    setTimeout(() => {
      this.logger.error(
        `workers still running after ${this.settings.shutdownTimeoutMs + SHUTDOWN_MARGIN_MS} ms: killing them`,
      );
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(1);
    }, this.settings.shutdownTimeoutMs + SHUTDOWN_MARGIN_MS).unref();
    if (this.startedAt.size === 0) this.finish();
  }

  private finish(): void {
    this.logger.info('every gateway worker has stopped');
    process.exit(this.exitCode);
  }
}
