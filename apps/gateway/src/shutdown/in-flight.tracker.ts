import { Injectable } from '@nestjs/common';
import type { FastifyInstance, RouteHandlerMethod } from 'fastify';

/**
 * Counts handlers still running, so shutdown can wait for them before closing Postgres, Redis
 * and Kafka. Closing the HTTP server is not enough: when a client gives up and disconnects, the
 * server forgets the connection while its handler is still writing the event; closing the
 * database under it would turn a commit into an error.
 *
 * It wraps each route's handler (Fastify's onRoute hook) and counts from the call until the
 * promise it returns settles. Nest's handler promise settles only once guards, pipes, the
 * controller and the answer (or the exception filter's) are done, whether or not the client is
 * still there, and for a live stream once the stream has ended. Fastify's onResponse would not do:
 * it never fires for a client that left. This replaced a global Nest interceptor, which cost an
 * rxjs pipeline and two AsyncResource bindings per request (docs/performance.md).
 */
@Injectable()
export class InFlightTracker {
  private running = 0;
  private waiters: (() => void)[] = [];

  // Arrow properties, shared by every request: counting allocates no closure per request.
  private readonly begin = (): void => {
    this.running++;
  };
  private readonly finish = (): void => {
    this.running--;
    if (this.running === 0) {
      const waiters = this.waiters;
      this.waiters = [];
      for (const resolve of waiters) resolve();
    }
  };
  private readonly finishWith = <T>(value: T): T => {
    this.finish();
    return value;
  };
  private readonly finishThrowing = (err: unknown): never => {
    this.finish();
    throw err;
  };

  /** Counts the handlers of routes registered from now on: call it before the routes exist. */
  trackRoutes(fastify: FastifyInstance): void {
    fastify.addHook('onRoute', (route) => {
      route.handler = this.wrap(route.handler);
    });
  }

  get inFlight(): number {
    return this.running;
  }

  /** Resolves once no handler is running. */
  drained(): Promise<void> {
    if (this.running === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  private wrap(handler: RouteHandlerMethod): RouteHandlerMethod {
    const { begin, finish, finishWith, finishThrowing } = this;
    // A function, not an arrow: Fastify calls handlers with the instance as `this`.
    return function tracked(this: FastifyInstance, request, reply) {
      begin();
      let result: unknown;
      try {
        result = handler.call(this, request, reply);
      } catch (err) {
        finish();
        throw err;
      }
      // Only a real promise is waited for: a handler may also return the reply itself (a
      // thenable that Fastify treats on its own), or nothing once it has answered.
      if (result instanceof Promise) return result.then(finishWith, finishThrowing);
      finish();
      return result;
    } as RouteHandlerMethod;
  }
}
