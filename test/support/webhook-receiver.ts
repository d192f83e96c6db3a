import { randomBytes } from 'node:crypto';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo, Socket } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { until } from './wait';

/**
 * A webhook receiver for tests: a real node:http server that records every request (headers,
 * raw body, arrival time) and answers as the test scripts it, per request: a status sequence, a
 * delay or no answer at all, a Location for a redirect, a Retry-After.
 *
 * It only ever listens on this machine's loopback (127.0.0.1 or ::1; the type allows nothing
 * else), and only counts requests to its own random path as received: a delivery meant for an
 * earlier receiver whose port the system gave out again lands in `strays`, never in `received`.
 * `connections` counts every TCP connection, so a test of a refused delivery can assert that
 * nothing even connected.
 *
 * Signatures are checked with the npm `standardwebhooks` package, unchanged, as an integrator would.
 */

export type LoopbackHost = '127.0.0.1' | '::1';

export interface ReceivedRequest {
  /** Date.now() when the whole body had arrived. */
  at: number;
  method: string;
  /** The path and query as sent. */
  url: string;
  /** Lower-case names; repeated headers joined with ", ". */
  headers: Record<string, string>;
  /** The raw body, exactly as sent: what the signature covers. */
  body: string;
  /** The webhook-id header ('' when absent). */
  id: string;
  /** The status answered, or 'none' for a request that was held and never answered. */
  answered?: number | 'none';
}

/** How to answer one request. */
export interface Reply {
  /** Default 200. */
  status?: number;
  /** Such as `{ location: 'http://...' }` or `{ 'retry-after': '1' }`. */
  headers?: Record<string, string>;
  body?: string;
  /** Answer only after this long. */
  delayMs?: number;
  /** Never answer: hold the request until the sender gives up or the receiver closes. */
  hang?: boolean;
}

/** Decides the answer to a request; `index` counts the requests received so far (0 for the first). */
export type Script = (request: ReceivedRequest, index: number) => Reply;

export class WebhookReceiver {
  /** Requests to this receiver's path, in arrival order. */
  readonly received: ReceivedRequest[] = [];
  /** Requests to any other path (not meant for this receiver). */
  readonly strays: ReceivedRequest[] = [];
  /** TCP connections accepted, whatever came over them. */
  connections = 0;
  /** A unique path, so that only deliveries meant for this receiver count. */
  readonly path = `/hooks/${randomBytes(6).toString('hex')}`;

  private readonly server: Server;
  private script: Script;
  private readonly queued: Reply[] = [];
  private readonly sockets = new Set<Socket>();
  private readonly held = new Set<ServerResponse>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private boundPort = 0;

  private constructor(
    readonly host: LoopbackHost,
    reply: Reply | Script,
  ) {
    this.script = typeof reply === 'function' ? reply : () => reply;
    this.server = createServer((req, res) => this.handle(req, res));
    this.server.on('connection', (socket: Socket) => {
      this.connections += 1;
      this.sockets.add(socket);
      socket.once('close', () => this.sockets.delete(socket));
    });
  }

  /** Starts a receiver on a free port of `host` (127.0.0.1 unless told ::1), answering `reply` (200 by default). */
  static async start(
    options: { host?: LoopbackHost; reply?: Reply | Script } = {},
  ): Promise<WebhookReceiver> {
    const host = options.host ?? '127.0.0.1';
    if (host !== '127.0.0.1' && host !== '::1')
      throw new Error(`a test receiver listens on loopback only, not ${host}`);
    const receiver = new WebhookReceiver(host, options.reply ?? {});
    await new Promise<void>((resolve, reject) => {
      receiver.server.once('error', reject);
      receiver.server.listen({ host, port: 0 }, () => resolve());
    });
    receiver.boundPort = (receiver.server.address() as AddressInfo).port;
    return receiver;
  }

  get port(): number {
    return this.boundPort;
  }

  /** This receiver's URL, as an endpoint is registered with. */
  get url(): string {
    return this.urlWithHost(this.host === '::1' ? '[::1]' : '127.0.0.1');
  }

  /** The same port and path under another spelling of the host (`localhost`, `[::ffff:127.0.0.1]`). */
  urlWithHost(host: string): string {
    return `http://${host}:${this.port}${this.path}`;
  }

  /** From now on, answer every request with `reply` (after any queued replies are used up). */
  answer(reply: Reply | Script): void {
    this.script = typeof reply === 'function' ? reply : () => reply;
  }

  /** The next requests get these answers, in order; later ones get the default again. */
  queue(...replies: Reply[]): void {
    this.queued.push(...replies);
  }

  /** Resolves with the requests received once `done` says so, or when the time is up (assert on it). */
  waitFor(done: (received: ReceivedRequest[]) => boolean, timeoutMs = 20_000): Promise<ReceivedRequest[]> {
    return until(
      () => [...this.received],
      (received) => done(received),
      timeoutMs,
      20,
    );
  }

  /** Resolves once `count` requests arrived (or the time is up). */
  waitForCount(count: number, timeoutMs = 20_000): Promise<ReceivedRequest[]> {
    return this.waitFor((received) => received.length >= count, timeoutMs);
  }

  /** The webhook-ids received, each once, in order of first arrival. */
  ids(): string[] {
    return [...new Set(this.received.map((r) => r.id))];
  }

  /** How the Standard Webhooks package verifies a request: its payload, or it throws. */
  static verify(request: ReceivedRequest, secret: string): unknown {
    return new Webhook(secret).verify(request.body, request.headers);
  }

  /** Whether `secret` verifies the request (with the package, unchanged). */
  static verifies(request: ReceivedRequest, secret: string): boolean {
    try {
      WebhookReceiver.verify(request, secret);
      return true;
    } catch {
      return false;
    }
  }

  /** Stops listening and drops every connection, answering nothing more (held requests included). */
  async close(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    for (const res of this.held) res.destroy();
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(req.headers)) {
        if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
      }
      const request: ReceivedRequest = {
        at: Date.now(),
        method: req.method ?? '',
        url: req.url ?? '',
        headers,
        body: Buffer.concat(chunks).toString('utf8'),
        id: headers['webhook-id'] ?? '',
      };
      if (request.url !== this.path) {
        this.strays.push(request);
        res.writeHead(404).end();
        request.answered = 404;
        return;
      }
      const index = this.received.length;
      this.received.push(request);
      const reply = this.queued.shift() ?? this.script(request, index);
      if (reply.hang) {
        request.answered = 'none';
        this.held.add(res);
        res.once('close', () => this.held.delete(res));
        return;
      }
      const send = () => {
        request.answered = reply.status ?? 200;
        if (res.destroyed) return;
        res.writeHead(reply.status ?? 200, { 'content-type': 'text/plain', ...reply.headers });
        res.end(reply.body ?? '');
      };
      if (reply.delayMs) {
        const timer = setTimeout(() => {
          this.timers.delete(timer);
          send();
        }, reply.delayMs);
        this.timers.add(timer);
      } else {
        send();
      }
    });
  }
}
