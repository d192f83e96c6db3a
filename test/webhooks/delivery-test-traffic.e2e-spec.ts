import { DataSource } from 'typeorm';
import { AdjustmentDecisionV1 } from '@app/contracts';
import { schemaName } from '@app/database';
import { adjustmentMessageId, eventMessageId } from '@app/webhooks';
import { TestDataRetention } from '@app/runtime';
import { adjustmentDecision, publishAdjustmentDecisions } from '../support/adjustment-decisions';
import {
  decisionOf,
  publishDecisions,
  publishRecordedEvents,
  recordedEvent,
} from '../support/recorded-events';
import { catalogCheck } from '../support/webhook-catalog';
import { sweepWhenFree } from '../support/test-data-retention';
import { CreatedEndpoint, startWebhookStack, WebhookStack } from '../support/webhook-dispatcher';
import { WebhookReceiver } from '../support/webhook-receiver';

const DAY_MS = 86_400_000;

/**
 * Test traffic (docs/webhooks.md#test-traffic), from the dispatcher's contracts on: recorded
 * events, decisions and adjustment outcomes marked `test` (as the gateway and attribution publish
 * those of a test key) produced straight to their topics, beside live ones. A test message reaches
 * only the endpoints with includeTestEvents, signed (verified with the npm `standardwebhooks`),
 * with `"test": true` beside type, timestamp and data; live messages reach every endpoint,
 * byte-for-byte as before. The retention sweep then deletes old test messages with their
 * deliveries and attempts, and nothing else.
 */
