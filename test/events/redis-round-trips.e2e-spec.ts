import { NestFastifyApplication } from '@nestjs/platform-fastify';
import Redis from 'ioredis';
import { createApiKey, createWorkspaceWithKey } from '@app/testing';
import { eventBody, postBatch, postEvent } from '../support/events';
import { startGateway } from '../support/gateway';
import { ThrowawayRedis } from '../support/throwaway';

interface Seen {
  /** The command as the gateway sent it, e.g. `evalsha` (a script) or `set`. */
  name: string;
  /** Its keys without the run's prefix: `ratelimit:key:<id>`, `dedupe:<ws>:<externalId>`. */
  keys: string[];
  /** Commands the script ran inside Redis (no round trip of their own). */
  inside: string[];
}

/**
 * What one ingest request costs in Redis, seen from Redis itself (MONITOR, on a throwaway
 * redis-server): the rate limit and the claims travel in one script; only the marker written
 * after the Postgres commit is a second round trip.
 *
 * The gateway under test also consumes the shared erasure-command topic, so an erasure that
 * another spec asks for can run its own script in this Redis at any moment. Only commands that
 * touch this spec's own keys (its workspace's claims, its key's count, the sentinels) are kept.
 */
describe('Redis round trips per ingest request', () => {
  let redis: ThrowawayRedis;
  let app: NestFastifyApplication;
  let monitored: Redis;
  let monitor: Redis;
  let probe: Redis;
  let ws: string;
  let key: string;
  let keyId: string;
  let seen: Seen[] = [];
  let sentinel = 0;
  const prefix = `${process.env.REDIS_KEY_PREFIX}`;

  beforeAll(async () => {
    redis = await ThrowawayRedis.start();
    app = await startGateway({ REDIS_URL: redis.url, RATE_LIMIT_REQUESTS: '100000' });
    const setup = await createWorkspaceWithKey(app, ['events:write', 'events:read']);
    ws = setup.workspace.id;
    const created = await createApiKey(app, ws, { scopes: ['events:write', 'events:read'] });
    key = created.key;
    keyId = created.id;
    probe = new Redis(redis.url);
    monitored = new Redis(redis.url);
    monitor = await monitored.monitor();
    const ours = (k: string) =>
      k.startsWith(`dedupe:${ws}:`) ||
      k.startsWith(`dedupe-test:${ws}:`) ||
      k === `ratelimit:key:${keyId}` ||
      k.startsWith('sentinel:');
    let keeping = false;
    monitor.on('monitor', (_time: string, args: string[], source: string) => {
      const [name, ...rest] = args;
      const strip = (k: string) => (k.startsWith(prefix) ? k.slice(prefix.length) : k);
      if (source === 'lua') {
        if (keeping) seen[seen.length - 1]?.inside.push(`${name.toLowerCase()} ${strip(rest[0] ?? '')}`);
        return;
      }
      const lower = name.toLowerCase();
      const keys = (lower === 'evalsha' || lower === 'eval' ? rest.slice(2, 2 + Number(rest[1])) : [rest[0]])
        .filter((k): k is string => typeof k === 'string' && k.startsWith(prefix))
        .map(strip);
      keeping = keys.length > 0 && keys.every(ours);
      if (keeping) seen.push({ name: lower, keys, inside: [] });
    });
    // Load the scripts (the first call of each may take an extra round trip to load it).
    const warm = eventBody();
    await postEvent(app, ws, key, warm);
    await postEvent(app, ws, key, warm);
    await postEvent(app, ws, key, { ...eventBody(), currency: 'euro' });
  });
  afterAll(async () => {
    monitor?.disconnect();
    monitored?.disconnect();
    probe?.disconnect();
    await app.close();
    await redis.stop();
  });

  /** The commands one request sent; waits until MONITOR has shown all of them. */
  async function commandsOf(request: () => Promise<unknown>): Promise<Seen[]> {
    await flush();
    seen = [];
    await request();
    await flush();
    return seen.filter((s) => !s.keys.some((k) => k.startsWith('sentinel:')));
  }

  async function flush(): Promise<void> {
    const mark = `sentinel:${++sentinel}`;
    await probe.get(`${prefix}${mark}`);
    while (!seen.some((s) => s.keys.includes(mark))) await new Promise((r) => setTimeout(r, 5));
  }

  const limit = () => `ratelimit:key:${keyId}`;
  const claim = (externalId: unknown) => `dedupe:${ws}:${String(externalId)}`;

  it('a new event: one script (count and claim), then the marker after the commit', async () => {
    const body = eventBody();
    let status = 0;
    const commands = await commandsOf(async () => {
      status = (await postEvent(app, ws, key, body)).statusCode;
    });
    expect(status).toBe(201);
    expect(commands.map((c) => [c.name, c.keys])).toEqual([
      ['evalsha', [limit(), claim(body.externalId)]],
      ['set', [claim(body.externalId)]],
    ]);
    expect(commands[0].inside).toEqual([
      `set ${limit()}`,
      `incr ${limit()}`,
      `pttl ${limit()}`,
      `set ${claim(body.externalId)}`,
    ]);
  });

  it('a duplicate: one round trip', async () => {
    const body = eventBody();
    await postEvent(app, ws, key, body);
    let status = 0;
    const commands = await commandsOf(async () => {
      status = (await postEvent(app, ws, key, body)).statusCode;
    });
    expect(status).toBe(200);
    expect(commands.map((c) => [c.name, c.keys])).toEqual([['evalsha', [limit(), claim(body.externalId)]]]);
  });

  it('a batch: one script for the count and every claim, then one pipeline of markers', async () => {
    const earlier = eventBody();
    await postEvent(app, ws, key, earlier);
    const fresh = [eventBody(), eventBody(), eventBody()];
    let summary;
    const commands = await commandsOf(async () => {
      summary = (await postBatch(app, ws, key, { events: [...fresh, earlier, { name: 'x' }] })).json()
        .summary;
    });
    expect(summary).toEqual({ recorded: 3, alreadyReceived: 1, rejected: 1, suppressed: 0 });
    expect(commands[0]).toMatchObject({
      name: 'evalsha',
      keys: [limit(), ...fresh.map((e) => claim(e.externalId)), claim(earlier.externalId)],
    });
    expect(commands.slice(1).map((c) => [c.name, c.keys])).toEqual(
      fresh.map((e) => ['set', [claim(e.externalId)]]),
    );
  });

  it('a request that never reaches a claim (invalid body, another route): one count', async () => {
    const invalid = await commandsOf(() => postEvent(app, ws, key, eventBody({ currency: 'euro' })));
    expect(invalid.map((c) => [c.name, c.keys])).toEqual([['evalsha', [limit()]]]);
    const list = await commandsOf(() =>
      app.inject({
        method: 'GET',
        url: `/v1/workspaces/${ws}/events`,
        headers: { authorization: `Bearer ${key}` },
      }),
    );
    expect(list.map((c) => [c.name, c.keys])).toEqual([['evalsha', [limit()]]]);
  });
});
