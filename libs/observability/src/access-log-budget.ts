/**
 * How many access lines of successful requests a process writes per second. At high rates those
 * lines cost more CPU than the requests' own work (serialising, writing, relaying) and tell little
 * that the `http_request_duration_seconds` histogram does not; a budget keeps the first ones of
 * every second, so a quiet service still logs every request. Errors never go through it.
 *
 * Windows are one second from the first request after the previous window, kept with Date.now()
 * rather than a timer, so an idle process does nothing. What a window skipped is reported once,
 * when the next window opens (or at flush), so a reader of the log knows lines are missing.
 */
export class AccessLogBudget {
  private windowStart = Number.NEGATIVE_INFINITY;
  private left = 0;
  private skipped = 0;

  constructor(
    private readonly perSecond: number,
    private readonly reportSkipped: (skipped: number, windowStart: Date) => void,
    private readonly now: () => number = Date.now,
  ) {}

  /** True when this success line may be written; false counts it as skipped. */
  admit(): boolean {
    const now = this.now();
    if (now - this.windowStart >= 1000) this.open(now);
    if (this.left > 0) {
      this.left--;
      return true;
    }
    this.skipped++;
    return false;
  }

  /** Reports what the current window skipped so far (at shutdown, so the count is not lost). */
  flush(): void {
    if (this.skipped === 0) return;
    this.reportSkipped(this.skipped, new Date(this.windowStart));
    this.skipped = 0;
  }

  private open(now: number): void {
    if (this.skipped > 0) this.reportSkipped(this.skipped, new Date(this.windowStart));
    this.windowStart = now;
    this.left = this.perSecond;
    this.skipped = 0;
  }
}
