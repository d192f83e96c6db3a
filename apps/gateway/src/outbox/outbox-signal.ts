import { Injectable } from '@nestjs/common';

/**
 * In-process wake-up from the write path to the outbox relay, so an event recorded on the
 * replica that leads the relay is published at once rather than at the next poll.
 */
@Injectable()
export class OutboxSignal {
  private listener?: () => void;

  onWake(listener: () => void): void {
    this.listener = listener;
  }

  wake(): void {
    this.listener?.();
  }
}
