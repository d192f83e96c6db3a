import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { RedisService } from '@app/redis';
import { createApiKey, createWorkspaceWithKey } from '@app/testing';
import { eventBody, postBatch, postEvent } from '../support/events';
import { startGateway } from '../support/gateway';

/** Per-key limits held in Redis, so they hold across replicas; 429 with the IETF headers. */
describe('rate limits', () => {
  let a: NestFastifyApplication;
  let b: NestFastifyApplication;
  let ws: string;

  beforeAll(async () => {
    const limits = { RATE_LIMIT_REQUESTS: '6', RATE_LIMIT_WINDOW_SECONDS: '30' };
    [a, b] = await Promise.all([startGateway(limits), startGateway(limits)]);
    ws = (await createWorkspaceWithKey(a)).workspace.id;
  });
  afterAll(async () => Promise.all([a.close(), b.close()]));

  const remaining = (res: { headers: Record<string, unknown> }) =>
    /^"per-key";r=(\d+);t=\d+$/.exec(String(res.headers.ratelimit))?.[1];

  it('counts one key across two replicas, then answers 429 with Retry-After and RateLimit headers', async () => {
    const { key } = await createApiKey(a, ws, { scopes: ['events:write'] });
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 8; i++) {
      last = await postEvent(i % 2 ? b : a, ws, key, eventBody());
      statuses.push(last.statusCode);
      if (i === 0) {
        expect(last.headers['ratelimit-policy']).toBe('"per-key";q=6;w=30');
        expect(last.headers.ratelimit).toMatch(/^"per-key";r=5;t=\d+$/);
      }
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201, 429, 429]);
    expect(last?.json()).toMatchObject({ code: 'rate_limited', status: 429 });
    expect(last?.json().detail).toMatch(
      /^This API key sent more than 6 requests in 30 second\(s\)\. Retry after \d+ second\(s\), or send events in batches \(POST \.\.\.\/events\/batch\)\.$/,
    );
    expect(Number(last?.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(last?.headers['ratelimit-policy']).toBe('"per-key";q=6;w=30');
    expect(last?.headers.ratelimit).toMatch(/^"per-key";r=0;t=\d+$/);
  });

  it('limits each key on its own', async () => {
    const first = await createApiKey(a, ws, { scopes: ['events:write'] });
    const second = await createApiKey(a, ws, { scopes: ['events:write'] });
    for (let i = 0; i < 6; i++) await postEvent(a, ws, first.key, eventBody());
    expect((await postEvent(a, ws, first.key, eventBody())).statusCode).toBe(429);
    expect((await postEvent(a, ws, second.key, eventBody())).statusCode).toBe(201);
  });

  it('counts every authenticated request, valid or not, on the ingest routes and the others; not unreadable bodies', async () => {
    const { key } = await createApiKey(a, ws, { scopes: ['events:write', 'events:read'] });
    const invalid = await postEvent(a, ws, key, eventBody({ currency: 'euro' }));
    expect(invalid.statusCode).toBe(400);
    expect(invalid.headers['ratelimit-policy']).toBe('"per-key";q=6;w=30');
    expect(remaining(invalid)).toBe('5');

    const envelope = await postBatch(b, ws, key, { items: [] });
    expect(envelope.statusCode).toBe(400);
    expect(remaining(envelope)).toBe('4');

    const allRejected = await postBatch(a, ws, key, { events: [{ name: 'order_paid' }] });
    expect(allRejected.statusCode).toBe(200);
    expect(allRejected.json().summary).toEqual({
      recorded: 0,
      alreadyReceived: 0,
      rejected: 1,
      suppressed: 0,
    });
    expect(remaining(allRejected)).toBe('3');

    // Fastify refuses a body it cannot parse before the key is even looked at: not counted.
    const unreadable = await postEvent(a, ws, key, '{"name": ');
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json().code).toBe('malformed_json');
    expect(unreadable.headers.ratelimit).toBeUndefined();

    const list = await a.inject({
      method: 'GET',
      url: `/v1/workspaces/${ws}/events`,
      headers: { authorization: `Bearer ${key}` },
    });
    expect(list.statusCode).toBe(200);
    expect(remaining(list)).toBe('2');

    const body = eventBody();
    const recorded = await postEvent(b, ws, key, body);
    expect(recorded.statusCode).toBe(201);
    expect(remaining(recorded)).toBe('1');
    const repeat = await postEvent(a, ws, key, body);
    expect(repeat.statusCode).toBe(200);
    expect(remaining(repeat)).toBe('0');

    // Over the limit the 429 comes first, whatever the body.
    const overInvalid = await postEvent(a, ws, key, eventBody({ currency: 'euro' }));
    expect(overInvalid.statusCode).toBe(429);
    expect(overInvalid.json().code).toBe('rate_limited');
    const overBatch = await postBatch(b, ws, key, { events: [eventBody()] });
    expect(overBatch.statusCode).toBe(429);
    expect(overBatch.headers.ratelimit).toMatch(/^"per-key";r=0;t=\d+$/);
  });

  it('over the limit, nothing is claimed or recorded: the same externalId records once the window allows', async () => {
    const { key } = await createApiKey(a, ws, { scopes: ['events:write'] });
    for (let i = 0; i < 6; i++) await postEvent(a, ws, key, eventBody());
    const single = eventBody();
    const batched = eventBody();
    expect((await postEvent(a, ws, key, single)).statusCode).toBe(429);
    expect((await postBatch(b, ws, key, { events: [batched] })).statusCode).toBe(429);
    const redis = a.get(RedisService).client;
    expect(await redis.exists(`dedupe:${ws}:${single.externalId}`)).toBe(0);
    expect(await redis.exists(`dedupe:${ws}:${batched.externalId}`)).toBe(0);

    const other = (await createApiKey(a, ws, { scopes: ['events:write'] })).key;
    expect((await postEvent(b, ws, other, single)).statusCode).toBe(201);
  });
});
