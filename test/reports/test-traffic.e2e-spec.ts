import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { v7 as uuidv7 } from 'uuid';
import { ApiKeysService, SCOPES } from '@app/auth';
import { AdjustedEventV1, RecordedEventV1 } from '@app/contracts';
import { registerSecret } from '@app/testing';
import { TestDataRetention } from '@app/runtime';
import { postAdjustment, retractionBody } from '../support/adjustments';
import { recordedRestatement, recordedRetraction } from '../support/attribution-adjustments';
import { eventBody, postEvent } from '../support/events';
import { publishRecordedAdjustments } from '../support/recorded-adjustments';
import { publishRecordedEvents, recordedEvent } from '../support/recorded-events';
import { openPanelStream, ReportStack, startReportStack } from '../support/report-stack';
import { sweepWhenFree } from '../support/test-data-retention';
import { until } from '../support/wait';

/**
 * Test traffic in the report projection and the gateway's reads of it
 * (docs/attribution.md#test-traffic): recorded events and adjustments marked `test` are produced
 * straight to their topics (the consumers' contract, as the gateway publishes what a test key
 * sends; one test also goes through the gateway with a real test key); attribution decides them
 * for real. Reports are live only: no number moves. The panel
 * and its live stream show test submissions marked `test: true`, live ones `test: false`; the
 * retention sweep removes old test entries and outcomes, and the panel then shows the live entry
 * left, or none.
 */
