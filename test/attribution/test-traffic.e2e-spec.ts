import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { v7 as uuidv7 } from 'uuid';
import { AdjustedEventV1, RecordedEventV1, TOPICS } from '@app/contracts';
import { KafkaService } from '@app/kafka';
import { createWorkspaceWithKey } from '@app/testing';
import { TestDataRetention } from '@app/runtime';
import { startAttribution } from '../support/attribution';
import { recordedRetraction } from '../support/attribution-adjustments';
import { putCampaign } from '../support/events';
import { startGateway } from '../support/gateway';
import { consumeUntil, ConsumedMessage } from '../support/kafka';
import { publishRecordedAdjustments } from '../support/recorded-adjustments';
import { publishRecordedEvents, recordedEvent } from '../support/recorded-events';
import { sweepWhenFree } from '../support/test-data-retention';
import { until } from '../support/wait';

const BROKERS = process.env.KAFKA_BROKERS ?? '127.0.0.1:9092';

interface DecisionRow {
  event_id: string;
  counted: boolean;
  reason: string;
  message: string;
  test: boolean;
}

/**
 * Test traffic in attribution (docs/attribution.md#test-traffic): recorded events and adjustments
 * marked `test` are produced straight to their topics (attribution's contract, as the gateway
 * publishes what a test key sends). They are decided by the same rules, kept apart from live
 * traffic (once_per_contact, deduplication by externalId upstream), marked `test` on the decision
 * topics and never put on the conversions or conversion-adjustments topics; the retention sweep
 * removes old test rows only.
 */
