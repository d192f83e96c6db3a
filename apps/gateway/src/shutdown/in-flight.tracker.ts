import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { finalize, Observable } from 'rxjs';

/**
 * Counts handlers still running, so shutdown can wait for them before closing Postgres, Redis
 * and Kafka. Closing the HTTP server is not enough: when a client gives up and disconnects, the
 * server forgets the connection while its handler is still writing the event; closing the
 * database under it would turn a commit into an error.
 */
@Injectable()
export class InFlightTracker implements NestInterceptor {
  private running = 0;
  private waiters: (() => void)[] = [];

  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    this.running++;
    return next.handle().pipe(finalize(() => this.finish()));
  }

  get inFlight(): number {
    return this.running;
  }

  /** Resolves once no handler is running. */
  drained(): Promise<void> {
    if (this.running === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  private finish(): void {
    this.running--;
    if (this.running === 0) {
      const waiters = this.waiters;
      this.waiters = [];
      for (const resolve of waiters) resolve();
    }
  }
}
