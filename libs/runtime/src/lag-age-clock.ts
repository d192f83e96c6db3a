/** Past this many high-watermark samples a partition keeps, new ones are not taken (see observe). */
const MAX_SAMPLES = 1000;

/**
 * The age of one partition's consumer lag: how long the oldest message its group has not
 * consumed has waited, measured from the high watermarks seen on each poll. The message at the
 * group's committed offset was produced after the last poll whose high watermark did not reach
 * it and before the first poll whose high watermark passed it; the age is the time since that
 * first poll: a lower bound, short of the truth by at most one poll interval. A lag that was
 * already there when the process started is aged from its first poll (a lower bound again).
 * docs/operations.md#consumer-metrics.
 */
export class LagAgeClock {
  /** (when seen, high watermark) each time the high watermark moved, oldest first. */
  private samples: { at: number; high: number }[] = [];
  private committed = 0;

  /** A poll: the partition's high watermark and its group's committed offset, at `at` (ms). */
  observe(at: number, high: number, committed: number): void {
    const last = this.samples[this.samples.length - 1];
    // Full: the oldest samples, which decide the age, are kept; only the resolution behind them is lost.
    if ((!last || high > last.high) && this.samples.length < MAX_SAMPLES) this.samples.push({ at, high });
    // Committed offsets only move forward: samples the group has consumed past are no use again.
    while (this.samples.length > 1 && this.samples[0].high <= committed) this.samples.shift();
    this.committed = committed;
  }

  /** Seconds since the oldest unconsumed message was first seen; 0 when nothing waits. */
  ageSeconds(now: number): number {
    const first = this.samples[0];
    if (!first || first.high <= this.committed) return 0;
    return Math.max(0, (now - first.at) / 1000);
  }
}
