import { Agent, createServer, IncomingMessage, request, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';

/**
 * The tiny load balancer in front of the chaos run's gateway replicas: each request goes to the
 * next replica in turn. A replica that refuses the connection (it is down) is skipped for the next
 * one, as a balancer's health check would; nothing was sent to it, so that is safe. Any other
 * failure (a replica killed while it held the request) is answered 502 with `x-chaos-proxy: 1`,
 * so the run can tell the balancer's own answers from the gateways'.
 *
 * On 127.0.0.1 only.
 */
export class RoundRobinProxy {
  /** Answers the proxy made itself, by status. */
  readonly ownAnswers = new Map<number, number>();
  private next = 0;
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 256 });

  private constructor(
    private readonly server: Server,
    private readonly upstreams: () => string[],
  ) {}

  static async start(upstreams: () => string[]): Promise<RoundRobinProxy> {
    const server = createServer();
    const proxy = new RoundRobinProxy(server, upstreams);
    server.on('request', (req, res) => void proxy.handle(req, res));
    await new Promise<void>((resolve) => server.listen({ host: '127.0.0.1', port: 0 }, resolve));
    return proxy;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const upstreams = this.upstreams();
    for (let tried = 0; tried < upstreams.length; tried++) {
      const target = upstreams[this.next++ % upstreams.length];
      const outcome = await this.forward(target, req, body, res);
      if (outcome === 'done') return;
      if (outcome === 'failed')
        return this.answer(res, 502, 'the gateway replica failed while it held the request');
    }
    this.answer(res, 502, 'no gateway replica accepted the connection');
  }

  /** 'refused': nothing reached the replica, try another; 'failed': it broke after that. */
  private forward(
    target: string,
    req: IncomingMessage,
    body: Buffer,
    res: ServerResponse,
  ): Promise<'done' | 'refused' | 'failed'> {
    return new Promise((resolve) => {
      const url = new URL(req.url ?? '/', target);
      const upstream = request(
        url,
        { method: req.method, headers: { ...req.headers, host: url.host }, agent: this.agent },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          answer.once('end', () => resolve('done'));
          answer.once('error', () => {
            res.destroy();
            resolve('done');
          });
        },
      );
      upstream.once('error', (err: NodeJS.ErrnoException) => {
        if (res.headersSent) {
          res.destroy();
          return resolve('done');
        }
        resolve(err.code === 'ECONNREFUSED' ? 'refused' : 'failed');
      });
      upstream.end(body);
    });
  }

  private answer(res: ServerResponse, status: number, detail: string): void {
    this.ownAnswers.set(status, (this.ownAnswers.get(status) ?? 0) + 1);
    res.writeHead(status, { 'content-type': 'application/problem+json', 'x-chaos-proxy': '1' });
    res.end(
      JSON.stringify({ type: 'about:blank', title: 'Bad Gateway', status, detail, code: 'bad_gateway' }),
    );
  }

  async close(): Promise<void> {
    this.agent.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
