import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { createWorkspaceWithKey } from '@app/testing';
import { TestDataRetention } from '@app/runtime';
import { OutboxRelay } from '../../apps/gateway/src/outbox/outbox-relay.service';
import { postAdjustment, retractionBody } from '../support/adjustments';
import { eventBody, postEvent } from '../support/events';
import { startGateway } from '../support/gateway';
import { createTestKey } from '../support/test-mode';
import { sweepWhenFree } from '../support/test-data-retention';

const DAY_MS = 86_400_000;

/**
 * The gateway's test-data retention (docs/api.md#test-mode) against real Postgres: test events and
 * adjustments older than TEST_DATA_RETENTION_DAYS are deleted, in bounded batches, by one replica
 * at a time; live rows of any age and recent test rows stay.
 */
describe('test data retention (gateway)', () => {
  let app: NestFastifyApplication;
  let db: DataSource;
  let ws: string;
  let key: string;
  let testKey: string;

  beforeAll(async () => {
    app = await startGateway({ RATE_LIMIT_REQUESTS: '100000', TEST_DATA_RETENTION_DAYS: '3' });
    db = app.get(DataSource);
    const setup = await createWorkspaceWithKey(app, ['events:write', 'events:read']);
    ws = setup.workspace.id;
    key = setup.key.key;
    testKey = await createTestKey(app, ws);
  });
  afterAll(async () => app.close());

  async function send(
    asKey: string,
    withAdjustment: boolean,
  ): Promise<{ event: string; adjustment?: string }> {
    const body = eventBody();
    const event = (await postEvent(app, ws, asKey, body)).json().id as string;
    if (!withAdjustment) return { event };
    const res = await postAdjustment(app, ws, asKey, retractionBody(body.externalId as string));
    expect(res.statusCode).toBe(201);
    return { event, adjustment: res.json().id };
  }

  async function backdate(ids: { event: string; adjustment?: string }, days: number): Promise<void> {
    const at = new Date(Date.now() - days * DAY_MS);
    await db.query(`UPDATE events SET received_at = $2 WHERE id = $1`, [ids.event, at]);
    if (ids.adjustment)
      await db.query(`UPDATE adjustments SET received_at = $2 WHERE id = $1`, [ids.adjustment, at]);
  }

  const exists = async (table: 'events' | 'adjustments', id: string | undefined) =>
    (await db.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id])).length === 1;

  it('deletes old test events and adjustments, keeps live ones of any age and recent test ones', async () => {
    const oldTest = await send(testKey, true);
    const oldTestAlone = await send(testKey, false);
    const recentTest = await send(testKey, true);
    const oldLive = await send(key, true);
    // An old test event with an adjustment still inside the retention: it goes with its event.
    const oldEventNewAdjustment = await send(testKey, true);
    await backdate(oldTest, 4);
    await backdate(oldTestAlone, 10);
    await backdate(oldLive, 30);
    await backdate({ event: oldEventNewAdjustment.event }, 5);
    await backdate(recentTest, 2);
    await app.get(OutboxRelay).drain();

    await sweepWhenFree(app.get(TestDataRetention));

    for (const gone of [oldTest, oldTestAlone, oldEventNewAdjustment]) {
      expect(await exists('events', gone.event)).toBe(false);
      if (gone.adjustment) expect(await exists('adjustments', gone.adjustment)).toBe(false);
    }
    for (const kept of [recentTest, oldLive]) {
      expect(await exists('events', kept.event)).toBe(true);
      expect(await exists('adjustments', kept.adjustment)).toBe(true);
    }
  });

  it('loops in bounded batches until the old test rows are gone', async () => {
    const many = [];
    for (let i = 0; i < 5; i++) many.push(await send(testKey, false));
    for (const ids of many) await backdate(ids, 4);
    await app.get(OutboxRelay).drain();
    const sweeper = app.get(TestDataRetention);
    const settings = (sweeper as unknown as { settings: { batchSize: number } }).settings;
    const batchSize = settings.batchSize;
    settings.batchSize = 2;
    try {
      await sweepWhenFree(sweeper);
    } finally {
      settings.batchSize = batchSize;
    }
    for (const ids of many) expect(await exists('events', ids.event)).toBe(false);
  });

  it('sweeps on one replica at a time: while another holds the lock, a sweep does nothing', async () => {
    const old = await send(testKey, false);
    await backdate(old, 4);
    await app.get(OutboxRelay).drain();
    const sweeper = app.get(TestDataRetention);
    const lockKey = (sweeper as unknown as { settings: { lockKey: string } }).settings.lockKey;
    const other = db.createQueryRunner();
    await other.connect();
    try {
      await other.query(`SELECT pg_advisory_lock(hashtext($1))`, [lockKey]);
      expect(await sweeper.sweep()).toBeNull();
      expect(await exists('events', old.event)).toBe(true);
      await other.query(`SELECT pg_advisory_unlock(hashtext($1))`, [lockKey]);
    } finally {
      await other.release();
    }
    await sweepWhenFree(sweeper);
    expect(await exists('events', old.event)).toBe(false);
  });
});
