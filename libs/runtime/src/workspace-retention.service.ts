import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Counter } from 'prom-client';
import { DataSource } from 'typeorm';
import { MetricsService } from '@app/observability';
import {
  describeRemoved,
  Removed,
  RetentionSweeper,
  SweeperSettings,
  SweepReport,
  SweepStep,
} from './retention-sweeper';

/** The service's tables kept per workspace, as the steps that delete their old rows, in order. */
export const WORKSPACE_RETENTION_STEPS = Symbol('WORKSPACE_RETENTION_STEPS');
export const WORKSPACE_RETENTION = Symbol('WORKSPACE_RETENTION');
export interface WorkspaceRetentionSettings extends SweeperSettings {
  /** The metric's prefix, the service's name: `<service>_retention_deleted_total`. */
  metricsName: string;
}

/**
 * Deletes the rows each workspace keeps for a limited time (docs/privacy.md#retention) once they
 * are older than the workspace's own setting (eventRetentionDays, webhookLogRetentionDays, read
 * from the gateway's `workspaces`), at start and then every RETENTION_SWEEP_EVERY_MS. A
 * RetentionSweeper: bounded batches of RETENTION_BATCH_SIZE, one replica at a time; each step is
 * given the sweep's clock and works out every workspace's cutoff in SQL. Every batch is counted in
 * `<service>_retention_deleted_total{table}` as it commits, and each sweep logs what it removed.
 */
@Injectable()
export class WorkspaceRetention extends RetentionSweeper {
  protected readonly log = new Logger(WorkspaceRetention.name);
  private readonly deleted: Counter<'table'>;

  constructor(
    @InjectDataSource() db: DataSource,
    @Inject(WORKSPACE_RETENTION_STEPS) steps: SweepStep[],
    @Inject(WORKSPACE_RETENTION) protected override readonly settings: WorkspaceRetentionSettings,
    metrics: MetricsService,
  ) {
    super(db, steps, settings, 'retention sweep');
    this.deleted = new Counter({
      name: `${settings.metricsName}_retention_deleted_total`,
      help: "Rows deleted because they outlived their workspace's retention (docs/privacy.md#retention), by table.",
      labelNames: ['table'],
      registers: [metrics.registry],
    });
  }

  /**
   * One sweep as of `now` (tests pass a later clock rather than backdating): what it removed and
   * in how many batches, or null when another replica holds the lock.
   */
  async sweep(now = new Date()): Promise<SweepReport | null> {
    const started = Date.now();
    const report = await this.sweepWith(now);
    if (!report) return null;
    this.log.log(
      `retention sweep removed ${describeRemoved(report.removed)} in ${report.batches} batches ` +
        `(${Date.now() - started} ms; each workspace's own retention, as of ${now.toISOString()})`,
    );
    return report;
  }

  protected override batchDone(removed: Removed): void {
    for (const [table, n] of Object.entries(removed)) if (n > 0) this.deleted.inc({ table }, n);
  }
}