describe('report projection: test traffic', () => {
  let gateway: NestFastifyApplication;
  let attribution: NestFastifyApplication;
  let projection: NestFastifyApplication;
  let base: string;
  let ws: string;
  let key: string;

  let stack: ReportStack | undefined;

  beforeAll(async () => {
    stack = await startReportStack(['tt-report', 'tt-stream', 'tt-sweep', 'tt-only-test', 'tt-gateway']);
    ({ gateway, attribution, projection, base, ws, key } = stack);
  });
  afterAll(() => stack?.close());

  const get = async (path: string) =>
    (
      await gateway.inject({
        method: 'GET',
        url: `/v1/workspaces/${ws}/campaigns/${path}`,
        headers: { authorization: `Bearer ${key}` },
      })
    ).json();
  const report = (campaignId: string) => get(`${campaignId}/report`);
  const latest = async (campaignId: string) => (await get(`${campaignId}/conversion-test`)).latest;
  const panelShows = (campaignId: string, submissionId: string, status?: string) =>
    until(
      () => latest(campaignId),
      (l) => l?.submissionId === submissionId && (status ? l.status === status : l.status !== 'pending'),
    );
  const adjusted = (e: RecordedEventV1): AdjustedEventV1 => {
    const { workspaceId: _w, test: _t, ...event } = e;
    return event;
  };

  it('test events and adjustments move no report number, and show on the panel marked test', async () => {
    const live = recordedEvent(ws, { campaignId: 'tt-report', valueMinor: '1000' });
    await publishRecordedEvents(attribution, [live]);
    expect(await panelShows('tt-report', live.eventId)).toMatchObject({
      status: 'counted',
      test: false,
    });
    const before = await until(
      () => report('tt-report'),
      (r) => r.counted === 1,
    );
    expect(before).toMatchObject({ received: 1, counted: 1, retracted: 0, netCounted: 1 });

    // The same externalId in test mode: its own event, decided for real and counted, never reported.
    const test = recordedEvent(ws, {
      campaignId: 'tt-report',
      externalId: live.externalId,
      valueMinor: '5000',
      test: true,
    });
    const testMiss = recordedEvent(ws, { campaignId: 'tt-report', name: 'page_view', test: true });
    const testOtherCurrency = recordedEvent(ws, {
      campaignId: 'tt-report',
      valueMinor: '700',
      currency: 'USD',
      occurredAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
      test: true,
    });
    await publishRecordedEvents(attribution, [test, testMiss, testOtherCurrency]);
    expect(await panelShows('tt-report', testOtherCurrency.eventId)).toMatchObject({
      kind: 'event',
      status: 'counted',
      reason: 'counted',
      test: true,
    });

    // A test retraction and restatement of test conversions: applied for real, on the panel.
    const retraction = recordedRetraction(ws, adjusted(test), { test: true });
    const restatement = recordedRestatement(ws, adjusted(testOtherCurrency), '100', { test: true });
    await publishRecordedAdjustments(attribution, [retraction, restatement]);
    expect(await panelShows('tt-report', restatement.id)).toMatchObject({
      kind: 'adjustment',
      status: 'applied',
      test: true,
    });
    const decided = await until(
      (): Promise<{ eventId: string; reason: string }[]> =>
        projection
          .get(DataSource)
          .query(
            `SELECT event_id AS "eventId", reason FROM event_outcomes WHERE test AND event_id = ANY($1::uuid[])`,
            [[test.eventId, testMiss.eventId]],
          ),
      (rows) => rows.length === 2,
    );
    expect(Object.fromEntries(decided.map((d) => [d.eventId, d.reason]))).toEqual({
      [test.eventId]: 'counted',
      [testMiss.eventId]: 'not_a_goal_event',
    });

    // A live event after them moves the report, so the report below is read after the test
    // traffic was applied (one partition per campaign key on the decisions topic).
    const marker = recordedEvent(ws, {
      campaignId: 'tt-report',
      valueMinor: '1',
      occurredAt: live.occurredAt,
    });
    await publishRecordedEvents(attribution, [marker]);
    const after = await until(
      () => report('tt-report'),
      (r) => r.counted === 2,
    );
    expect(after).toMatchObject({
      received: 2,
      counted: 2,
      retracted: 0,
      netCounted: 2,
      notCounted: { total: 0, byReason: {} },
      valueByCurrency: [{ currency: 'EUR', valueMinor: '1001' }],
      netValueByCurrency: [{ currency: 'EUR', valueMinor: '1001' }],
    });
    expect(after.daily).toEqual([
      { day: live.occurredAt.slice(0, 10), received: 2, counted: 2, retracted: 0 },
    ]);
    expect(await panelShows('tt-report', marker.eventId)).toMatchObject({ test: false });
  });

  it("through the gateway: a test key's event and retraction show on the panel as test, the live twin alone is reported", async () => {
    const created = await gateway.get(ApiKeysService).create(ws, {
      name: 'staging',
      scopes: [...SCOPES],
      mode: 'test',
    });
    registerSecret('API key', created.key);
    const externalId = `order-${uuidv7()}`;
    const live = await postEvent(gateway, ws, key, eventBody({ campaignId: 'tt-gateway', externalId }));
    expect(live.statusCode).toBe(201);
    await panelShows('tt-gateway', live.json().id);
    // The same externalId with the test key: a new event of its own (201), not a duplicate.
    const test = await postEvent(
      gateway,
      ws,
      created.key,
      eventBody({ campaignId: 'tt-gateway', externalId }),
    );
    expect(test.statusCode).toBe(201);
    expect(test.json().id).not.toBe(live.json().id);
    expect(await panelShows('tt-gateway', test.json().id)).toMatchObject({ status: 'counted', test: true });
    const retraction = await postAdjustment(gateway, ws, created.key, retractionBody(externalId));
    expect(retraction.statusCode).toBe(201);
    expect(await panelShows('tt-gateway', retraction.json().id)).toMatchObject({
      kind: 'adjustment',
      eventId: test.json().id,
      status: 'applied',
      test: true,
    });
    expect(await report('tt-gateway')).toMatchObject({
      received: 1,
      counted: 1,
      retracted: 0,
      netCounted: 1,
      valueByCurrency: [{ currency: 'EUR', valueMinor: '4999' }],
      netValueByCurrency: [{ currency: 'EUR', valueMinor: '4999' }],
    });
  });

  it('streams test submissions marked test', async () => {
    const stream = await openPanelStream({ base, ws, key }, 'tt-stream');
    try {
      const test = recordedEvent(ws, { campaignId: 'tt-stream', test: true });
      await publishRecordedEvents(attribution, [test]);
      const panels = await until(
        () => stream.panels(),
        (p) => p.some((x) => x.latest?.submissionId === test.eventId && x.latest.status === 'counted'),
      );
      expect(panels.find((x) => x.latest?.status === 'counted')?.latest).toMatchObject({
        submissionId: test.eventId,
        test: true,
      });
    } finally {
      await stream.cancel();
    }
  });

  it('sweeps old test outcomes and panel entries only; the panel then shows the live entry left, or none', async () => {
    const live = recordedEvent(ws, { campaignId: 'tt-sweep' });
    await publishRecordedEvents(attribution, [live]);
    await panelShows('tt-sweep', live.eventId);
    const test = recordedEvent(ws, { campaignId: 'tt-sweep', test: true });
    const onlyTest = recordedEvent(ws, { campaignId: 'tt-only-test', test: true });
    await publishRecordedEvents(attribution, [test, onlyTest]);
    await panelShows('tt-sweep', test.eventId);
    await panelShows('tt-only-test', onlyTest.eventId);
    const retraction = recordedRetraction(ws, adjusted(onlyTest), { test: true });
    await publishRecordedAdjustments(attribution, [retraction]);
    await panelShows('tt-only-test', retraction.id, 'applied');

    const db = projection.get(DataSource);
    // Eight days old: past the default retention of 7 days. The live outcome too: never swept.
    await db.query(
      `UPDATE event_outcomes SET decided_at = now() - interval '8 days' WHERE event_id = ANY($1::uuid[])`,
      [[live.eventId, test.eventId, onlyTest.eventId]],
    );
    await db.query(
      `UPDATE adjustment_outcomes SET decided_at = now() - interval '8 days' WHERE adjustment_id = $1`,
      [retraction.id],
    );
    await db.query(
      `UPDATE panel SET received_at = received_at - interval '8 days'
        WHERE workspace_id = $1 AND campaign_id IN ('tt-sweep', 'tt-only-test')`,
      [ws],
    );

    const stream = await openPanelStream({ base, ws, key }, 'tt-only-test');
    try {
      // What is left is checked below (another process's sweep may have removed the rows first).
      await sweepWhenFree(projection.get(TestDataRetention));

      // The live stream hears of it at once (the poll is off in this suite).
      const panels = await until(
        () => stream.panels(),
        (p) => p.some((x) => x.latest === null),
      );
      expect(panels.at(-1)).toEqual({ campaignId: 'tt-only-test', latest: null });
    } finally {
      await stream.cancel();
    }
    expect(await latest('tt-sweep')).toMatchObject({ submissionId: live.eventId, test: false });
    expect(await latest('tt-only-test')).toBeNull();

    const outcomes: { id: string }[] = await db.query(
      `SELECT event_id AS id FROM event_outcomes WHERE event_id = ANY($1::uuid[])
       UNION ALL SELECT adjustment_id FROM adjustment_outcomes WHERE adjustment_id = $2`,
      [[live.eventId, test.eventId, onlyTest.eventId], retraction.id],
    );
    expect(outcomes).toEqual([{ id: live.eventId }]);
  });
});
