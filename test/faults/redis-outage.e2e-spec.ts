import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createWorkspaceWithKey } from '@app/testing';
import { eventBody, postEvent } from '../support/events';
import { startGateway } from '../support/gateway';
import { ThrowawayRedis } from '../support/throwaway';

/** With Redis down, the gateway serves correctly from Postgres alone, with a log line and a metric. */
describe('Redis outage (a throwaway redis-server, killed)', () => {
  let redis: ThrowawayRedis;
  let app: NestFastifyApplication;
  let ws: string;
  let key: string;

  beforeAll(async () => {
    redis = await ThrowawayRedis.start();
    app = await startGateway({ REDIS_URL: redis.url, RATE_LIMIT_REQUESTS: '100000' });
    const setup = await createWorkspaceWithKey(app, ['events:write']);
    ws = setup.workspace.id;
    key = setup.key.key;
  });
  afterAll(async () => {
    await app.close();
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
});
