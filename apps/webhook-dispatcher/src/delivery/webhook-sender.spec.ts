import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { newSigningSecret, signingKey } from '@app/webhooks';
import { AddressGuard } from './address-guard';
import { RESPONSE_BODY_LIMIT, WebhookSender } from './webhook-sender';

// Every connection here goes to a server on 127.0.0.1, under an allow-list of 127.0.0.0/8 (or is
// refused before connecting). Names resolve through a stubbed resolver, never through DNS.

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

describe('WebhookSender', () => {
  let server: Server;
  let port: number;
  const hits: { path: string; headers: IncomingMessage['headers']; body: string }[] = [];
  const handlers: Record<string, Handler> = {
    '/ok': (_req, res) => res.end('thanks'),
    '/redirect': (_req, res) => {
      res.writeHead(302, { location: `http://127.0.0.1:${port}/ok` });
      res.end();
    },
    '/big': (_req, res) => res.end('x'.repeat(100_000)),
    '/busy': (_req, res) => {
      res.writeHead(503, { 'retry-after': '7' });
      res.end('busy');
    },
    '/gone': (_req, res) => {
      res.writeHead(410);
      res.end();
    },
    '/never': () => undefined,
    '/binary': (_req, res) => res.end(Buffer.from([0x6f, 0x00, 0x6b, 0x00])),
  };
  const secret = newSigningSecret();
  const oldSecret = newSigningSecret();
  const allowLoopback = (resolve = async () => [{ address: '127.0.0.1', family: 4 }]) =>
    new AddressGuard('127.0.0.0/8', resolve);
  const sender = new WebhookSender(allowLoopback(), {
    allowHttp: true,
    connectTimeoutMs: 1000,
    requestTimeoutMs: 500,
  });

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        const path = req.url ?? '/';
        hits.push({ path, headers: req.headers, body });
        (handlers[path] ?? ((_q, r) => r.writeHead(404).end()))(req, res, body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await sender.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  beforeEach(() => {
    hits.length = 0;
  });

  const send = (url: string, s = sender) =>
    s.send({
      url,
      messageId: 'msg_2QxVh3kLmN8pR4sT6uW9yZ',
      body: '{"type":"webhook.test","timestamp":"2026-11-21T13:05:00.000Z","data":{}}',
      keys: [signingKey(secret), signingKey(oldSecret)],
    });

  it('delivers a body that standardwebhooks verifies, under both secrets of a rotation', async () => {
    const result = await send(`http://127.0.0.1:${port}/ok`);
    expect(result).toMatchObject({
      ok: true,
      refused: false,
      statusCode: 200,
      error: null,
      responseBody: 'thanks',
    });
    const [hit] = hits;
    expect(hit.headers['content-type']).toBe('application/json');
    expect(hit.headers['user-agent']).toMatch(/^conversion-platform-webhooks\//);
    const headers = {
      'webhook-id': String(hit.headers['webhook-id']),
      'webhook-timestamp': String(hit.headers['webhook-timestamp']),
      'webhook-signature': String(hit.headers['webhook-signature']),
    };
    expect(headers['webhook-id']).toBe('msg_2QxVh3kLmN8pR4sT6uW9yZ');
    expect(new Webhook(secret).verify(hit.body, headers)).toEqual(JSON.parse(hit.body));
    expect(new Webhook(oldSecret).verify(hit.body, headers)).toEqual(JSON.parse(hit.body));
    expect(() => new Webhook(newSigningSecret()).verify(hit.body, headers)).toThrow();
  });

  it('does not follow a redirect: a 3xx is a failure', async () => {
    const result = await send(`http://127.0.0.1:${port}/redirect`);
    expect(result).toMatchObject({ ok: false, statusCode: 302 });
    expect(result.error).toBe(
      `answered 302; redirects are not followed (Location: http://127.0.0.1:${port}/ok)`,
    );
    expect(hits.map((h) => h.path)).toEqual(['/redirect']);
  });

  it('reads at most 4 KiB of the answer', async () => {
    const result = await send(`http://127.0.0.1:${port}/big`);
    expect(result.ok).toBe(true);
    expect(result.responseBody).toHaveLength(RESPONSE_BODY_LIMIT);
  });

  it('keeps what Postgres can store of a binary answer', async () => {
    const result = await send(`http://127.0.0.1:${port}/binary`);
    expect(result.responseBody).toBe('ok');
  });

  it('reports Retry-After and the status of a failure', async () => {
    expect(await send(`http://127.0.0.1:${port}/busy`)).toMatchObject({
      ok: false,
      statusCode: 503,
      retryAfter: '7',
      error: 'answered 503',
      responseBody: 'busy',
    });
    expect(await send(`http://127.0.0.1:${port}/gone`)).toMatchObject({ ok: false, statusCode: 410 });
  });

  it('gives up on an endpoint that does not answer within the request timeout', async () => {
    const result = await send(`http://127.0.0.1:${port}/never`);
    expect(result).toMatchObject({ ok: false, refused: false, statusCode: null });
    expect(result.error).toBe('timeout: no complete answer within 500 ms');
    expect(result.durationMs).toBeGreaterThanOrEqual(450);
    expect(result.durationMs).toBeLessThan(2000);
  });

  it('fails on a refused connection', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const result = await send(`http://127.0.0.1:${closedPort}/`);
    expect(result.ok).toBe(false);
    expect(result.error).toMatch(/^connection failed: .*ECONNREFUSED/);
  });

  describe('SSRF guard (default config: public addresses only)', () => {
    const strict = new WebhookSender(
      new AddressGuard('', async (hostname) =>
        hostname === 'loopback.example.test' ? [{ address: '127.0.0.1', family: 4 }] : [],
      ),
      { allowHttp: true, connectTimeoutMs: 1000, requestTimeoutMs: 1000 },
    );
    afterAll(() => strict.close());

    it.each([
      ['127.0.0.1', (p: number) => `http://127.0.0.1:${p}/ok`, 'refused: 127.0.0.1 is a loopback address'],
      ['[::1]', (p: number) => `http://[::1]:${p}/ok`, 'refused: ::1 is a loopback address'],
      [
        '[::ffff:127.0.0.1]',
        (p: number) => `http://[::ffff:127.0.0.1]:${p}/ok`,
        'refused: ::ffff:7f00:1 is a loopback address in an IPv6 form of 127.0.0.1',
      ],
      [
        'a name resolving to loopback',
        (p: number) => `http://loopback.example.test:${p}/ok`,
        'refused: loopback.example.test resolves to 127.0.0.1: 127.0.0.1 is a loopback address',
      ],
    ])('refuses %s without sending anything', async (_name, url, reason) => {
      const result = await send(url(port), strict);
      expect(result).toMatchObject({ ok: false, refused: true, statusCode: null });
      expect(result.error).toContain(reason);
      expect(hits).toEqual([]);
    });

    it('connects to the checked address of an allow-listed name', async () => {
      const named = new WebhookSender(
        allowLoopback(async () => [
          { address: '::1', family: 6 },
          { address: '127.0.0.1', family: 4 },
        ]),
        { allowHttp: true, connectTimeoutMs: 1000, requestTimeoutMs: 1000 },
      );
      try {
        const result = await send(`http://hooks.example.test:${port}/ok`, named);
        expect(result).toMatchObject({ ok: true, statusCode: 200 });
        expect(hits[0].headers.host).toBe(`hooks.example.test:${port}`);
      } finally {
        await named.close();
      }
    });

    it('refuses plain http unless the operator allows it', async () => {
      const httpsOnly = new WebhookSender(allowLoopback(), {
        allowHttp: false,
        connectTimeoutMs: 1000,
        requestTimeoutMs: 1000,
      });
      const result = await send(`http://127.0.0.1:${port}/ok`, httpsOnly);
      await httpsOnly.close();
      expect(result).toMatchObject({ ok: false, refused: true });
      expect(result.error).toMatch(/^refused: the endpoint URL must use https \(got http\)/);
      expect(hits).toEqual([]);
    });
  });
});
