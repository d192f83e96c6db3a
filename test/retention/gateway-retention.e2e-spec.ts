import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { RedisService } from '@app/redis';
import { WorkspaceRetention } from '@app/runtime';
import { createWorkspaceWithKey } from '@app/testing';
import { OutboxRelay } from '../../apps/gateway/src/outbox/outbox-relay.service';
import { DedupeClaimsRepository } from '../../apps/gateway/src/recording/dedupe-claims.repository';
import { postAdjustment, retractionBody } from '../support/adjustments';
import { eventBody, postEvent } from '../support/events';
import { startGateway } from '../support/gateway';
import { sweepWhenFree } from '../support/test-data-retention';
import { retentionDeletedCounts, setRetention, sweepAhead } from '../support/workspace-retention';

/**
 * The gateway's retention sweep (docs/privacy.md#retention) against real Postgres and Redis: each
 * workspace's events, with their adjustments, outbox rows and Redis dedupe markers, go once older
 * than its eventRetentionDays, in batches of RETENTION_BATCH_SIZE, one replica at a time; younger
 * rows and other workspaces' stay.
 *
 * Every process of a test run shares the schemas and sweeps at start with the real clock, so the
 * spec's rows are backdated 20 days only (old to no one else: the shortest retention is 30) and
 * its sweeps run 15 days ahead: there, the backdated rows are 35 days old, the others 15.
 */
