import { Injectable } from '@nestjs/common';

/**
 * In-process wake-up from the write path to the outbox relay, so an event recorded on the
 * replica that leads the relay is published within the relay's linger (OUTBOX_LINGER_MS) rather
 * than at the next poll.
 */
@Injectable()
export class OutboxSignal {
  private listener?: (rows: number) => void;

  onWake(listener: (rows: number) => void): void {
    this.listener = listener;
  }

  /**
   * Outbox rows were committed: `rows` of them when the caller knows (it lets the relay end its
   * linger as soon as a full batch waits), else counted as one.
   */
  wake(rows = 1): void {
    this.listener?.(rows);
  }
}
