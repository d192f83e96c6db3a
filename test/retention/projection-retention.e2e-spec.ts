import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { WorkspaceRetention } from '@app/runtime';
import { createWorkspaceWithKey } from '@app/testing';
import { adjustmentDecision, notApplied, publishAdjustmentDecisions } from '../support/adjustment-decisions';
import { eventBody, postEvent } from '../support/events';
import { startGateway } from '../support/gateway';
import { decisionOf, publishDecisions, recordedEvent } from '../support/recorded-events';
import { startReportProjection } from '../support/report-projection';
import { sweepWhenFree } from '../support/test-data-retention';
import { until } from '../support/wait';
import { retentionDeletedCounts, setRetention, sweepAhead } from '../support/workspace-retention';

/**
 * The report projection's retention sweep (docs/privacy.md#retention) against real Postgres and
 * Kafka: each workspace's event and adjustment outcomes, panel entries and waiting adjustments go
 * once older than its eventRetentionDays (read from the gateway's workspaces), in batches of
 * RETENTION_BATCH_SIZE; campaign reports keep counting what went. Outcomes stored before they
 * named their workspace are adopted from the gateway's events, or deleted when the gateway no
 * longer has their event.
 *
 * As in the gateway's spec, rows are backdated 20 days (old to no process sweeping with the real
 * clock) and the spec's sweeps run 15 days ahead.
 */
