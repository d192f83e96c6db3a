import { BeforeApplicationShutdown, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DataSource, QueryRunner } from 'typeorm';
import { BackgroundLoop } from './background-loop';
import { Doorbell } from './doorbell';

/** What one statement of a sweep removed, by table. */
export type Removed = Record<string, number>;

/**
 * One bounded batch of a sweep: at most `limit` rows of its main table, in one short statement (or
 * one short transaction) that commits on its own. `at` is what the sweeper hands its steps: the
 * cutoff itself where one cutoff holds for every row (TestDataRetention), or the sweep's clock
 * where each workspace has its own (WorkspaceRetention: the step works out each workspace's cutoff
 * in SQL). The runner is the sweep's own connection, the one holding its lock.
 */
export type SweepStep = (runner: QueryRunner, at: Date, limit: number) => Promise<Removed>;

/** How a sweeper runs; read at each sweep, so a change (a spec's smaller batch) takes at the next. */
export interface SweeperSettings {
  /** How often a sweep runs (one also runs at start). */
  everyMs: number;
  /** Rows per statement: bounded, so a sweep never holds many locks nor one long transaction. */
  batchSize: number;
  /** The advisory lock that lets one replica sweep at a time. */
  lockKey: string;
}

/** What one sweep did: the rows removed by table, and how many batches (statements) it took. */
export interface SweepReport {
  removed: Removed;
  batches: number;
}

/** After a failed sweep (Postgres away), the next try comes within a minute, not a whole period later. */
const RETRY_MS = 60_000;

/**
 * The one runner of the platform's deletion sweeps (test data: docs/api.md#test-mode; retention
 * per workspace: docs/privacy.md#retention). A service's sweep is a list of steps (SweepStep), run
 * in order, each drained batch by batch until a batch comes back short, so no statement ever
 * deletes more than a batch and none holds its locks for long. A sweep runs at start and then every
 * `everyMs`; one that fails is tried again within a minute. One replica sweeps at a time: a sweep
 * runs only while it holds a session advisory lock on its own connection (another replica's sweep
 * at that moment is skipped: that one is doing the work). A stop ends a sweep between batches, so a
 * long first sweep never holds up a shutdown.
 *
 * Subclasses say what the steps receive (`sweep`) and what is logged or counted (`batchDone`).
 */
export abstract class RetentionSweeper implements OnApplicationBootstrap, BeforeApplicationShutdown {
  protected abstract readonly log: Logger;
  private readonly loop: BackgroundLoop;
  private stopping = false;

  protected constructor(
    private readonly db: DataSource,
    private readonly steps: SweepStep[],
    protected readonly settings: SweeperSettings,
    /** What the log calls this sweep, such as "test data sweep". */
    private readonly name: string,
  ) {
    this.loop = new BackgroundLoop(
      new Doorbell(),
      async () => {
        await this.sweep();
        await this.loop.idle(this.settings.everyMs);
        return true;
      },
      {
        backoff: {
          firstMs: Math.min(RETRY_MS, settings.everyMs),
          maxMs: Math.max(RETRY_MS, settings.everyMs),
        },
        ringEndsBackoff: true,
        onFailure: (err, inRow) => {
          if (inRow === 1) this.log.warn(`${this.name} failed: ${err.message}`);
        },
      },
    );
  }

  /** One sweep now, as of `now` (tests pass another clock); null when another replica holds the lock. */
  abstract sweep(now?: Date): Promise<unknown>;

  onApplicationBootstrap(): void {
    this.loop.start();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    await this.loop.stop();
  }

  /** Told of every batch that removed something, as it commits (metrics count exactly, even if a later batch fails). */
  protected batchDone(_removed: Removed): void {}

  /** Runs every step with `at`, batch by batch, under the lock; null when another replica holds it. */
  protected async sweepWith(at: Date): Promise<SweepReport | null> {
    const runner = this.db.createQueryRunner();
    await runner.connect();
    try {
      const [lock]: { locked: boolean }[] = await runner.query(
        `SELECT pg_try_advisory_lock(hashtext($1)) AS locked`,
        [this.settings.lockKey],
      );
      if (!lock.locked) return null;
      try {
        const report: SweepReport = { removed: {}, batches: 0 };
        for (const step of this.steps) {
          await drainStep(
            () => step(runner, at, this.settings.batchSize),
            this.settings.batchSize,
            report,
            (removed) => this.batchDone(removed),
            () => this.stopping,
          );
        }
        return report;
      } finally {
        await runner.query(`SELECT pg_advisory_unlock(hashtext($1))`, [this.settings.lockKey]);
      }
    } finally {
      await runner.release();
    }
  }
}

/**
 * Runs a bounded batch until it removes fewer rows than a batch holds (in every table it names), or
 * until `stopped()`, adding what each removed to `report`.
 */
export async function drainStep(
  batch: () => Promise<Removed>,
  batchSize: number,
  report: SweepReport,
  done: (removed: Removed) => void = () => undefined,
  stopped: () => boolean = () => false,
): Promise<void> {
  while (!stopped()) {
    const removed = await batch();
    report.batches++;
    for (const [table, n] of Object.entries(removed))
      report.removed[table] = (report.removed[table] ?? 0) + n;
    if (Object.values(removed).some((n) => n > 0)) done(removed);
    if (Math.max(0, ...Object.values(removed)) < batchSize) return;
  }
}

/** "3 events, 1 adjustments" (every table named, zeros too), or "nothing". */
export function describeRemoved(removed: Removed): string {
  const parts = Object.entries(removed).map(([table, n]) => `${n} ${table}`);
  return parts.length ? parts.join(', ') : 'nothing';
}