describe('retention per workspace (gateway)', () => {
  let app: NestFastifyApplication;
  let db: DataSource;
  let retention: WorkspaceRetention;

  beforeAll(async () => {
    app = await startGateway({ RATE_LIMIT_REQUESTS: '100000', RETENTION_BATCH_SIZE: '2' });
    db = app.get(DataSource);
    retention = app.get(WorkspaceRetention);
  });
  afterAll(async () => app.close());

  async function workspace(eventRetentionDays?: number): Promise<{ ws: string; key: string }> {
    const setup = await createWorkspaceWithKey(app);
    const ws = setup.workspace.id;
    const key = setup.key.key;
    if (eventRetentionDays !== undefined) await setRetention(app, { ws, key }, { eventRetentionDays });
    return { ws, key };
  }

  interface Sent {
    event: string;
    externalId: string;
    adjustment?: string;
    adjustmentId?: string;
  }

  async function send(to: { ws: string; key: string }, withAdjustment = false): Promise<Sent> {
    const body = eventBody();
    const res = await postEvent(app, to.ws, to.key, body);
    expect(res.statusCode).toBe(201);
    const sent: Sent = { event: res.json().id, externalId: body.externalId as string };
    if (!withAdjustment) return sent;
    const adjustment = retractionBody(sent.externalId);
    const adjusted = await postAdjustment(app, to.ws, to.key, adjustment);
    expect(adjusted.statusCode).toBe(201);
    return { ...sent, adjustment: adjusted.json().id, adjustmentId: adjustment.adjustmentId as string };
  }

  /** Received 20 days ago (its adjustment too, unless `adjustmentDays` says otherwise). */
  async function backdate(sent: Sent, adjustmentDays = 20): Promise<void> {
    await db.query(`UPDATE events SET received_at = now() - interval '20 days' WHERE id = $1`, [sent.event]);
    if (sent.adjustment)
      await db.query(`UPDATE adjustments SET received_at = now() - make_interval(days => $2) WHERE id = $1`, [
        sent.adjustment,
        adjustmentDays,
      ]);
  }

  const exists = async (table: 'events' | 'adjustments', id: string | undefined) =>
    (await db.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id])).length === 1;

  function markerKeys(ws: string, sent: Sent): string[] {
    const claims = app.get(DedupeClaimsRepository);
    return [
      claims.key(ws, sent.externalId),
      ...(sent.adjustmentId ? [claims.adjustmentKey(ws, sent.adjustmentId)] : []),
    ];
  }
  const markers = async (keys: string[]) => app.get(RedisService).client.exists(...keys);

  const deletedCounts = () => retentionDeletedCounts(app, 'gateway_retention_deleted_total');

  it("deletes each workspace's events older than its own retention, with their adjustments, outbox rows and markers", async () => {
    const short = await workspace(30);
    const long = await workspace();
    const old = await send(short, true);
    const oldAlone = await send(short);
    // An old event with a young adjustment: it goes with its event.
    const oldEventYoungAdjustment = await send(short, true);
    const young = await send(short, true);
    const oldOfLong = await send(long, true);
    await backdate(old);
    await backdate(oldAlone);
    await backdate(oldEventYoungAdjustment, 0);
    await backdate(oldOfLong);
    await app.get(OutboxRelay).drain();
    // A row the relay has not published yet, of an event about to go: it goes too.
    await db.query(`INSERT INTO outbox (event_id) VALUES ($1)`, [oldAlone.event]);
    expect(await markers(markerKeys(short.ws, old))).toBe(2);

    const report = await sweepWhenFree(retention, sweepAhead());

    for (const gone of [old, oldAlone, oldEventYoungAdjustment]) {
      expect(await exists('events', gone.event)).toBe(false);
      if (gone.adjustment) expect(await exists('adjustments', gone.adjustment)).toBe(false);
      expect(await markers(markerKeys(short.ws, gone))).toBe(0);
    }
    expect(
      await db.query(`SELECT 1 FROM outbox WHERE event_id = ANY($1::uuid[])`, [[old.event, oldAlone.event]]),
    ).toEqual([]);
    for (const [to, kept] of [
      [short, young],
      [long, oldOfLong],
    ] as const) {
      expect(await exists('events', kept.event)).toBe(true);
      expect(await exists('adjustments', kept.adjustment)).toBe(true);
      expect(await markers(markerKeys(to.ws, kept))).toBe(2);
    }
    expect(report.removed.events).toBeGreaterThanOrEqual(3);
    expect(report.removed.adjustments).toBeGreaterThanOrEqual(2);
    expect(report.removed.outbox).toBeGreaterThanOrEqual(1);

    // Gone from Postgres and Redis alike: the same externalId is a new event now, not a duplicate.
    const again = await postEvent(app, short.ws, short.key, eventBody({ externalId: old.externalId }));
    expect(again.statusCode).toBe(201);
    expect(again.json().id).not.toBe(old.event);
  });

  it('deletes in bounded batches (RETENTION_BATCH_SIZE 2), each counted in gateway_retention_deleted_total', async () => {
    const short = await workspace(30);
    const many: Sent[] = [];
    for (let i = 0; i < 5; i++) many.push(await send(short));
    for (const sent of many) await backdate(sent);
    await app.get(OutboxRelay).drain();
    const before = await deletedCounts();

    const report = await sweepWhenFree(retention, sweepAhead());

    for (const sent of many) expect(await exists('events', sent.event)).toBe(false);
    // Five events two at a time: three statements at least for them alone.
    expect(report.removed.events).toBeGreaterThanOrEqual(5);
    expect(report.batches).toBeGreaterThanOrEqual(3);
    const after = await deletedCounts();
    expect((after.events ?? 0) - (before.events ?? 0)).toBe(report.removed.events);
  });

  it('a retention raised again keeps what it now covers', async () => {
    const changing = await workspace(30);
    const sent = await send(changing);
    await backdate(sent);
    const res = await app.inject({
      method: 'PATCH',
      url: `/v1/workspaces/${changing.ws}/settings`,
      headers: { authorization: `Bearer ${changing.key}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ eventRetentionDays: 60 }),
    });
    expect(res.statusCode).toBe(200);
    await sweepWhenFree(retention, sweepAhead());
    expect(await exists('events', sent.event)).toBe(true);
  });

  it('sweeps on one replica at a time: while another holds the lock, a sweep does nothing', async () => {
    const short = await workspace(30);
    const sent = await send(short);
    await backdate(sent);
    const lockKey = (retention as unknown as { settings: { lockKey: string } }).settings.lockKey;
    const other = db.createQueryRunner();
    await other.connect();
    try {
      await other.query(`SELECT pg_advisory_lock(hashtext($1))`, [lockKey]);
      expect(await retention.sweep(sweepAhead())).toBeNull();
      expect(await exists('events', sent.event)).toBe(true);
      await other.query(`SELECT pg_advisory_unlock(hashtext($1))`, [lockKey]);
    } finally {
      await other.release();
    }
    await sweepWhenFree(retention, sweepAhead());
    expect(await exists('events', sent.event)).toBe(false);
  });
});