describe('retention per workspace (report projection)', () => {
  let gateway: NestFastifyApplication;
  let projection: NestFastifyApplication;
  let db: DataSource;
  let retention: WorkspaceRetention;

  beforeAll(async () => {
    gateway = await startGateway({ RATE_LIMIT_REQUESTS: '100000' });
    projection = await startReportProjection({ RETENTION_BATCH_SIZE: '2' });
    db = projection.get(DataSource);
    retention = projection.get(WorkspaceRetention);
  });
  afterAll(async () => {
    await projection.close();
    await gateway.close();
  });

  async function workspace(days?: number): Promise<{ ws: string; key: string }> {
    const { workspace: ws, key } = await createWorkspaceWithKey(gateway);
    const to = { ws: ws.id, key: key.key };
    if (days !== undefined) await setRetention(gateway, to, { eventRetentionDays: days });
    return to;
  }

  const outcomes = async (table: 'event_outcomes' | 'adjustment_outcomes', ids: string[]) => {
    const key = table === 'event_outcomes' ? 'event_id' : 'adjustment_id';
    const found: { id: string; workspace_id: string | null }[] = await db.query(
      `SELECT ${key} AS id, workspace_id FROM ${table} WHERE ${key} = ANY($1::uuid[])`,
      [ids],
    );
    return new Map(found.map((r) => [r.id, r.workspace_id]));
  };

  /** Publishes counted decisions of new events and waits for their outcomes. */
  async function decided(ws: string, campaignId: string, n: number): Promise<string[]> {
    const events = Array.from({ length: n }, () => recordedEvent(ws, { campaignId }));
    await publishDecisions(
      gateway,
      events.map((e) => decisionOf(e)),
    );
    const ids = events.map((e) => e.eventId);
    await until(
      () => outcomes('event_outcomes', ids),
      (m) => m.size === n,
    );
    return ids;
  }

  const backdateOutcomes = (table: 'event_outcomes' | 'adjustment_outcomes', ids: string[]) =>
    db.query(
      `UPDATE ${table} SET decided_at = now() - interval '20 days'
        WHERE ${table === 'event_outcomes' ? 'event_id' : 'adjustment_id'} = ANY($1::uuid[])`,
      [ids],
    );

  const panel = async (ws: string, campaignId: string) =>
    (
      await db.query(
        `SELECT submission_id FROM panel WHERE workspace_id = $1 AND campaign_id = $2 AND NOT test`,
        [ws, campaignId],
      )
    ).map((r: { submission_id: string }) => r.submission_id);

  const counted = async (ws: string, campaignId: string): Promise<number> =>
    Number(
      (
        await db.query(`SELECT counted FROM campaign_reports WHERE workspace_id = $1 AND campaign_id = $2`, [
          ws,
          campaignId,
        ])
      )[0]?.counted ?? 0,
    );

  const deletedCounts = () => retentionDeletedCounts(projection, 'projection_retention_deleted_total');

  it("deletes each workspace's old outcomes and panel entries; reports keep counting them", async () => {
    const short = await workspace(30);
    const long = await workspace();
    const [oldShort, youngShort] = await decided(short.ws, 'c1', 2);
    const [oldOnly] = await decided(short.ws, 'c2', 1);
    const [oldLong] = await decided(long.ws, 'c1', 1);
    expect(await outcomes('event_outcomes', [oldShort, oldLong])).toEqual(
      new Map([
        [oldShort, short.ws],
        [oldLong, long.ws],
      ]),
    );
    await until(
      () => panel(short.ws, 'c2'),
      (p) => p.length === 1,
    );
    await backdateOutcomes('event_outcomes', [oldShort, oldOnly, oldLong]);
    await db.query(
      `UPDATE panel SET received_at = received_at - interval '20 days' WHERE workspace_id = ANY($1::uuid[]) AND campaign_id = 'c2'`,
      [[short.ws]],
    );
    const reported = await counted(short.ws, 'c1');
    expect(reported).toBe(2);

    await sweepWhenFree(retention, sweepAhead());

    expect(
      [...(await outcomes('event_outcomes', [oldShort, youngShort, oldOnly, oldLong])).keys()].sort(),
    ).toEqual([youngShort, oldLong].sort());
    // The campaign whose only submission is old shows none; the other keeps its latest.
    expect(await panel(short.ws, 'c2')).toEqual([]);
    expect(await panel(short.ws, 'c1')).toHaveLength(1);
    // Totals are not rows about a person: they stay, and keep counting what was deleted.
    expect(await counted(short.ws, 'c1')).toBe(reported);
    expect(await counted(short.ws, 'c2')).toBe(1);
  }, 60_000);

  it('deletes old adjustment outcomes, and adjustments waiting that long for a decision that is not coming', async () => {
    const short = await workspace(30);
    // Applied, for an event whose decision never came here: it waits. Not applied: it does not.
    const waiting = adjustmentDecision(short.ws);
    const refused = notApplied(adjustmentDecision(short.ws), 'conversion_not_counted');
    const young = adjustmentDecision(short.ws);
    await publishAdjustmentDecisions(gateway, [waiting, refused, young]);
    const ids = [waiting.id, refused.id, young.id];
    await until(
      () => outcomes('adjustment_outcomes', ids),
      (m) => m.size === 3,
    );
    expect((await outcomes('adjustment_outcomes', ids)).get(waiting.id)).toBe(short.ws);
    expect(
      await db.query(`SELECT 1 FROM waiting_adjustments WHERE adjustment_id = ANY($1::uuid[])`, [
        [waiting.id],
      ]),
    ).toHaveLength(1);
    await backdateOutcomes('adjustment_outcomes', [waiting.id, refused.id]);
    await db.query(
      `UPDATE waiting_adjustments SET waiting_since = now() - interval '20 days' WHERE adjustment_id = $1`,
      [waiting.id],
    );

    await sweepWhenFree(retention, sweepAhead());

    expect([...(await outcomes('adjustment_outcomes', ids)).keys()]).toEqual([young.id]);
    expect(
      await db.query(`SELECT 1 FROM waiting_adjustments WHERE adjustment_id = ANY($1::uuid[])`, [
        [waiting.id],
      ]),
    ).toEqual([]);
  }, 60_000);

  it('adopts outcomes stored without a workspace from the gateway, and deletes those whose event is gone', async () => {
    const short = await workspace(30);
    const postOne = async () => {
      const res = await postEvent(gateway, short.ws, short.key, eventBody());
      expect(res.statusCode).toBe(201);
      return res.json().id as string;
    };
    const [kept, old, orphan] = [await postOne(), await postOne(), randomUUID()];
    await db.query(
      `INSERT INTO event_outcomes (event_id, counted, reason, message, decided_at)
       SELECT id, true, 'counted', 'Counted.', now() - make_interval(days => d)
         FROM unnest($1::uuid[], $2::int[]) AS t(id, d)`,
      [
        [kept, old, orphan],
        [0, 20, 0],
      ],
    );
    expect(await outcomes('event_outcomes', [kept, old, orphan])).toEqual(
      new Map([
        [kept, null],
        [old, null],
        [orphan, null],
      ]),
    );

    await sweepWhenFree(retention, sweepAhead());

    // Adopted, then deleted when old for its workspace; the one the gateway never had is gone.
    expect(await outcomes('event_outcomes', [kept, old, orphan])).toEqual(new Map([[kept, short.ws]]));
  }, 60_000);

  it('deletes in bounded batches (RETENTION_BATCH_SIZE 2), each counted in projection_retention_deleted_total', async () => {
    const short = await workspace(30);
    const ids = await decided(short.ws, 'c1', 5);
    await backdateOutcomes('event_outcomes', ids);
    const before = await deletedCounts();

    const report = await sweepWhenFree(retention, sweepAhead());

    expect((await outcomes('event_outcomes', ids)).size).toBe(0);
    expect(report.removed.event_outcomes).toBeGreaterThanOrEqual(5);
    expect(report.batches).toBeGreaterThanOrEqual(3);
    const after = await deletedCounts();
    expect(after.event_outcomes - (before.event_outcomes ?? 0)).toBe(report.removed.event_outcomes);
  }, 60_000);
});
