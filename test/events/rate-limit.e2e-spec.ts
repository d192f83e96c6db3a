import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApiKey, createWorkspaceWithKey } from '@app/testing';
import { eventBody, postEvent } from '../support/events';
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
    expect(Number(last?.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(last?.headers.ratelimit).toMatch(/^"per-key";r=0;t=\d+$/);
  });

  it('limits each key on its own', async () => {
    const first = await createApiKey(a, ws, { scopes: ['events:write'] });
    const second = await createApiKey(a, ws, { scopes: ['events:write'] });
    for (let i = 0; i < 6; i++) await postEvent(a, ws, first.key, eventBody());
    expect((await postEvent(a, ws, first.key, eventBody())).statusCode).toBe(429);
    expect((await postEvent(a, ws, second.key, eventBody())).statusCode).toBe(201);
  });
});
