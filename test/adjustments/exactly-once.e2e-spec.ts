import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { RedisService } from '@app/redis';
import { createWorkspaceWithKey } from '@app/testing';
import { adjustmentBody, postAdjustment } from '../support/adjustments';
import { eventBody, postEvent } from '../support/events';
import { startGateway } from '../support/gateway';

/**
 * Exactly one 201 per (workspace, adjustmentId), claimed as an externalId is: a Redis claim in
 * its own namespace, backed by Postgres's unique index (docs/architecture.md#guarantee-exactly-once),
 * against the machine's real Postgres and Redis.
 */
const GATEWAY_ENV = {
  RATE_LIMIT_REQUESTS: '100000',
  DUPLICATE_WAIT_MS: '3000',
  REDIS_COMMAND_TIMEOUT_MS: '2000',
};

describe('exactly one 201 per (workspace, adjustmentId)', () => {
  let app: NestFastifyApplication;
  let ws: string;
  let key: string;

  beforeAll(async () => {
    app = await startGateway(GATEWAY_ENV);
    const setup = await createWorkspaceWithKey(app, ['events:write']);
    ws = setup.workspace.id;
    key = setup.key.key;
  });
  afterAll(async () => app.close());

  const rows = async (adjustmentId: string) =>
    (await app
      .get(DataSource)
      .query(`SELECT id FROM adjustments WHERE workspace_id = $1 AND adjustment_id = $2`, [
        ws,
        adjustmentId,
      ])) as {
      id: string;
    }[];

  async function recordedEvent(): Promise<string> {
    const body = eventBody();
    expect((await postEvent(app, ws, key, body)).statusCode).toBe(201);
    return body.externalId as string;
  }

  it('100 concurrent requests with one adjustmentId: one 201, the others 200 (or 409) naming it', async () => {
    const body = adjustmentBody(await recordedEvent());
    const responses = await Promise.all(
      Array.from({ length: 100 }, () => postAdjustment(app, ws, key, body)),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.every((s) => s === 201 || s === 200 || s === 409)).toBe(true);
    const stored = await rows(body.adjustmentId as string);
    expect(stored).toHaveLength(1);
    for (const r of responses.filter((r) => r.statusCode === 200)) expect(r.json().id).toBe(stored[0].id);
    const [{ n }] = await app
      .get(DataSource)
      .query(`SELECT count(*)::int AS n FROM outbox WHERE adjustment_id = $1`, [stored[0].id]);
    expect(n).toBeLessThanOrEqual(1); // one outbox row (none once the relay published it)
  });

  it('after Redis lost its keys (flushed), the same adjustmentId still answers 200 with the original (Postgres backstop)', async () => {
    const body = adjustmentBody(await recordedEvent());
    const first = (await postAdjustment(app, ws, key, body)).json();
    const raw = app.get(RedisService).duplicate('flush', { keyPrefix: '' });
    const claim = `${process.env.REDIS_KEY_PREFIX}adjustment:${ws}:${body.adjustmentId}`;
    expect(await raw.exists(claim)).toBe(1); // its own namespace, not an event's dedupe: key
    await raw.del(claim);
    await raw.quit();

    const again = await postAdjustment(app, ws, key, body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: first.id, status: 'already_received', payloadDiffers: false });
    expect(await rows(body.adjustmentId as string)).toHaveLength(1);
  });

  it('a duplicate of a request still in flight waits, then answers 409 request_in_progress with Retry-After', async () => {
    const body = adjustmentBody(await recordedEvent());
    const redis = app.get(RedisService);
    await redis.client.set(`adjustment:${ws}:${body.adjustmentId}`, 'p:someone-else', 'PX', 60_000);
    const res = await postAdjustment(app, ws, key, body);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('request_in_progress');
    expect(res.headers['retry-after']).toBe('1');
    expect(await rows(body.adjustmentId as string)).toHaveLength(0);
    await redis.client.del(`adjustment:${ws}:${body.adjustmentId}`);
    expect((await postAdjustment(app, ws, key, body)).statusCode).toBe(201);
  });
});
