import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { describeRemoved, Removed, RetentionSweeper, SweeperSettings, SweepStep } from './retention-sweeper';

/** The service's test tables, as the steps that empty them, in the order they run. */
export const TEST_DATA_STEPS = Symbol('TEST_DATA_STEPS');
export const TEST_DATA_RETENTION = Symbol('TEST_DATA_RETENTION');
export interface TestDataRetentionSettings extends SweeperSettings {
  /** TEST_DATA_RETENTION_DAYS: test rows older than this are deleted. */
  days: number;
}

const DAY_MS = 86_400_000;

/**
 * Deletes test traffic's rows from the service's tables (the TEST_DATA_STEPS it is given) once
 * they are older than TEST_DATA_RETENTION_DAYS (docs/api.md#test-mode), at start and then every
 * `everyMs`; live rows are never touched. A RetentionSweeper: bounded batches, one replica at a
 * time; each step is given the cutoff (now less the retention). What a sweep removed is logged.
 */
@Injectable()
export class TestDataRetention extends RetentionSweeper {
  protected readonly log = new Logger(TestDataRetention.name);

  constructor(
    @InjectDataSource() db: DataSource,
    @Inject(TEST_DATA_STEPS) steps: SweepStep[],
    @Inject(TEST_DATA_RETENTION) protected override readonly settings: TestDataRetentionSettings,
  ) {
    super(db, steps, settings, 'test data sweep');
  }

  /**
   * One sweep: rows removed by table, or null when another replica holds the lock. `now` is for
   * tests; the cutoff is `now` less the retention.
   */
  async sweep(now = new Date()): Promise<Removed | null> {
    const cutoff = new Date(now.getTime() - this.settings.days * DAY_MS);
    const report = await this.sweepWith(cutoff);
    if (!report) return null;
    this.log.log(
      `test data sweep (older than ${cutoff.toISOString()}) removed ${describeRemoved(report.removed)}`,
    );
    return report.removed;
  }
}
