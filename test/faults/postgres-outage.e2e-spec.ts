import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { CliEnv, loadEnv } from '@app/config';
import {
  attributionDataSourceOptions,
  gatewayDataSourceOptions,
  reportProjectionDataSourceOptions,
  runMigrations,
} from '@app/database';
import { RedisService } from '@app/redis';
import { createApiKey, createWorkspaceWithKey } from '@app/testing';
import { eventBody, postEvent } from '../support/events';
import { startGateway } from '../support/gateway';
import { ThrowawayPostgres } from '../support/throwaway';

/**
 * No 201/200 unless durable; 503 with Retry-After; no claim left behind
 * (docs/architecture.md#guarantee-durable-answers).
 */
describe('Postgres outage (a throwaway Postgres cluster, stopped at once)', () => {
  let pg: ThrowawayPostgres;
  let app: NestFastifyApplication;
  let ws: string;
  let key: string;
  let readKey: string;

  beforeAll(async () => {
    pg = await ThrowawayPostgres.start();
    const env = loadEnv(CliEnv, { ...process.env, DATABASE_URL: pg.url });
    await runMigrations(gatewayDataSourceOptions(env));
    await runMigrations(attributionDataSourceOptions(env));
    await runMigrations(reportProjectionDataSourceOptions(env));
    app = await startGateway({ DATABASE_URL: pg.url });
    const setup = await createWorkspaceWithKey(app, ['events:write']);
    ws = setup.workspace.id;
    key = setup.key.key;
    readKey = (await createApiKey(app, ws, { scopes: ['events:read'] })).key;
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await pg.destroy();
  });

  it('answers 503 with Retry-After and leaves no claim; after Postgres returns, the retry gets 201', async () => {
    // Authenticate once while Postgres is up: the key is then served from memory.
    expect((await postEvent(app, ws, key, eventBody())).statusCode).toBe(201);
    await app.inject({
      method: 'GET',
      url: `/v1/workspaces/${ws}/events`,
      headers: { authorization: `Bearer ${readKey}` },
    });

    await pg.stop();
    const body = eventBody();
    const down = await postEvent(app, ws, key, body);
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toEqual(expect.stringMatching(/^\d+$/));
    expect(down.json()).toMatchObject({ code: 'unavailable' });
    const claim = await app.get(RedisService).client.get(`dedupe:${ws}:${body.externalId}`);
    expect(claim).toBeNull();
    // A second try while still down: again 503, never a false 200.
    expect((await postEvent(app, ws, key, body)).statusCode).toBe(503);
    const ready = await app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(503);
    // Other routes that need Postgres say so the same way, not with a 500.
    const read = await app.inject({
      method: 'GET',
      url: `/v1/workspaces/${ws}/events`,
      headers: { authorization: `Bearer ${readKey}` },
    });
    expect(read.statusCode).toBe(503);
    expect(read.json()).toMatchObject({ code: 'unavailable' });
    expect(read.headers['retry-after']).toBeDefined();

    await pg.start();
    const statuses: number[] = [];
    for (let i = 0; i < 50 && statuses[statuses.length - 1] !== 201; i++) {
      statuses.push((await postEvent(app, ws, key, body)).statusCode);
      if (statuses[statuses.length - 1] === 503) await new Promise((r) => setTimeout(r, 200));
    }
    expect(statuses[statuses.length - 1]).toBe(201);
    expect(statuses.every((s) => s === 503 || s === 201)).toBe(true);
    expect((await postEvent(app, ws, key, body)).statusCode).toBe(200);
  });
});
