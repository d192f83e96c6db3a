import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import { ConversionClient } from './conversion-client';
import { ConversionApiError, ConversionNetworkError, ConversionTimeoutError } from './errors';
import { ConversionEvent } from './types';

/** The client against a scripted HTTP server on 127.0.0.1: what it retries, how long it waits, what it throws. */

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

interface Fake {
  url: string;
  bodies: string[];
  times: number[];
  close(): Promise<void>;
}

async function fake(...handlers: Handler[]): Promise<Fake> {
  const bodies: string[] = [];
  const times: number[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      bodies.push(body);
      times.push(Date.now());
      handlers[Math.min(bodies.length - 1, handlers.length - 1)](req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen({ host: '127.0.0.1', port: 0 }, resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    bodies,
    times,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

const json =
  (status: number, body: unknown, headers: Record<string, string> = {}): Handler =>
  (_req, res) => {
    res.writeHead(status, {
      'content-type': status >= 400 ? 'application/problem+json' : 'application/json',
      ...headers,
    });
    res.end(JSON.stringify(body));
  };
const problem = (status: number, code: string, headers: Record<string, string> = {}) =>
  json(
    status,
    { type: `https://docs/${code}`, title: code, status, detail: `${code} detail`, code },
    headers,
  );
const receipt = (status: 201 | 200) =>
  json(status, {
    id: 'ev_1',
    status: status === 201 ? 'recorded' : 'already_received',
    externalId: 'order-1',
    receivedAt: '2026-11-25T10:00:00.000Z',
  });

const event: ConversionEvent = {
  name: 'order_paid',
  occurredAt: '2026-11-25T10:00:00+01:00',
  contactId: 'c1',
  externalId: 'order-1',
};

const fast = { baseDelayMs: 10, maxDelayMs: 50, maxAttempts: 5, maxElapsedMs: 5_000 };
const client = (url: string, options: Partial<ConstructorParameters<typeof ConversionClient>[0]> = {}) =>
  new ConversionClient({ baseUrl: url, apiKey: 'cvk_test', workspaceId: 'ws 1', retry: fast, ...options });

describe('ConversionClient over HTTP', () => {
  let server: Fake | undefined;
  afterEach(async () => server?.close());

  it('sends the event with the key, and says whether it was recorded now or before', async () => {
    let seen: IncomingMessage | undefined;
    server = await fake((req, res, body) => {
      seen = req;
      receipt(201)(req, res, body);
    }, receipt(200));
    const c = client(server.url);
    expect(await c.events.send(event)).toMatchObject({ id: 'ev_1', status: 'recorded', created: true });
    expect(await c.events.send(event)).toMatchObject({ status: 'already_received', created: false });
    expect(seen?.url).toBe('/v1/workspaces/ws%201/events');
    expect(seen?.headers.authorization).toBe('Bearer cvk_test');
    expect(seen?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(server.bodies[0])).toEqual(event);
  });

  it('retries 503 after the Retry-After it names, with the very same body', async () => {
    server = await fake(problem(503, 'unavailable', { 'retry-after': '1' }), receipt(201));
    const c = client(server.url);
    const result = await c.events.send(event);
    expect(result.created).toBe(true);
    expect(server.times[1] - server.times[0]).toBeGreaterThanOrEqual(950);
    expect(server.bodies[1]).toBe(server.bodies[0]);
    expect(c.stats()).toEqual({ requests: 1, attempts: 2, retries: 1, succeeded: 1, failed: 0 });
  });

  it('retries 429, 409 request_in_progress, 502 and 504', async () => {
    server = await fake(
      problem(429, 'rate_limited', { 'retry-after': '0' }),
      problem(409, 'request_in_progress', { 'retry-after': '0' }),
      problem(502, 'bad_gateway'),
      problem(504, 'gateway_timeout'),
      receipt(200),
    );
    const c = client(server.url);
    expect((await c.events.send(event)).created).toBe(false);
    expect(server.bodies).toHaveLength(5);
    expect(new Set(server.bodies).size).toBe(1);
  });

  it.each([
    [400, 'validation_failed'],
    [401, 'unauthenticated'],
    [403, 'insufficient_scope'],
    [404, 'not_found'],
    [409, 'conflict'],
    [413, 'payload_too_large'],
  ])('does not retry %i %s, and throws it with its problem document', async (status, code) => {
    server = await fake(problem(status, code));
    const c = client(server.url);
    const error = await c.events.send(event).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConversionApiError);
    expect(error).toMatchObject({ status, code, retryable: false, attempts: 1 });
    expect((error as ConversionApiError).problem.detail).toBe(`${code} detail`);
    expect(server.bodies).toHaveLength(1);
    expect(c.stats()).toEqual({ requests: 1, attempts: 1, retries: 0, succeeded: 0, failed: 1 });
  });

  it('names each wrong field of a validation failure in the error', async () => {
    server = await fake(
      json(400, {
        type: 'x',
        title: 'Validation failed',
        status: 400,
        detail: '1 field is invalid',
        code: 'validation_failed',
        errors: [
          { field: 'currency', code: 'invalid_value', message: 'must be an ISO 4217 code such as EUR.' },
        ],
      }),
    );
    const error = (await client(server.url)
      .events.send(event)
      .catch((e: unknown) => e)) as ConversionApiError;
    expect(error.errors).toEqual([expect.objectContaining({ field: 'currency' })]);
    expect(error.message).toContain('currency must be an ISO 4217 code');
  });

  it('retries a reset connection, and gives up on refused ones after maxAttempts', async () => {
    server = await fake((req) => req.socket.destroy(), receipt(201));
    expect((await client(server.url).events.send(event)).created).toBe(true);
    expect(server.bodies).toHaveLength(2);

    const url = server.url;
    await server.close();
    server = undefined;
    const c = client(url);
    const error = await c.events.send(event).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConversionNetworkError);
    expect(error).toMatchObject({ attempts: 5 });
    expect((error as Error).message).toMatch(/ECONNREFUSED/);
    expect(c.stats()).toEqual({ requests: 1, attempts: 5, retries: 4, succeeded: 0, failed: 1 });
  });

  it('keeps within the total time: a wait that would pass it is not started', async () => {
    server = await fake(problem(503, 'unavailable', { 'retry-after': '5' }));
    const c = client(server.url, { retry: { ...fast, maxElapsedMs: 1000 } });
    const started = Date.now();
    const error = await c.events.send(event).catch((e: unknown) => e);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(error).toMatchObject({ status: 503, retryable: true, attempts: 1 });
  });

  it('times an attempt out, retries it, and throws ConversionTimeoutError in the end', async () => {
    server = await fake(() => undefined); // never answers
    const c = client(server.url, { timeoutMs: 200, retry: { ...fast, maxAttempts: 2 } });
    const error = await c.events.send(event).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConversionTimeoutError);
    expect(error).toMatchObject({ attempts: 2 });
    expect(server.bodies).toHaveLength(2);
  });

  it('with retry: false, makes one attempt', async () => {
    server = await fake(problem(503, 'unavailable', { 'retry-after': '0' }));
    const error = await client(server.url, { retry: false })
      .events.send(event)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 503, attempts: 1 });
  });

  it('iterates every page of events by following nextCursor', async () => {
    const urls: string[] = [];
    server = await fake(
      (req, res, b) => {
        urls.push(req.url!);
        json(200, { data: [{ id: 'a' }, { id: 'b' }], nextCursor: 'c2' })(req, res, b);
      },
      (req, res, b) => {
        urls.push(req.url!);
        json(200, { data: [{ id: 'c' }], nextCursor: null })(req, res, b);
      },
    );
    const ids: string[] = [];
    for await (const e of client(server.url).events.iterate({ campaignId: 'spring sale', limit: 2 }))
      ids.push(e.id);
    expect(ids).toEqual(['a', 'b', 'c']);
    expect(urls).toEqual([
      '/v1/workspaces/ws%201/events?campaignId=spring+sale&limit=2',
      '/v1/workspaces/ws%201/events?campaignId=spring+sale&limit=2&cursor=c2',
    ]);
  });

  it('sends again, on their own, the batch items another request was recording, and merges their outcome', async () => {
    const other = { ...event, externalId: 'order-2' };
    server = await fake(
      json(200, {
        results: [
          { index: 0, status: 'recorded', externalId: 'order-1', id: 'a' },
          {
            index: 1,
            status: 'rejected',
            externalId: 'order-2',
            errors: [{ field: 'events[1].externalId', code: 'request_in_progress', message: 'in progress' }],
          },
        ],
        summary: { recorded: 1, alreadyReceived: 0, rejected: 1 },
      }),
      json(200, {
        results: [{ index: 0, status: 'already_received', externalId: 'order-2', id: 'b' }],
        summary: { recorded: 0, alreadyReceived: 1, rejected: 0 },
      }),
    );
    const result = await client(server.url).events.sendBatch([event, other]);
    expect(result.results).toEqual([
      { index: 0, status: 'recorded', externalId: 'order-1', id: 'a' },
      { index: 1, status: 'already_received', externalId: 'order-2', id: 'b' },
    ]);
    expect(result.summary).toEqual({ recorded: 1, alreadyReceived: 1, rejected: 0, suppressed: 0 });
    expect(JSON.parse(server.bodies[1])).toEqual({ events: [other] });
  });

  it('a suppressed event (202): status suppressed, created false, one attempt, no retry', async () => {
    server = await fake(json(202, { status: 'suppressed', externalId: 'order-1' }), receipt(201));
    const c = client(server.url);
    expect(await c.events.send(event)).toEqual({
      status: 'suppressed',
      externalId: 'order-1',
      created: false,
    });
    expect(server.bodies).toHaveLength(1);
    expect(c.stats()).toEqual({ requests: 1, attempts: 1, retries: 0, succeeded: 1, failed: 0 });
  });

  it('a batch: suppressed items are outcomes, never sent again, and counted in the summary', async () => {
    const other = { ...event, externalId: 'order-2' };
    const third = { ...event, externalId: 'order-3' };
    server = await fake(
      json(200, {
        results: [
          { index: 0, status: 'suppressed', externalId: 'order-1' },
          {
            index: 1,
            status: 'rejected',
            externalId: 'order-2',
            errors: [{ field: 'events[1].externalId', code: 'request_in_progress', message: 'in progress' }],
          },
          { index: 2, status: 'recorded', externalId: 'order-3', id: 'c' },
        ],
        summary: { recorded: 1, alreadyReceived: 0, rejected: 1, suppressed: 1 },
      }),
      json(200, {
        results: [{ index: 0, status: 'suppressed', externalId: 'order-2' }],
        summary: { recorded: 0, alreadyReceived: 0, rejected: 0, suppressed: 1 },
      }),
    );
    const result = await client(server.url).events.sendBatch([event, other, third]);
    expect(result.results.map((r) => r.status)).toEqual(['suppressed', 'suppressed', 'recorded']);
    expect(result.summary).toEqual({ recorded: 1, alreadyReceived: 0, rejected: 0, suppressed: 2 });
    // Only the item in progress went again.
    expect(server.bodies).toHaveLength(2);
    expect(JSON.parse(server.bodies[1])).toEqual({ events: [other] });
  });

  it('refuses a batch over 1,000 events before sending it', async () => {
    const c = client('http://127.0.0.1:9');
    await expect(c.events.sendBatch(Array(1001).fill(event))).rejects.toThrow(RangeError);
    expect(c.stats().requests).toBe(0);
  });

  describe('adjustments', () => {
    const adjustmentReceipt = (status: 201 | 200) =>
      json(status, {
        id: 'adj_1',
        status: status === 201 ? 'recorded' : 'already_received',
        adjustmentId: 'refund-1',
        externalId: 'order-1',
        receivedAt: '2026-11-25T11:00:00.000Z',
      });

    it('retract and restate send the type with the fields of each, and say whether recorded now', async () => {
      const urls: string[] = [];
      server = await fake((req, res, body) => {
        urls.push(req.url as string);
        adjustmentReceipt(urls.length === 1 ? 201 : 200)(req, res, body);
      });
      const c = client(server.url);
      const retracted = await c.adjustments.retract({
        adjustmentId: 'refund-1',
        externalId: 'order-1',
        occurredAt: '2026-11-25T11:00:00Z',
      });
      expect(retracted).toMatchObject({ id: 'adj_1', status: 'recorded', created: true });
      const restated = await c.adjustments.restate({
        adjustmentId: 'return-1',
        externalId: 'order-1',
        occurredAt: '2026-11-25T12:00:00Z',
        valueMinor: 2500,
        currency: 'EUR',
      });
      expect(restated.created).toBe(false);
      expect(urls).toEqual(['/v1/workspaces/ws%201/adjustments', '/v1/workspaces/ws%201/adjustments']);
      expect(server.bodies.map((b) => JSON.parse(b))).toEqual([
        {
          adjustmentId: 'refund-1',
          externalId: 'order-1',
          occurredAt: '2026-11-25T11:00:00Z',
          type: 'retraction',
        },
        {
          adjustmentId: 'return-1',
          externalId: 'order-1',
          occurredAt: '2026-11-25T12:00:00Z',
          valueMinor: 2500,
          currency: 'EUR',
          type: 'restatement',
        },
      ]);
    });

    it("an adjustment of a suppressed contact's event (202): status suppressed, not retried", async () => {
      server = await fake(
        json(202, { status: 'suppressed', adjustmentId: 'refund-1', externalId: 'order-1' }),
        adjustmentReceipt(201),
      );
      const c = client(server.url);
      const answer = await c.adjustments.retract({
        adjustmentId: 'refund-1',
        externalId: 'order-1',
        occurredAt: '2026-11-25T11:00:00Z',
      });
      expect(answer).toEqual({
        status: 'suppressed',
        adjustmentId: 'refund-1',
        externalId: 'order-1',
        created: false,
      });
      expect(server.bodies).toHaveLength(1);
    });

    it('retries a 409 with the same adjustmentId, and never a 404 (the event was not sent)', async () => {
      server = await fake(
        problem(409, 'request_in_progress', { 'retry-after': '0' }),
        adjustmentReceipt(201),
      );
      const c = client(server.url);
      const adjustment = {
        adjustmentId: 'refund-2',
        externalId: 'order-1',
        occurredAt: '2026-11-25T11:00:00Z',
      };
      expect((await c.adjustments.retract(adjustment)).created).toBe(true);
      expect(server.bodies[0]).toBe(server.bodies[1]);
      await server.close();

      server = await fake(problem(404, 'not_found'));
      const error = await client(server.url)
        .adjustments.retract(adjustment)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ConversionApiError);
      expect((error as ConversionApiError).status).toBe(404);
      expect(server.bodies).toHaveLength(1);
    });

    it('a batch sends `adjustments`, resends the items in progress, and counts those not found', async () => {
      const first = {
        adjustmentId: 'a1',
        externalId: 'order-1',
        type: 'retraction',
        occurredAt: '2026-11-25T11:00:00Z',
      } as const;
      const second = { ...first, adjustmentId: 'a2', externalId: 'order-2' };
      const third = { ...first, adjustmentId: 'a3', externalId: 'order-3' };
      server = await fake(
        json(200, {
          results: [
            { index: 0, status: 'recorded', adjustmentId: 'a1', externalId: 'order-1', id: 'x' },
            {
              index: 1,
              status: 'rejected',
              adjustmentId: 'a2',
              externalId: 'order-2',
              errors: [
                { field: 'adjustments[1].adjustmentId', code: 'request_in_progress', message: 'in progress' },
              ],
            },
            { index: 2, status: 'not_found', adjustmentId: 'a3', externalId: 'order-3' },
          ],
          summary: { recorded: 1, alreadyReceived: 0, rejected: 1, notFound: 1 },
        }),
        json(200, {
          results: [
            { index: 0, status: 'already_received', adjustmentId: 'a2', externalId: 'order-2', id: 'y' },
          ],
          summary: { recorded: 0, alreadyReceived: 1, rejected: 0, notFound: 0 },
        }),
      );
      const result = await client(server.url).adjustments.sendBatch([first, second, third]);
      expect(result.results.map((r) => r.status)).toEqual(['recorded', 'already_received', 'not_found']);
      expect(result.summary).toEqual({
        recorded: 1,
        alreadyReceived: 1,
        rejected: 0,
        notFound: 1,
        suppressed: 0,
      });
      expect(JSON.parse(server.bodies[0])).toEqual({ adjustments: [first, second, third] });
      expect(JSON.parse(server.bodies[1])).toEqual({ adjustments: [second] });
    });

    it("lists one event's adjustments by externalId", async () => {
      let url = '';
      server = await fake((req, res, body) => {
        url = req.url as string;
        json(200, { data: [], nextCursor: null })(req, res, body);
      });
      expect(await client(server.url).adjustments.list({ externalId: 'order 1' })).toEqual({
        data: [],
        nextCursor: null,
      });
      expect(url).toBe('/v1/workspaces/ws%201/adjustments?externalId=order+1');
    });
  });

  it('streams the panel: yields each panel message until aborted', async () => {
    server = await fake((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(': keep-alive\n\n');
      res.write(`event: panel\nid: 1\ndata: ${JSON.stringify({ campaignId: 'spring', latest: null })}\n\n`);
      setTimeout(
        () =>
          res.write(
            `event: panel\nid: 2\ndata: ${JSON.stringify({ campaignId: 'spring', latest: { eventId: 'e' } })}\n\n`,
          ),
        50,
      );
    });
    const abort = new AbortController();
    const seen: unknown[] = [];
    for await (const panel of client(server.url).reports.watchConversionTest('spring', {
      signal: abort.signal,
    })) {
      seen.push(panel);
      if (seen.length === 2) abort.abort();
    }
    expect(seen).toEqual([
      { campaignId: 'spring', latest: null },
      { campaignId: 'spring', latest: { eventId: 'e' } },
    ]);
  });
});
