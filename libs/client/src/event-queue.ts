import { BatchItemResult, BatchResult, ConversionEvent, FieldError } from './types';

/**
 * A background queue for high volume, as analytics clients have: `enqueue()` returns at once, and
 * events go out in batches (POST .../events/batch, with the client's retries) when a batch is
 * full or `flushIntervalMs` after the first event waiting, whichever comes first.
 *
 * - Memory is bounded: at most `maxQueued` events wait. Past that, `overflow: 'drop'` drops the new
 *   event and counts it; `'block'` makes `enqueue()` wait until there is room.
 * - Nothing is lost silently: a rejected item (a field wrong) and a batch that failed after every
 *   retry are counted and handed to `onError` with the events concerned. A suppressed item (its
 *   contact is on the workspace's suppression list, docs/api.md#suppression) is counted in
 *   `suppressed` only: the platform refused it on purpose, and sending it again changes nothing.
 * - `flush()` and `close()` wait until everything enqueued before them is answered; `flushOnExit`
 *   sends what is left when the process is about to exit (Node's `beforeExit`).
 * - One batch is in flight at a time: the order of events is kept, and a platform that is down
 *   is not hit by many batches at once.
 */

export interface QueueOptions {
  /** Events per batch, 1 to 1,000. Default 100. */
  maxBatchSize?: number;
  /** The longest an event waits for its batch to fill. Default 1,000 ms. */
  flushIntervalMs?: number;
  /** The most events waiting. Default 10,000. */
  maxQueued?: number;
  /** When full: drop the new event (counted), or make enqueue() wait. Default 'drop'. */
  overflow?: 'drop' | 'block';
  /** Send what is left when the process is about to exit. Default true. */
  flushOnExit?: boolean;
  /**
   * Told of every event that was not recorded by mistake: rejected items, failed batches, drops.
   * Suppressed items are not errors: they are counted in stats().suppressed.
   */
  onError?: (error: Error, events: ConversionEvent[]) => void;
}

export interface QueueStats {
  enqueued: number;
  /** Events handed to the platform (in a batch that was answered or failed). */
  sent: number;
  recorded: number;
  alreadyReceived: number;
  rejected: number;
  /** Events whose contact is suppressed: refused on purpose, nothing recorded, never resent. */
  suppressed: number;
  /** Events of batches that failed after every retry. */
  failed: number;
  dropped: number;
  /** Waiting now. */
  queued: number;
  batches: number;
}

/** Items of a batch the platform rejected, each with its field errors. */
export class ConversionRejectedError extends Error {
  override readonly name = 'ConversionRejectedError';
  constructor(readonly rejected: { event: ConversionEvent; errors: FieldError[] }[]) {
    super(
      `${rejected.length} event(s) rejected: ${rejected
        .slice(0, 3)
        .map((r) => `${r.event.externalId}: ${r.errors.map((e) => `${e.field} ${e.message}`).join('; ')}`)
        .join(' | ')}`,
    );
  }
}

/** Events dropped because the queue was full (overflow: 'drop'). */
export class ConversionQueueFullError extends Error {
  override readonly name = 'ConversionQueueFullError';
}

export class EventQueue {
  private readonly maxBatchSize: number;
  private readonly flushIntervalMs: number;
  private readonly maxQueued: number;
  private readonly buffer: ConversionEvent[] = [];
  private readonly waiting: (() => void)[] = [];
  private readonly counters = {
    enqueued: 0,
    sent: 0,
    recorded: 0,
    alreadyReceived: 0,
    rejected: 0,
    suppressed: 0,
    failed: 0,
    dropped: 0,
    batches: 0,
  };
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private draining = false;
  private closed = false;
  private readonly onExit = () => void this.flush();

