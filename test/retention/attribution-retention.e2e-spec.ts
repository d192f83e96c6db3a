import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { AdjustedEventV1, RecordedEventV1 } from '@app/contracts';
import { WorkspaceRetention } from '@app/runtime';
import { createWorkspaceWithKey } from '@app/testing';
import { startAttribution } from '../support/attribution';
import { recordedRetraction } from '../support/attribution-adjustments';
import { putCampaign } from '../support/events';
import { startGateway } from '../support/gateway';
import { publishRecordedAdjustments } from '../support/recorded-adjustments';
import { publishRecordedEvents, recordedEvent } from '../support/recorded-events';
import { sweepWhenFree } from '../support/test-data-retention';
import { until } from '../support/wait';
import { retentionDeletedCounts, setRetention, sweepAhead } from '../support/workspace-retention';

/**
 * Attribution's retention sweep (docs/privacy.md#retention) against real Postgres and Kafka:
 * decisions (with their conversions) and adjustment decisions of each workspace go once older than
 * its eventRetentionDays (read from the gateway's workspaces), in batches of RETENTION_BATCH_SIZE;
 * what goes is gone for the rules too, so a once_per_contact campaign counts the contact again
 * (docs/attribution.md#retention).
 *
 * As in the gateway's spec, rows are backdated 20 days (old to no process sweeping with the real
 * clock) and the spec's sweeps run 15 days ahead.
 */
