/**
 * Wait, or be woken: the one wake-up primitive of the background loops (the outbox relay, the
 * delivery loop).
 *
 * 1. `wait(ms)` resolves after `ms`, or at the next `ring()`, whichever comes first.
 * 2. A ring while nobody waits is kept: the next `wait` returns at once, so work announced while
 *    the loop was busy is never slept through.
 * 3. `clear()` forgets a kept ring: a loop calls it just before it looks for work, since what
 *    was announced until then, that look sees.
 */
export class Doorbell {
  private readonly waiters = new Set<() => void>();
  private rung = false;

  ring(): void {
    if (this.waiters.size === 0) {
      this.rung = true;
      return;
    }
    const waiters = [...this.waiters];
    this.waiters.clear();
    for (const wake of waiters) wake();
  }

  clear(): void {
    this.rung = false;
  }

  wait(ms: number): Promise<void> {
    if (this.rung) {
      this.rung = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.waiters.add(done);
    });
  }
}
