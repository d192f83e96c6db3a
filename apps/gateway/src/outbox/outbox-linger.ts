import { Doorbell } from '@app/runtime';

/**
 * When the outbox relay starts its next round: the linger of a Kafka producer, applied to the
 * outbox.
 *
 * Under a steady load of single events, a relay that starts a round on every wake-up publishes
 * one or two rows per round, and pays for each round with one outbox read, one Kafka produce
 * request (acks=all) and one delete. Lingering after a wake-up lets the rows of the next few
 * milliseconds ride in the same round:
 *
 * 1. With no signal pending, wait for one (an insert committed on this replica) or for the poll
 *    interval (rows written by other replicas, which do not signal). A poll starts at once: its
 *    rows have already waited.
 * 2. After a signal, wait until `lingerMs` have passed since the first signal not yet served, or
 *    until `batchSize` rows have been signalled (a full round), whichever comes first.
 * 3. `startRound()` is called just before the round reads the outbox. A row committed before that
 *    read is in it; one committed after signals after the read began, so it is pending for the
 *    next round. No row waits for the poll because of the linger.
 *
 * `lingerMs` 0 starts the round on the signal itself. The waits are on the relay's Doorbell
 * (`@app/runtime`): ringing it (shutdown, drain) ends any of them at once.
 */
export class OutboxLinger {
  private pendingRows = 0;
  private firstSignalAt = 0;
  /** In step 2: only a full batch ends the wait. */
  private lingering = false;

  constructor(
    private readonly bell: Doorbell,
    private readonly lingerMs: number,
    private readonly batchSize: number,
  ) {}

  /** Rows signalled since the current round read the outbox. */
  get pending(): number {
    return this.pendingRows;
  }

  /**
   * An insert on this replica committed `rows` outbox rows (1 when the writer does not say). It
   * rings the relay's bell, which ends any wait on it (step 1, a back-off, a leadership retry),
   * except a linger that a full batch has not yet ended.
   */
  signal(rows = 1): void {
    if (this.pendingRows === 0) this.firstSignalAt = Date.now();
    this.pendingRows += Math.max(1, rows);
    if (!this.lingering || this.pendingRows >= this.batchSize) this.bell.ring();
  }

  /** The round is about to read the outbox: every row signalled so far is in what it reads. */
  startRound(): void {
    this.pendingRows = 0;
    this.bell.clear();
  }

  /** Waits until the next round should start (steps 1 and 2 above). */
  async nextRound(pollMs: number): Promise<void> {
    if (this.pendingRows === 0) {
      await this.bell.wait(pollMs);
      if (this.pendingRows === 0) return; // the poll, or a ring of the relay's own (stop, drain)
    }
    const left = this.firstSignalAt + this.lingerMs - Date.now();
    if (left <= 0 || this.pendingRows >= this.batchSize) return;
    // The signals counted in pendingRows rang the bell already; only what comes from here on counts.
    this.bell.clear();
    this.lingering = true;
    try {
      await this.bell.wait(left);
    } finally {
      this.lingering = false;
    }
  }
}
