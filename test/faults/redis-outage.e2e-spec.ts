import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApiKey, createWorkspaceWithKey } from '@app/testing';
import { eventBody, postBatch, postEvent } from '../support/events';
import { startGateway } from '../support/gateway';
import { ThrowawayRedis } from '../support/throwaway';
import { until } from '../support/wait';

/** With Redis down, the gateway serves correctly from Postgres alone, with a log line and a metric. */
describe('Redis outage (a throwaway redis-server, killed)', () => {
  let redis: ThrowawayRedis;
  let app: NestFastifyApplication;
  let limited: NestFastifyApplication;
  let ws: string;
  let key: string;

  beforeAll(async () => {
    redis = await ThrowawayRedis.start();
    [app, limited] = await Promise.all([
      startGateway({ REDIS_URL: redis.url, RATE_LIMIT_REQUESTS: '100000' }),
      startGateway({ REDIS_URL: redis.url, RATE_LIMIT_REQUESTS: '3', RATE_LIMIT_WINDOW_SECONDS: '60' }),
    ]);
    const setup = await createWorkspaceWithKey(app, ['events:write']);
    ws = setup.workspace.id;
    key = setup.key.key;
  });
  afterAll(async () => {
    await Promise.all([app.close(), limited.close()]);
    await redis.stop();
  });

  it('keeps answering 201 once and 200 after, through the outage and after Redis returns (empty)', async () => {
    const before = eventBody();
    const beforeId = (await postEvent(app, ws, key, before)).json().id;

    await redis.stop();
    const during = eventBody();
    const first = await postEvent(app, ws, key, during);
    expect(first.statusCode).toBe(201);
    expect((await postEvent(app, ws, key, during)).json()).toMatchObject({
      status: 'already_received',
      id: first.json().id,
    });
    expect((await postEvent(app, ws, key, before)).json()).toMatchObject({
      status: 'already_received',
      id: beforeId,
    });

    // Concurrency without Redis: the unique index alone gives exactly one 201.
    const storm = eventBody();
    const statuses = (
      await Promise.all(Array.from({ length: 50 }, () => postEvent(app, ws, key, storm)))
    ).map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(49);

    const metrics = (await app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(metrics).toMatch(/dedupe_redis_fallback_total\{operation="claim"\} [1-9]/);
    const ready = await app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({
      status: 'degraded',
      checks: { redis: { status: 'down' }, postgres: { status: 'up' } },
    });

    // Redis comes back with nothing in it: Postgres still knows every externalId.
    await redis.start();
    let answer;
    for (let i = 0; i < 50; i++) {
      answer = await postEvent(app, ws, key, during);
      if (answer.statusCode === 200) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(answer?.json()).toMatchObject({ status: 'already_received', id: first.json().id });
    expect((await postEvent(app, ws, key, eventBody())).statusCode).toBe(201);
  });

  it('still limits the ingest routes, counting in memory, and claims nothing', async () => {
    const { key: own } = await createApiKey(limited, ws, { scopes: ['events:write'] });
    await redis.stop();
    const remaining = (res: { headers: Record<string, unknown> }) => res.headers.ratelimit;
    const recorded = await postEvent(limited, ws, own, eventBody());
    expect(recorded.statusCode).toBe(201);
    expect(remaining(recorded)).toMatch(/^"per-key";r=2;t=\d+$/);
    const invalid = await postEvent(limited, ws, own, eventBody({ currency: 'euro' }));
    expect(invalid.statusCode).toBe(400);
    expect(remaining(invalid)).toMatch(/^"per-key";r=1;t=\d+$/);
    const batch = await postBatch(limited, ws, own, { events: [eventBody()] });
    expect(batch.statusCode).toBe(200);
    expect(batch.json().summary).toMatchObject({ recorded: 1 });
    expect(remaining(batch)).toMatch(/^"per-key";r=0;t=\d+$/);

    const over = await postEvent(limited, ws, own, eventBody());
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('rate_limited');
    expect(Number(over.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await postBatch(limited, ws, own, { events: [eventBody()] })).statusCode).toBe(429);
    // Back for afterAll: closing a gateway sends QUIT on its connections, which waits for Redis.
    // Wait until both gateways have reconnected: on a busy machine ioredis may still be between
    // retries, and closing then cuts the commands it had queued ("Connection is closed").
    await redis.start();
    for (const gateway of [app, limited]) {
      const ready = await until(
        () => gateway.inject({ method: 'GET', url: '/health/ready' }),
        (res) => res.json().checks?.redis?.status === 'up',
        20_000,
      );
      expect(ready.json().checks.redis.status).toBe('up');
    }
  });
});