describe('attribution: test traffic', () => {
  let gateway: NestFastifyApplication;
  let attribution: NestFastifyApplication;
  let db: DataSource;
  let ws: string;

  beforeAll(async () => {
    gateway = await startGateway({ RATE_LIMIT_REQUESTS: '100000' });
    attribution = await startAttribution();
    db = attribution.get(DataSource);
    const setup = await createWorkspaceWithKey(gateway);
    ws = setup.workspace.id;
    for (const [id, countingMode] of [
      ['tt-every', 'every'],
      ['tt-once', 'once_per_contact'],
    ]) {
      expect((await putCampaign(gateway, ws, setup.key.key, id, { countingMode })).statusCode).toBe(201);
    }
  });
  afterAll(async () => {
    await attribution.close();
    await gateway.close();
  });

  const topic = (t: (typeof TOPICS)[keyof typeof TOPICS]) => attribution.get(KafkaService).topic(t);

  const decided = (ids: string[]) =>
    until(
      async () =>
        new Map(
          (
            (await db.query(
              `SELECT event_id, counted, reason, message, test FROM decisions WHERE event_id = ANY($1::uuid[])`,
              [ids],
            )) as DecisionRow[]
          ).map((r) => [r.event_id, r]),
        ),
      (m) => m.size === ids.length,
    );

  /** Publishes the events one at a time, each decided before the next (their order matters here). */
  const decideInOrder = async (events: RecordedEventV1[]) => {
    for (const e of events) {
      await publishRecordedEvents(attribution, [e]);
      expect((await decided([e.eventId])).size).toBe(1);
    }
    return decided(events.map((e) => e.eventId));
  };

  const adjusted = (e: RecordedEventV1): AdjustedEventV1 => {
    const { workspaceId: _w, test: _t, ...event } = e;
    return event;
  };

  it('decides a test and a live event with the same externalId independently, by the same rules', async () => {
    const externalId = `order-${uuidv7()}`;
    const live = recordedEvent(ws, { externalId, campaignId: 'tt-every' });
    const test = recordedEvent(ws, { externalId, campaignId: 'tt-every', test: true });
    const testMiss = recordedEvent(ws, { campaignId: 'tt-every', name: 'page_view', test: true });
    await publishRecordedEvents(attribution, [live, test, testMiss]);

    const rows = await decided([live.eventId, test.eventId, testMiss.eventId]);
    expect(rows.get(live.eventId)).toMatchObject({ counted: true, reason: 'counted', test: false });
    expect(rows.get(test.eventId)).toMatchObject({ counted: true, reason: 'counted', test: true });
    // The real reason, as the panel shows it.
    expect(rows.get(testMiss.eventId)).toMatchObject({
      counted: false,
      reason: 'not_a_goal_event',
      test: true,
    });
    const conversions: { event_id: string; test: boolean }[] = await db.query(
      `SELECT event_id, test FROM conversions WHERE event_id = ANY($1::uuid[]) ORDER BY test`,
      [[live.eventId, test.eventId]],
    );
    expect(conversions).toEqual([
      { event_id: live.eventId, test: false },
      { event_id: test.eventId, test: true },
    ]);

    const ids = [live.eventId, test.eventId, testMiss.eventId];
    const published = await consumeUntil(BROKERS, topic(TOPICS.attributionDecisions), (seen) =>
      ids.every((id) => seen.some((m) => m.value.eventId === id)),
    );
    const first = (id: string) => published.find((m) => m.value.eventId === id)?.value;
    expect(first(test.eventId)).toMatchObject({ externalId, counted: true, test: true });
    expect(first(testMiss.eventId)).toMatchObject({ reason: 'not_a_goal_event', test: true });
    // A live decision is what it always was: no `test` field at all.
    expect(first(live.eventId)).toMatchObject({ externalId, counted: true });
    expect(first(live.eventId)).not.toHaveProperty('test');
  });

  it('once_per_contact: a test conversion is never history for a live event, nor a live one for a test event', async () => {
    const contactId = `contact-${uuidv7()}`;
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
    const firstTest = recordedEvent(ws, { campaignId: 'tt-once', contactId, occurredAt: at(50), test: true });
    const firstLive = recordedEvent(ws, { campaignId: 'tt-once', contactId, occurredAt: at(40) });
    const secondTest = recordedEvent(ws, {
      campaignId: 'tt-once',
      contactId,
      occurredAt: at(30),
      test: true,
    });
    const secondLive = recordedEvent(ws, { campaignId: 'tt-once', contactId, occurredAt: at(20) });
    const rows = await decideInOrder([firstTest, firstLive, secondTest, secondLive]);

    expect(rows.get(firstTest.eventId)).toMatchObject({ counted: true, test: true });
    expect(rows.get(firstLive.eventId)).toMatchObject({ counted: true, test: false });
    // Each second one is refused by the first of its own mode, and names it.
    expect(rows.get(secondTest.eventId)).toMatchObject({ counted: false, reason: 'already_converted' });
    expect(rows.get(secondTest.eventId)?.message).toContain(firstTest.eventId);
    expect(rows.get(secondLive.eventId)).toMatchObject({ counted: false, reason: 'already_converted' });
    expect(rows.get(secondLive.eventId)?.message).toContain(firstLive.eventId);

    // And in one batch too: the batch's own history is per mode as well.
    const other = `contact-${uuidv7()}`;
    const batch = [
      recordedEvent(ws, { campaignId: 'tt-once', contactId: other, occurredAt: at(10), test: true }),
      recordedEvent(ws, { campaignId: 'tt-once', contactId: other, occurredAt: at(9) }),
      recordedEvent(ws, { campaignId: 'tt-once', contactId: other, occurredAt: at(8), test: true }),
    ];
    await publishRecordedEvents(attribution, batch);
    const inBatch = await decided(batch.map((e) => e.eventId));
    expect(batch.map((e) => inBatch.get(e.eventId)?.reason)).toEqual([
      'counted',
      'counted',
      'already_converted',
    ]);
  });

  it('decides test adjustments for real, marks their outcome test, and keeps test traffic off the conversions topics', async () => {
    const test = recordedEvent(ws, { campaignId: 'tt-every', test: true });
    const live = recordedEvent(ws, { campaignId: 'tt-every' });
    await publishRecordedEvents(attribution, [test, live]);
    await decided([test.eventId, live.eventId]);
    const testRetraction = recordedRetraction(ws, adjusted(test), { test: true });
    const liveRetraction = recordedRetraction(ws, adjusted(live));
    await publishRecordedAdjustments(attribution, [testRetraction, liveRetraction]);

    const outcomes = await consumeUntil(BROKERS, topic(TOPICS.adjustmentDecisions), (seen) =>
      [testRetraction.id, liveRetraction.id].every((id) => seen.some((m) => m.value.id === id)),
    );
    const outcome = (id: string) => outcomes.find((m) => m.value.id === id)?.value;
    expect(outcome(testRetraction.id)).toMatchObject({ applied: true, reason: 'applied', test: true });
    expect(outcome(liveRetraction.id)).toMatchObject({ applied: true, reason: 'applied', test: false });
    const [conversion]: { retracted: boolean; net: string }[] = await db.query(
      `SELECT retracted_at IS NOT NULL AS retracted, net_value_minor::text AS net FROM conversions WHERE event_id = $1`,
      [test.eventId],
    );
    expect(conversion).toEqual({ retracted: true, net: '0' });

    // The live ones are on the internal topics (so reading them up to these proves the test ones
    // would have been there by now: each was published in the same batch as its decision).
    const ofWorkspace = (m: ConsumedMessage) => m.value.workspaceId === ws;
    const conversions = await consumeUntil(BROKERS, topic(TOPICS.conversions), (seen) =>
      seen.some((m) => m.value.eventId === live.eventId),
    );
    expect(conversions.some((m) => m.value.eventId === live.eventId)).toBe(true);
    expect(conversions.filter(ofWorkspace).filter((m) => m.value.test !== undefined)).toEqual([]);
    const testIds: unknown[] = (
      await db.query(`SELECT event_id FROM decisions WHERE test AND workspace_id = $1`, [ws])
    ).map((r: { event_id: string }) => r.event_id);
    expect(testIds.length).toBeGreaterThan(3);
    expect(conversions.filter((m) => testIds.includes(m.value.eventId))).toEqual([]);

    const adjustments = await consumeUntil(BROKERS, topic(TOPICS.conversionAdjustments), (seen) =>
      seen.some((m) => m.value.id === liveRetraction.id),
    );
    expect(adjustments.some((m) => m.value.id === liveRetraction.id)).toBe(true);
    expect(
      adjustments.filter((m) => m.value.id === testRetraction.id || testIds.includes(m.value.eventId)),
    ).toEqual([]);
  });

  it('sweeps test decisions, conversions and adjustment decisions older than the retention, and nothing else', async () => {
    const oldTest = recordedEvent(ws, { campaignId: 'tt-every', test: true });
    const newTest = recordedEvent(ws, { campaignId: 'tt-every', test: true });
    const oldLive = recordedEvent(ws, { campaignId: 'tt-every' });
    await publishRecordedEvents(attribution, [oldTest, newTest, oldLive]);
    await decided([oldTest.eventId, newTest.eventId, oldLive.eventId]);
    const oldTestRetraction = recordedRetraction(ws, adjusted(oldTest), { test: true });
    const newTestRetraction = recordedRetraction(ws, adjusted(newTest), { test: true });
    const oldLiveRetraction = recordedRetraction(ws, adjusted(oldLive));
    const adjustmentIds = [oldTestRetraction.id, newTestRetraction.id, oldLiveRetraction.id];
    await publishRecordedAdjustments(attribution, [oldTestRetraction, newTestRetraction, oldLiveRetraction]);
    await until(
      async () =>
        (
          await db.query(
            `SELECT 1 FROM adjustment_decisions WHERE adjustment_id = ANY($1::uuid[]) AND applied`,
            [adjustmentIds],
          )
        ).length,
      (n) => n === 3,
    );

    // Eight days old: past the default retention of 7 days. The live ones too: never swept.
    const old = [oldTest.eventId, oldLive.eventId];
    await db.query(
      `UPDATE decisions SET decided_at = now() - interval '8 days' WHERE event_id = ANY($1::uuid[])`,
      [old],
    );
    await db.query(
      `UPDATE adjustment_decisions SET received_at = now() - interval '8 days' WHERE adjustment_id = ANY($1::uuid[])`,
      [[oldTestRetraction.id, oldLiveRetraction.id]],
    );

    // What is left is checked below (another process's sweep may have removed the rows first).
    await sweepWhenFree(attribution.get(TestDataRetention));

    const left = async (table: string, column: string, ids: string[]) =>
      (
        (await db.query(`SELECT ${column} AS id FROM ${table} WHERE ${column} = ANY($1::uuid[])`, [ids])) as {
          id: string;
        }[]
      )
        .map((r) => r.id)
        .sort();
    const events = [oldTest.eventId, newTest.eventId, oldLive.eventId];
    const kept = [newTest.eventId, oldLive.eventId].sort();
    expect(await left('decisions', 'event_id', events)).toEqual(kept);
    expect(await left('conversions', 'event_id', events)).toEqual(kept);
    expect(await left('adjustment_decisions', 'adjustment_id', adjustmentIds)).toEqual(
      [newTestRetraction.id, oldLiveRetraction.id].sort(),
    );
  });

  it('sweeps on one replica at a time: while another holds the sweep lock, a sweep is skipped', async () => {
    const schema = (db.options as { schema?: string }).schema;
    const other = db.createQueryRunner();
    await other.connect();
    try {
      await other.query(`SELECT pg_advisory_lock(hashtext($1))`, [`test-data-retention:${schema}`]);
      expect(await attribution.get(TestDataRetention).sweep()).toBeNull();
      await other.query(`SELECT pg_advisory_unlock(hashtext($1))`, [`test-data-retention:${schema}`]);
      await sweepWhenFree(attribution.get(TestDataRetention));
    } finally {
      await other.release();
    }
  });
});
