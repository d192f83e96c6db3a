import { Injectable } from '@nestjs/common';

/**
 * "New deliveries are due": the consumer rings it after a chunk's deliveries are committed, so
 * this replica's delivery workers start at once instead of at their next poll. Other replicas
 * find the rows at their next poll (WEBHOOK_POLL_MS).
 */
@Injectable()
export class DueSignal {
  private waiters: (() => void)[] = [];
  private readonly listeners: (() => void)[] = [];

  notify(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
    for (const listener of this.listeners) listener();
  }

  /** Calls `listener` at every notify() (the delivery worker, which keeps its own idle timer). */
  onNotify(listener: () => void): void {
    this.listeners.push(listener);
  }

  /** Resolves at the next notify(), or after `ms`, whichever comes first. */
  wait(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      const waiters = this.waiters;
      function done() {
        clearTimeout(timer);
        const at = waiters.indexOf(done);
        if (at >= 0) waiters.splice(at, 1);
        resolve();
      }
      this.waiters.push(done);
    });
  }
}
