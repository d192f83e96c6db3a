import Fastify, { FastifyInstance } from 'fastify';
import { request } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { InFlightTracker } from './in-flight.tracker';

/** A promise and the function that resolves it, so a test decides when a handler finishes. */
function gate(): { opened: Promise<void>; open: () => void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('InFlightTracker', () => {
  let fastify: FastifyInstance;
  let tracker: InFlightTracker;
  let release: ReturnType<typeof gate>;
  let entered: ReturnType<typeof gate>;
  let finished: boolean;

  beforeEach(async () => {
    tracker = new InFlightTracker();
    fastify = Fastify();
    tracker.trackRoutes(fastify);
    release = gate();
    entered = gate();
    finished = false;
    fastify.post('/slow', async () => {
      entered.open();
      await release.opened;
      finished = true;
      return { ok: true };
    });
    fastify.get('/fails', async () => {
      throw new Error('boom');
    });
    fastify.get('/sync', (_request, reply) => {
      void reply.send('done');
    });
    await fastify.listen({ host: '127.0.0.1', port: 0 });
  });
  afterEach(async () => {
    release.open();
    await fastify.close();
  });

  const port = () => (fastify.server.address() as AddressInfo).port;

  it('waits for a handler whose client has already disconnected', async () => {
    const serverSide = new Promise<Socket>((resolve) => fastify.server.once('connection', resolve));
    const req = request({ host: '127.0.0.1', port: port(), method: 'POST', path: '/slow' });
    req.on('error', () => undefined);
    req.setHeader('content-type', 'application/json');
    req.end('{}');
    await entered.opened;
    expect(tracker.inFlight).toBe(1);

    // The client gives up: the server sees the connection close while the handler still runs.
    const socket = await serverSide;
    const closed = new Promise((resolve) => socket.once('close', resolve));
    req.destroy();
    await closed;
    expect(tracker.inFlight).toBe(1);

    let drained = false;
    const draining = tracker.drained().then(() => (drained = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(drained).toBe(false);

    release.open();
    await draining;
    expect(finished).toBe(true);
    expect(tracker.inFlight).toBe(0);
  });

  it('counts a handler that throws, and one that answers without returning a promise', async () => {
    expect((await fastify.inject({ method: 'GET', url: '/fails' })).statusCode).toBe(500);
    expect((await fastify.inject({ method: 'GET', url: '/sync' })).body).toBe('done');
    expect(tracker.inFlight).toBe(0);
    await expect(tracker.drained()).resolves.toBeUndefined();
  });
});