  constructor(
    private readonly sendBatch: (events: ConversionEvent[]) => Promise<BatchResult>,
    private readonly options: QueueOptions = {},
  ) {
    this.maxBatchSize = options.maxBatchSize ?? 100;
    this.flushIntervalMs = options.flushIntervalMs ?? 1000;
    this.maxQueued = options.maxQueued ?? 10_000;
    if (!Number.isInteger(this.maxBatchSize) || this.maxBatchSize < 1 || this.maxBatchSize > 1000)
      throw new RangeError(
        'maxBatchSize must be a whole number from 1 to 1000 (the API takes 1,000 events a batch)',
      );
    if (!Number.isInteger(this.maxQueued) || this.maxQueued < this.maxBatchSize)
      throw new RangeError('maxQueued must be a whole number no smaller than maxBatchSize');
    if (!(this.flushIntervalMs >= 0)) throw new RangeError('flushIntervalMs must be 0 or more');
    if (options.flushOnExit ?? true) process.on('beforeExit', this.onExit);
  }

  stats(): QueueStats {
    return { ...this.counters, queued: this.buffer.length };
  }

  /**
   * Queues an event. Resolves at once, or, with `overflow: 'block'` and a full queue, once there
   * is room. With `overflow: 'drop'` and a full queue the event is dropped, counted and reported
   * to `onError`.
   */
  async enqueue(event: ConversionEvent): Promise<void> {
    if (this.closed) throw new Error('the queue is closed: enqueue before close(), or make a new queue');
    while (this.buffer.length >= this.maxQueued) {
      if ((this.options.overflow ?? 'drop') === 'drop') {
        this.counters.dropped += 1;
        this.report(
          new ConversionQueueFullError(`the queue holds ${this.maxQueued} events; one was dropped`),
          [event],
        );
        return;
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
      if (this.closed) throw new Error('the queue was closed while this event waited for room');
    }
    this.buffer.push(event);
    this.counters.enqueued += 1;
    if (this.buffer.length >= this.maxBatchSize) void this.pump();
    else this.schedule();
  }

  /** Sends everything waiting now and resolves once all of it is answered (or failed). */
  async flush(): Promise<void> {
    while (this.buffer.length || this.running) {
      this.draining = true;
      await this.pump();
    }
  }

  /** Flushes, then stops: no more enqueue, no exit hook. */
  async close(): Promise<void> {
    process.off('beforeExit', this.onExit);
    await this.flush();
    this.closed = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    for (const wake of this.waiting.splice(0)) wake();
  }

  private schedule(): void {
    if (this.timer || !this.buffer.length) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.draining = true;
      void this.pump();
    }, this.flushIntervalMs);
    // A waiting batch never keeps the process alive: flushOnExit sends it on the way out.
    this.timer.unref();
  }

  private pump(): Promise<void> {
    this.running ??= this.loop().finally(() => {
      this.running = undefined;
      this.schedule();
    });
    return this.running;
  }

  private async loop(): Promise<void> {
    while (this.buffer.length && (this.draining || this.buffer.length >= this.maxBatchSize)) {
      const batch = this.buffer.splice(0, this.maxBatchSize);
      for (const wake of this.waiting.splice(0, batch.length)) wake();
      await this.deliver(batch);
    }
    this.draining = false;
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private async deliver(batch: ConversionEvent[]): Promise<void> {
    this.counters.batches += 1;
    this.counters.sent += batch.length;
    let answer: BatchResult;
    try {
      answer = await this.sendBatch(batch);
    } catch (err) {
      this.counters.failed += batch.length;
      this.report(err as Error, batch);
      return;
    }
    const rejected: { event: ConversionEvent; errors: FieldError[] }[] = [];
    for (const item of answer.results as BatchItemResult[]) {
      if (item.status === 'recorded') this.counters.recorded += 1;
      else if (item.status === 'already_received') this.counters.alreadyReceived += 1;
      else if (item.status === 'suppressed') this.counters.suppressed += 1;
      else {
        this.counters.rejected += 1;
        rejected.push({ event: batch[item.index], errors: item.errors ?? [] });
      }
    }
    if (rejected.length)
      this.report(
        new ConversionRejectedError(rejected),
        rejected.map((r) => r.event),
      );
  }

  private report(error: Error, events: ConversionEvent[]): void {
    try {
      this.options.onError?.(error, events);
    } catch {
      // A failing handler must not stop the queue; the counters still say what happened.
    }
  }
}