describe('retention per workspace (attribution)', () => {
  let gateway: NestFastifyApplication;
  let attribution: NestFastifyApplication;
  let db: DataSource;
  let retention: WorkspaceRetention;

  beforeAll(async () => {
    gateway = await startGateway({ RATE_LIMIT_REQUESTS: '100000' });
    attribution = await startAttribution({ RETENTION_BATCH_SIZE: '2' });
    db = attribution.get(DataSource);
    retention = attribution.get(WorkspaceRetention);
  });
  afterAll(async () => {
    await attribution.close();
    await gateway.close();
  });

  /** A workspace with a once_per_contact campaign `once`, keeping events `days` (default 400). */
  async function workspace(days?: number): Promise<string> {
    const { workspace: ws, key } = await createWorkspaceWithKey(gateway);
    expect(
      (await putCampaign(gateway, ws.id, key.key, 'once', { countingMode: 'once_per_contact' })).statusCode,
    ).toBe(201);
    if (days !== undefined)
      await setRetention(gateway, { ws: ws.id, key: key.key }, { eventRetentionDays: days });
    return ws.id;
  }

  const rows = async (table: string, key: string, ids: string[]): Promise<string[]> =>
    (await db.query(`SELECT ${key} AS id FROM ${table} WHERE ${key} = ANY($1::uuid[])`, [ids])).map(
      (r: { id: string }) => r.id,
    );

  async function decide(events: RecordedEventV1[]): Promise<Map<string, string>> {
    await publishRecordedEvents(attribution, events);
    const ids = events.map((e) => e.eventId);
    const decided: { event_id: string; reason: string }[] = await until(
      () => db.query(`SELECT event_id, reason FROM decisions WHERE event_id = ANY($1::uuid[])`, [ids]),
      (found: unknown[]) => found.length === ids.length,
    );
    return new Map(decided.map((d) => [d.event_id, d.reason]));
  }

  const adjusted = (e: RecordedEventV1): AdjustedEventV1 => {
    const { workspaceId: _w, test: _t, ...event } = e;
    return event;
  };

  async function retract(ws: string, events: RecordedEventV1[]): Promise<string[]> {
    const retractions = events.map((e) => recordedRetraction(ws, adjusted(e)));
    await publishRecordedAdjustments(attribution, retractions);
    const ids = retractions.map((r) => r.id);
    await until(
      () => rows('adjustment_decisions', 'adjustment_id', ids),
      (found) => found.length === ids.length,
    );
    return ids;
  }

  const backdate = async (eventIds: string[], adjustmentIds: string[] = []) => {
    await db.query(
      `UPDATE decisions SET decided_at = now() - interval '20 days' WHERE event_id = ANY($1::uuid[])`,
      [eventIds],
    );
    await db.query(
      `UPDATE adjustment_decisions SET received_at = now() - interval '20 days' WHERE adjustment_id = ANY($1::uuid[])`,
      [adjustmentIds],
    );
  };

  const deletedCounts = () => retentionDeletedCounts(attribution, 'attribution_retention_deleted_total');

  it("deletes each workspace's old decisions, conversions and adjustment decisions, keeps the rest", async () => {
    const short = await workspace(30);
    const long = await workspace();
    const [old, young] = [
      recordedEvent(short, { campaignId: 'once' }),
      recordedEvent(short, { campaignId: 'once' }),
    ];
    const oldOfLong = recordedEvent(long, { campaignId: 'once' });
    expect(await decide([old, young, oldOfLong])).toEqual(
      new Map([old, young, oldOfLong].map((e) => [e.eventId, 'counted'])),
    );
    const [oldRetraction, youngRetraction] = await retract(short, [old, young]);
    const [longRetraction] = await retract(long, [oldOfLong]);
    // The young event's retraction is old on its own: it goes, its event's decision stays.
    await backdate([old.eventId, oldOfLong.eventId], [youngRetraction, longRetraction]);

    const report = await sweepWhenFree(retention, sweepAhead());

    const ids = [old.eventId, young.eventId, oldOfLong.eventId];
    expect((await rows('decisions', 'event_id', ids)).sort()).toEqual(
      [young.eventId, oldOfLong.eventId].sort(),
    );
    expect((await rows('conversions', 'event_id', ids)).sort()).toEqual(
      [young.eventId, oldOfLong.eventId].sort(),
    );
    // The old event's retraction went with its decision, though it was young.
    expect(
      await rows('adjustment_decisions', 'adjustment_id', [oldRetraction, youngRetraction, longRetraction]),
    ).toEqual([longRetraction]);
    expect(report.removed).toMatchObject({
      decisions: expect.any(Number),
      conversions: expect.any(Number),
      adjustment_decisions: expect.any(Number),
    });
    expect(report.removed.decisions).toBeGreaterThanOrEqual(1);
    expect(report.removed.adjustment_decisions).toBeGreaterThanOrEqual(2);
  }, 60_000);

  it('a once_per_contact campaign counts a contact again once its earlier conversion is swept', async () => {
    const short = await workspace(30);
    const contactId = `contact-${Date.now()}`;
    const first = recordedEvent(short, { campaignId: 'once', contactId });
    expect((await decide([first])).get(first.eventId)).toBe('counted');
    const second = recordedEvent(short, { campaignId: 'once', contactId });
    expect((await decide([second])).get(second.eventId)).toBe('already_converted');

    await backdate([first.eventId, second.eventId]);
    await sweepWhenFree(retention, sweepAhead());

    const third = recordedEvent(short, { campaignId: 'once', contactId });
    expect((await decide([third])).get(third.eventId)).toBe('counted');
  }, 60_000);

  it('deletes in bounded batches (RETENTION_BATCH_SIZE 2), each counted in attribution_retention_deleted_total', async () => {
    const short = await workspace(30);
    const events = Array.from({ length: 5 }, () => recordedEvent(short, { campaignId: 'once' }));
    await decide(events);
    await backdate(events.map((e) => e.eventId));
    const before = await deletedCounts();

    const report = await sweepWhenFree(retention, sweepAhead());

    expect(
      await rows(
        'decisions',
        'event_id',
        events.map((e) => e.eventId),
      ),
    ).toEqual([]);
    expect(report.removed.decisions).toBeGreaterThanOrEqual(5);
    expect(report.batches).toBeGreaterThanOrEqual(3);
    const after = await deletedCounts();
    expect(after.decisions - (before.decisions ?? 0)).toBe(report.removed.decisions);
    expect(after.conversions - (before.conversions ?? 0)).toBe(report.removed.conversions);
  }, 60_000);
});
