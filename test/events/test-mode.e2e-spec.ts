import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { TOPICS } from '@app/contracts';
import { KafkaService } from '@app/kafka';
import { RedisService } from '@app/redis';
import { createWorkspaceWithKey } from '@app/testing';
import { OutboxRelay } from '../../apps/gateway/src/outbox/outbox-relay.service';
import { eventBody, postEvent } from '../support/events';
import { startGateway } from '../support/gateway';
import { consumeUntil } from '../support/kafka';
import { createTestKey, postJson, problemOf, storedRows, workspaceRedisKeys } from '../support/test-mode';

const BROKERS = process.env.KAFKA_BROKERS ?? '127.0.0.1:9092';

/**
 * Test mode of the events API (docs/api.md#test-mode) against real Postgres, Redis and Kafka:
 * validateOnly runs every check and leaves nothing anywhere; a test key's events are recorded in
 * a dedupe namespace of their own and published with `test: true`.
 */
describe('events: test mode', () => {
  let app: NestFastifyApplication;
  let db: DataSource;
  let ws: string;
  let key: string;
  let testKey: string;
  const events = () => `/v1/workspaces/${ws}/events`;

  beforeAll(async () => {
    // A long window, so the RateLimit header's remaining count shows each request counted.
    app = await startGateway({ RATE_LIMIT_REQUESTS: '100000', RATE_LIMIT_WINDOW_SECONDS: '3600' });
    db = app.get(DataSource);
    const setup = await createWorkspaceWithKey(app, ['events:write', 'events:read']);
    ws = setup.workspace.id;
    key = setup.key.key;
    testKey = await createTestKey(app, ws);
  });
  afterAll(async () => app.close());

  const remaining = (res: { headers: Record<string, unknown> }) =>
    Number(/;r=(\d+);/.exec(String(res.headers.ratelimit))?.[1]);

  describe('validateOnly', () => {
    it('answers valid/recorded, stores, claims and publishes nothing, counts the request; then the same event sent live is 201', async () => {
      const body = eventBody({ contactId: `vo-${Date.now()}` });
      await app.get(OutboxRelay).drain();
      const rowsBefore = await storedRows(db, ws);
      const keysBefore = await workspaceRedisKeys(ws);
      const first = await postJson(app, key, `${events()}?validateOnly=true`, body);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ status: 'valid', externalId: body.externalId, wouldBe: 'recorded' });
      expect(first.headers.location).toBeUndefined();
      const second = await postJson(app, key, `${events()}?validateOnly=true`, body);
      expect(second.json()).toMatchObject({ wouldBe: 'recorded' });
      expect(remaining(second)).toBe(remaining(first) - 1);

      expect(await storedRows(db, ws)).toEqual(rowsBefore);
      expect(await workspaceRedisKeys(ws)).toEqual(keysBefore);

      const live = await postEvent(app, ws, key, body);
      expect(live.statusCode).toBe(201);
      const again = await postJson(app, key, `${events()}?validateOnly=true`, body);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({
        status: 'valid',
        externalId: body.externalId,
        wouldBe: 'already_received',
      });
      expect(again.headers['payload-differs']).toBeUndefined();
    });

    it('invalid input gets exactly the 400 it gets without the flag', async () => {
      const body = eventBody({ valueMinor: 100, currency: undefined, name: '' });
      const checked = await postJson(app, key, `${events()}?validateOnly=true`, body);
      const live = await postEvent(app, ws, key, body);
      expect(checked.statusCode).toBe(400);
      expect(live.statusCode).toBe(400);
      expect(problemOf(checked.json())).toEqual(problemOf(live.json()));
      const batch = { events: [body] };
      const checkedBatch = await postJson(app, key, `${events()}/batch?validateOnly=true`, { events: 'x' });
      const liveBatch = await postJson(app, key, `${events()}/batch`, { events: 'x' });
      expect(checkedBatch.statusCode).toBe(400);
      expect(problemOf(checkedBatch.json())).toEqual(problemOf(liveBatch.json()));
      // A batch's rejected item is the same with and without the flag.
      const itemChecked = await postJson(app, key, `${events()}/batch?validateOnly=true`, batch);
      const itemLive = await postJson(app, key, `${events()}/batch`, batch);
      expect(itemChecked.json().results).toEqual(itemLive.json().results);
    });

    it('validateOnly other than true or false: 400 naming the query parameter, counted', async () => {
      const before = await postJson(app, key, `${events()}?validateOnly=false`, eventBody());
      expect(before.statusCode).toBe(201);
      const res = await postJson(app, key, `${events()}?validateOnly=yes`, eventBody());
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        expect.objectContaining({ field: 'validateOnly', code: 'invalid_value' }),
      ]);
      expect(remaining(res)).toBe(remaining(before) - 1);
    });

    it('a batch: valid with wouldBe per item, or rejected as without the flag; a repeat within it would be already_received; nothing stored', async () => {
      const recorded = eventBody();
      expect((await postEvent(app, ws, key, recorded)).statusCode).toBe(201);
      const fresh = eventBody();
      // The relay empties the outbox on its own: settle it first, so the snapshot holds still.
      await app.get(OutboxRelay).drain();
      const rowsBefore = await storedRows(db, ws);
      const keysBefore = await workspaceRedisKeys(ws);
      const res = await postJson(app, key, `${events()}/batch?validateOnly=true`, {
        events: [fresh, recorded, eventBody({ currency: 'euro' }), fresh],
      });
      expect(res.statusCode).toBe(200);
      const { results, summary } = res.json();
      expect(results.map((r: { status: string; wouldBe?: string }) => [r.status, r.wouldBe])).toEqual([
        ['valid', 'recorded'],
        ['valid', 'already_received'],
        ['rejected', undefined],
        ['valid', 'already_received'],
      ]);
      expect(results[2].errors).toEqual([expect.objectContaining({ field: 'events[2].currency' })]);
      expect(summary).toEqual({ valid: 3, rejected: 1 });
      expect(await storedRows(db, ws)).toEqual(rowsBefore);
      expect(await workspaceRedisKeys(ws)).toEqual(keysBefore);
    });

    it('publishes nothing: no recorded event and no submission notice', async () => {
      const campaignId = `vo-campaign-${Date.now()}`;
      const recorded = eventBody({ campaignId });
      expect((await postEvent(app, ws, key, recorded)).statusCode).toBe(201);
      const checked = eventBody({ campaignId });
      // A duplicate and an invalid body naming the campaign: live, each would be a notice.
      await postJson(app, key, `${events()}?validateOnly=true`, checked);
      await postJson(app, key, `${events()}?validateOnly=true`, recorded);
      await postJson(app, key, `${events()}?validateOnly=true`, { ...checked, name: '' });
      // Then live traffic of another campaign, which comes after on both topics.
      const marker = `vo-marker-${Date.now()}`;
      const last = eventBody({ campaignId: marker });
      expect((await postEvent(app, ws, key, last)).statusCode).toBe(201);
      expect((await postEvent(app, ws, key, last)).statusCode).toBe(200);
      await app.get(OutboxRelay).drain();

      const kafka = app.get(KafkaService);
      const recordedMessages = await consumeUntil(BROKERS, kafka.topic(TOPICS.recordedEvents), (seen) =>
        seen.some((m) => m.value.externalId === last.externalId),
      );
      expect(recordedMessages.some((m) => m.value.externalId === last.externalId)).toBe(true);
      expect(recordedMessages.filter((m) => m.value.externalId === checked.externalId)).toEqual([]);
      const notices = await consumeUntil(BROKERS, kafka.topic(TOPICS.submissionNotices), (seen) =>
        seen.some((m) => m.value.campaignId === marker),
      );
      expect(notices.some((m) => m.value.campaignId === marker)).toBe(true);
      expect(notices.filter((m) => m.value.campaignId === campaignId)).toEqual([]);
    });
  });

  describe('test keys', () => {
    it('a test and a live event with one externalId are both 201, each deduplicated in its own mode', async () => {
      const body = eventBody();
      const test = await postEvent(app, ws, testKey, body);
      const live = await postEvent(app, ws, key, body);
      expect(test.statusCode).toBe(201);
      expect(live.statusCode).toBe(201);
      expect(test.json().id).not.toBe(live.json().id);

      const testAgain = await postEvent(app, ws, testKey, body);
      const liveAgain = await postEvent(app, ws, key, body);
      expect(testAgain.statusCode).toBe(200);
      expect(testAgain.json()).toMatchObject({ status: 'already_received', id: test.json().id });
      expect(liveAgain.statusCode).toBe(200);
      expect(liveAgain.json()).toMatchObject({ status: 'already_received', id: live.json().id });

      // With Redis forgetting both, the Postgres index keeps the modes apart too.
      const redis = app.get(RedisService).client;
      await redis.del(`dedupe:${ws}:${body.externalId}`, `dedupe-test:${ws}:${body.externalId}`);
      const testFromPostgres = await postEvent(app, ws, testKey, body);
      expect(testFromPostgres.json()).toMatchObject({ status: 'already_received', id: test.json().id });
      const validTest = await postJson(app, testKey, `${events()}?validateOnly=true`, eventBody());
      expect(validTest.json()).toMatchObject({ wouldBe: 'recorded' });
      const validTestSeen = await postJson(app, testKey, `${events()}?validateOnly=true`, body);
      expect(validTestSeen.json()).toMatchObject({ wouldBe: 'already_received' });
    });

    it('reads show test on each event; ?test=true|false filters, both when absent; anything else is a 400', async () => {
      const body = eventBody();
      const test = (await postEvent(app, ws, testKey, body)).json().id;
      const live = (await postEvent(app, ws, key, body)).json().id;
      const list = async (query: string) =>
        app.inject({
          method: 'GET',
          url: `${events()}?externalId=${body.externalId}${query}`,
          headers: { authorization: `Bearer ${key}` },
        });
      const both = (await list('')).json().data.map((e: { id: string; test: boolean }) => [e.id, e.test]);
      expect(both).toEqual(
        expect.arrayContaining([
          [test, true],
          [live, false],
        ]),
      );
      expect(both).toHaveLength(2);
      expect((await list('&test=true')).json().data.map((e: { id: string }) => e.id)).toEqual([test]);
      expect((await list('&test=false')).json().data.map((e: { id: string }) => e.id)).toEqual([live]);
      const bad = await list('&test=yes');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors[0]).toMatchObject({ field: 'test' });
      const one = await app.inject({
        method: 'GET',
        url: `${events()}/${test}`,
        headers: { authorization: `Bearer ${testKey}` },
      });
      expect(one.json()).toMatchObject({ id: test, test: true });
    });

    it('the relay publishes test: true on test events and no test field on live ones', async () => {
      const contactId = `tm-${Date.now()}`;
      const body = eventBody({ contactId });
      const test = (await postEvent(app, ws, testKey, body)).json().id;
      const live = (await postEvent(app, ws, key, body)).json().id;
      await app.get(OutboxRelay).drain();
      const topic = app.get(KafkaService).topic(TOPICS.recordedEvents);
      const messages = await consumeUntil(BROKERS, topic, (seen) =>
        [test, live].every((id) => seen.some((m) => m.value.eventId === id)),
      );
      const testMessage = messages.find((m) => m.value.eventId === test);
      const liveMessage = messages.find((m) => m.value.eventId === live);
      expect(testMessage?.value.test).toBe(true);
      expect(liveMessage?.value).not.toHaveProperty('test');
    });

    it("a test key's duplicate and rejected body are noticed with test: true, a live key's without it", async () => {
      const campaignId = `tm-notices-${Date.now()}`;
      const body = eventBody({ campaignId });
      expect((await postEvent(app, ws, testKey, body)).statusCode).toBe(201);
      expect((await postEvent(app, ws, testKey, body)).statusCode).toBe(200);
      expect((await postEvent(app, ws, testKey, { ...eventBody({ campaignId }), name: '' })).statusCode).toBe(
        400,
      );
      const liveCampaign = `${campaignId}-live`;
      const live = eventBody({ campaignId: liveCampaign });
      expect((await postEvent(app, ws, key, live)).statusCode).toBe(201);
      expect((await postEvent(app, ws, key, live)).statusCode).toBe(200);
      const topic = app.get(KafkaService).topic(TOPICS.submissionNotices);
      const notices = await consumeUntil(BROKERS, topic, (seen) =>
        [campaignId, liveCampaign].every((c) => seen.some((m) => m.value.campaignId === c)),
      );
      const ofTest = notices.filter((m) => m.value.campaignId === campaignId).map((m) => m.value);
      // Notices of one campaign and mode coalesce: at least the last of the two, marked test.
      expect(ofTest.length).toBeGreaterThanOrEqual(1);
      expect(ofTest.every((n) => n.test === true)).toBe(true);
      const ofLive = notices.filter((m) => m.value.campaignId === liveCampaign).map((m) => m.value);
      expect(ofLive).toEqual([expect.not.objectContaining({ test: expect.anything() })]);
    });
  });
});
