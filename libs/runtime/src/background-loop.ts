import { Doorbell } from './doorbell';

export interface BackgroundLoopOptions {
  /** The wait after a failed turn: `firstMs`, doubled after each further failure, up to `maxMs`. */
  backoff: { firstMs: number; maxMs: number };
  /**
   * Whether a ring ends a back-off early. Yes where a ring means new work worth a retry (the
   * outbox relay); no where rings come from work ending, which would make the back-off a busy
   * loop (the delivery loop). A stop ends it either way.
   */
  ringEndsBackoff: boolean;
  /** Told of each failed turn, with how many failed in a row (1 for the first). */
  onFailure(err: Error, failuresInRow: number): void;
}

/**
 * One background loop of a service, knowing nothing of the work it runs:
 *
 * 1. While running, it runs `turn` again and again. A turn waits for work itself through
 *    `idle(ms)` (on the loop's Doorbell), and resolves true when its work went through.
 * 2. A turn that throws is backed off (see BackgroundLoopOptions.backoff); a turn that went
 *    through resets the back-off and `failures`.
 * 3. `stop()` ends the loop: no new turn starts, any wait ends at once, and it resolves when the
 *    turn in progress has returned. What the turn left in flight is its owner's to drain.
 */
export class BackgroundLoop {
  private active = false;
  private loop?: Promise<void>;
  private failuresInRow = 0;

  constructor(
    private readonly bell: Doorbell,
    private readonly turn: () => Promise<boolean>,
    private readonly options: BackgroundLoopOptions,
  ) {}

  get running(): boolean {
    return this.active;
  }

  /** Turns that failed in a row until now (0 after one went through). */
  get failures(): number {
    return this.failuresInRow;
  }

  start(): void {
    if (this.active) return;
    this.active = true;
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    if (!this.active) return this.loop;
    this.active = false;
    this.bell.ring();
    await this.loop;
  }

  /** Waits up to `ms`, or until the bell rings; at once when stopping. */
  idle(ms: number): Promise<void> {
    return this.active ? this.bell.wait(ms) : Promise.resolve();
  }

  private async run(): Promise<void> {
    let backoff = 0;
    while (this.active) {
      try {
        if (await this.turn()) {
          this.failuresInRow = 0;
          backoff = 0;
        }
      } catch (err) {
        this.failuresInRow++;
        this.options.onFailure(err as Error, this.failuresInRow);
        backoff = Math.min(Math.max(backoff * 2, this.options.backoff.firstMs), this.options.backoff.maxMs);
        await this.backOff(backoff);
      }
    }
  }

  private async backOff(ms: number): Promise<void> {
    if (this.options.ringEndsBackoff) {
      this.bell.clear(); // only a ring during the back-off ends it
      await this.idle(ms);
      return;
    }
    for (const until = Date.now() + ms; this.active && Date.now() < until;) {
      await this.idle(until - Date.now());
    }
  }
}