describe('test traffic to webhook endpoints', () => {
  let stack: WebhookStack;
  let opted: WebhookReceiver;
  let plain: WebhookReceiver;
  let optedEndpoint: CreatedEndpoint;
  let plainEndpoint: CreatedEndpoint;
  const live: Record<string, string> = {};
  const test: Record<string, string> = {};

  const adjustmentId = (d: AdjustmentDecisionV1) => adjustmentMessageId(d.id, 'conversion.retracted');

  beforeAll(async () => {
    stack = await startWebhookStack('wh_testmode');
  }, 60_000);

  afterAll(() => stack?.close());

  it('sends test messages only to endpoints that include test events, marked "test": true; live ones to all, unchanged', async () => {
    const { gateway, ws, endpoints } = stack;
    [opted, plain] = await Promise.all([stack.receiver(), stack.receiver()]);
    const res = await endpoints.request('POST', '', { url: opted.url, includeTestEvents: true });
    expect(res.statusCode).toBe(201);
    optedEndpoint = res.json();
    expect(optedEndpoint.includeTestEvents).toBe(true);
    plainEndpoint = await endpoints.create({ url: plain.url });
    expect(plainEndpoint.includeTestEvents).toBe(false);

    const liveEvent = recordedEvent(ws);
    const testEvent = recordedEvent(ws, { test: true });
    const liveAdjustment = adjustmentDecision(ws);
    const testAdjustment = adjustmentDecision(ws, { test: true });
    await publishRecordedEvents(gateway, [testEvent, liveEvent]);
    await publishDecisions(gateway, [decisionOf(testEvent), decisionOf(liveEvent)]);
    await publishAdjustmentDecisions(gateway, [testAdjustment, liveAdjustment]);

    Object.assign(live, {
      [eventMessageId(liveEvent.eventId, 'event.recorded')]: 'event.recorded',
      [eventMessageId(liveEvent.eventId, 'conversion.counted')]: 'conversion.counted',
      [adjustmentId(liveAdjustment)]: 'conversion.retracted',
    });
    Object.assign(test, {
      [eventMessageId(testEvent.eventId, 'event.recorded')]: 'event.recorded',
      [eventMessageId(testEvent.eventId, 'conversion.counted')]: 'conversion.counted',
      [adjustmentId(testAdjustment)]: 'conversion.retracted',
    });
    const expected = new Map<WebhookReceiver, string[]>([
      [opted, [...Object.keys(live), ...Object.keys(test)]],
      [plain, Object.keys(live)],
    ]);
    for (const [r, ids] of expected) {
      await r.waitFor((got) => ids.every((id) => got.some((q) => q.id === id)), 30_000);
    }
    // Each test message was published before the live one of its topic and key: had the plain
    // endpoint been sent one, it would have come first. A second copy would come about as fast.
    await new Promise((resolve) => setTimeout(resolve, 1500));

    const secrets = new Map([
      [opted, optedEndpoint.secret],
      [plain, plainEndpoint.secret],
    ]);
    for (const [r, ids] of expected) {
      expect(r.strays).toEqual([]);
      expect(r.received.map((q) => q.id).sort()).toEqual([...ids].sort());
      for (const request of r.received) {
        const payload = WebhookReceiver.verify(request, secrets.get(r)!) as Record<string, unknown> & {
          type: string;
        };
        expect(catalogCheck(payload)).toEqual({ type: payload.type, valid: true, errors: null });
        expect(payload.type).toBe({ ...live, ...test }[request.id]);
        if (request.id in test) {
          expect(Object.keys(payload)).toEqual(['type', 'timestamp', 'test', 'data']);
          expect(payload.test).toBe(true);
        } else {
          // Live: exactly the fields it always had, no `test` at all.
          expect(Object.keys(payload)).toEqual(['type', 'timestamp', 'data']);
        }
      }
    }
    // The same live message is the same bytes to both endpoints.
    for (const id of Object.keys(live)) {
      const body = (r: WebhookReceiver) => r.received.find((q) => q.id === id)!.body;
      expect(body(opted)).toBe(body(plain));
    }
    // The test adjustment's payload is the live one's, but for the flag.
    const testRetraction = WebhookReceiver.verify(
      opted.received.find((q) => q.id === adjustmentId(testAdjustment))!,
      optedEndpoint.secret,
    ) as Record<string, unknown>;
    expect(testRetraction).toMatchObject({
      type: 'conversion.retracted',
      timestamp: testAdjustment.decidedAt,
      test: true,
      data: {
        event: { id: testAdjustment.event.eventId, attribution: { status: 'counted', netValueMinor: '0' } },
        adjustment: { id: testAdjustment.id, adjustmentId: testAdjustment.adjustmentId, type: 'retraction' },
      },
    });

    // Stored once each, marked; the plain endpoint has no delivery of test traffic at all.
    const rows = await stack.log.messages([...Object.keys(live), ...Object.keys(test)]);
    expect(rows.map((m) => m.id).sort()).toEqual([...Object.keys(live), ...Object.keys(test)].sort());
    expect((await stack.log.deliveries(plainEndpoint.id)).map((d) => d.message_id).sort()).toEqual(
      Object.keys(live).sort(),
    );
    expect(await stack.log.counts(ws)).toEqual({ messages: 6, deliveries: 9, attempts: 9 });
  }, 60_000);

  it('an endpoint that opts in later gets the test traffic from then on; one that opts out, none', async () => {
    const { gateway, ws, endpoints } = stack;
    expect((await endpoints.update(plainEndpoint.id, { includeTestEvents: true })).statusCode).toBe(200);
    expect((await endpoints.update(optedEndpoint.id, { includeTestEvents: false })).statusCode).toBe(200);
    // The dispatcher reads endpoints in each fan-out's transaction: the change holds at once.
    const event = recordedEvent(ws, { test: true });
    const marker = recordedEvent(ws);
    await publishRecordedEvents(gateway, [event, marker]);
    const markerId = eventMessageId(marker.eventId, 'event.recorded');
    const testId = eventMessageId(event.eventId, 'event.recorded');
    await plain.waitFor((got) => got.some((q) => q.id === markerId) && got.some((q) => q.id === testId));
    await opted.waitFor((got) => got.some((q) => q.id === markerId));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(opted.received.some((q) => q.id === testId)).toBe(false);
    const payload = WebhookReceiver.verify(
      plain.received.find((q) => q.id === testId)!,
      plainEndpoint.secret,
    );
    expect(payload).toMatchObject({ type: 'event.recorded', test: true, data: { id: event.eventId } });
    Object.assign(test, { [testId]: 'event.recorded' });
    Object.assign(live, { [markerId]: 'event.recorded' });
  }, 30_000);

  it('the retention sweep deletes old test messages with their deliveries and attempts, only those, one replica at a time', async () => {
    const db = stack.gateway.get(DataSource);
    const schema = `"${schemaName(stack.isolated.DATABASE_SCHEMA_PREFIX, 'webhookDispatcher')}"`;
    const retention = stack.dispatcher!.get(TestDataRetention);
    await stack.log.settled(optedEndpoint.id, 5, ['delivered']);
    await stack.log.settled(plainEndpoint.id, 5, ['delivered']);

    // Everything of this spec is 8 days old (past the 7 of TEST_DATA_RETENTION_DAYS), but one
    // test message of 6 days, and one old test message whose delivery is still to be retried.
    const [youngId, busyId, ...oldTest] = Object.keys(test);
    const backdate = (ids: string[], days: number) =>
      db.query(
        `UPDATE ${schema}.messages SET created_at = now() - make_interval(days => $2) WHERE id = ANY($1)`,
        [ids, days],
      );
    await backdate([...Object.keys(live), busyId, ...oldTest], 8);
    await backdate([youngId], 6);
    await db.query(
      `UPDATE ${schema}.deliveries SET status = 'failing', next_attempt_at = now() + interval '1 hour' WHERE message_id = $1`,
      [busyId],
    );
    const attemptsOf = async (ids: string[]) =>
      (
        await db.query(
          `SELECT count(*)::int AS n FROM ${schema}.attempts a JOIN ${schema}.deliveries d USING (endpoint_id, message_id) WHERE d.message_id = ANY($1)`,
          [ids],
        )
      )[0].n as number;
    const deliveriesOf = async (ids: string[]) =>
      (
        await db.query(`SELECT count(*)::int AS n FROM ${schema}.deliveries WHERE message_id = ANY($1)`, [
          ids,
        ])
      )[0].n as number;
    const before = {
      deliveries: await deliveriesOf(oldTest),
      attempts: await attemptsOf(oldTest),
      live: await stack.log.counts(stack.ws),
    };
    expect(oldTest).toHaveLength(2);
    expect(before.deliveries).toBe(2);
    expect(before.attempts).toBeGreaterThanOrEqual(2);

    // Another replica sweeping (it holds the lock): this one skips its sweep.
    const runner = db.createQueryRunner();
    await runner.startTransaction();
    try {
      await runner.query(`SELECT pg_advisory_xact_lock(hashtext($1 || ':test-data-retention'))`, [
        schemaName(stack.isolated.DATABASE_SCHEMA_PREFIX, 'webhookDispatcher'),
      ]);
      expect(await retention.sweep()).toBeNull();
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
    expect((await stack.log.messages(oldTest)).length).toBe(2);

    // What is left is checked below (another process's sweep may have removed the rows first).
    await sweepWhenFree(retention);
    expect(await stack.log.messages(oldTest)).toEqual([]);
    expect(await deliveriesOf(oldTest)).toBe(0);
    // Kept: every live message (however old), the young test message, the one still in delivery.
    expect(
      (await stack.log.messages([...Object.keys(live), youngId, busyId])).map((m) => m.id).sort(),
    ).toEqual([...Object.keys(live), youngId, busyId].sort());
    const after = await stack.log.counts(stack.ws);
    expect(after).toEqual({
      messages: before.live.messages - 2,
      deliveries: before.live.deliveries - before.deliveries,
      attempts: before.live.attempts - before.attempts,
    });
    // With a retention of 5 days, the 6-day-old one would go: the sweep is dated by its clock.
    await sweepWhenFree(retention, new Date(Date.now() + 2 * DAY_MS));
    expect(await stack.log.messages([youngId])).toEqual([]);
    expect((await stack.log.messages([busyId])).length).toBe(1);
  }, 60_000);
});
