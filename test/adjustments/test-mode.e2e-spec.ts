import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { TOPICS } from '@app/contracts';
import { KafkaService } from '@app/kafka';
import { createWorkspaceWithKey } from '@app/testing';
import { OutboxRelay } from '../../apps/gateway/src/outbox/outbox-relay.service';
import { adjustmentBody, getJson, postAdjustment, retractionBody } from '../support/adjustments';
import { eventBody, postEvent } from '../support/events';
import { startGateway } from '../support/gateway';
import { consumeUntil } from '../support/kafka';
import { createTestKey, postJson, problemOf, storedRows, workspaceRedisKeys } from '../support/test-mode';

const BROKERS = process.env.KAFKA_BROKERS ?? '127.0.0.1:9092';

/**
 * Test mode of the adjustments API (docs/api.md#test-mode) against real Postgres, Redis and
 * Kafka: validateOnly checks everything (an unknown event is still a 404) and leaves nothing; a
 * test key's adjustment names a test event, and is published with `test: true`.
 */
describe('adjustments: test mode', () => {
  let app: NestFastifyApplication;
  let db: DataSource;
  let ws: string;
  let key: string;
  let testKey: string;
  const adjustments = () => `/v1/workspaces/${ws}/adjustments`;

  beforeAll(async () => {
    app = await startGateway({ RATE_LIMIT_REQUESTS: '100000', RATE_LIMIT_WINDOW_SECONDS: '3600' });
    db = app.get(DataSource);
    const setup = await createWorkspaceWithKey(app, ['events:write', 'events:read']);
    ws = setup.workspace.id;
    key = setup.key.key;
    testKey = await createTestKey(app, ws);
  });
  afterAll(async () => app.close());

  async function recordedEvent(asKey: string): Promise<{ externalId: string; id: string }> {
    const body = eventBody();
    const res = await postEvent(app, ws, asKey, body);
    expect(res.statusCode).toBe(201);
    return { externalId: body.externalId as string, id: res.json().id };
  }

  const remaining = (res: { headers: Record<string, unknown> }) =>
    Number(/;r=(\d+);/.exec(String(res.headers.ratelimit))?.[1]);

  describe('validateOnly', () => {
    it('valid/recorded, nothing stored, claimed or published, counted; then sent live: 201; then already_received', async () => {
      const event = await recordedEvent(key);
      const body = retractionBody(event.externalId);
      await app.get(OutboxRelay).drain();
      const rowsBefore = await storedRows(db, ws);
      const keysBefore = await workspaceRedisKeys(ws);
      const first = await postJson(app, key, `${adjustments()}?validateOnly=true`, body);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({
        status: 'valid',
        adjustmentId: body.adjustmentId,
        externalId: event.externalId,
        wouldBe: 'recorded',
      });
      const second = await postJson(app, key, `${adjustments()}?validateOnly=true`, body);
      expect(remaining(second)).toBe(remaining(first) - 1);
      expect(await storedRows(db, ws)).toEqual(rowsBefore);
      expect(await workspaceRedisKeys(ws)).toEqual(keysBefore);

      expect((await postAdjustment(app, ws, key, body)).statusCode).toBe(201);
      const again = await postJson(app, key, `${adjustments()}?validateOnly=true`, body);
      expect(again.json()).toMatchObject({ status: 'valid', wouldBe: 'already_received' });
    });

    it('an unknown externalId is still a 404, and invalid input the same 400 as without the flag', async () => {
      const unknown = adjustmentBody(`nowhere-${Date.now()}`);
      const checked = await postJson(app, key, `${adjustments()}?validateOnly=true`, unknown);
      const live = await postAdjustment(app, ws, key, unknown);
      expect(checked.statusCode).toBe(404);
      expect(problemOf(checked.json())).toEqual(problemOf(live.json()));

      const event = await recordedEvent(key);
      const invalid = retractionBody(event.externalId, { valueMinor: 100 });
      const invalidChecked = await postJson(app, key, `${adjustments()}?validateOnly=true`, invalid);
      const invalidLive = await postAdjustment(app, ws, key, invalid);
      expect(invalidChecked.statusCode).toBe(400);
      expect(problemOf(invalidChecked.json())).toEqual(problemOf(invalidLive.json()));
    });

    it('a batch: valid, rejected or not_found per item, nothing stored', async () => {
      const event = await recordedEvent(key);
      await app.get(OutboxRelay).drain();
      const rowsBefore = await storedRows(db, ws);
      const res = await postJson(app, key, `${adjustments()}/batch?validateOnly=true`, {
        adjustments: [
          retractionBody(event.externalId),
          retractionBody(event.externalId, { valueMinor: 1 }),
          retractionBody(`nowhere-${Date.now()}`),
        ],
      });
      expect(res.statusCode).toBe(200);
      const { results, summary } = res.json();
      expect(results.map((r: { status: string }) => r.status)).toEqual(['valid', 'rejected', 'not_found']);
      expect(results[0].wouldBe).toBe('recorded');
      expect(results[2].errors[0]).toMatchObject({ code: 'event_not_found' });
      expect(summary).toEqual({ valid: 1, rejected: 1, notFound: 1 });
      expect(await storedRows(db, ws)).toEqual(rowsBefore);
    });
  });

  describe('test keys', () => {
    it('a test adjustment names a test event; a live one a live event', async () => {
      const testEvent = await recordedEvent(testKey);
      const liveEvent = await recordedEvent(key);
      expect((await postAdjustment(app, ws, key, retractionBody(testEvent.externalId))).statusCode).toBe(404);
      const wrongMode = await postAdjustment(app, ws, testKey, retractionBody(liveEvent.externalId));
      expect(wrongMode.statusCode).toBe(404);
      expect(wrongMode.json().detail).toContain('test keys');
      const checked = await postJson(
        app,
        testKey,
        `${adjustments()}?validateOnly=true`,
        retractionBody(liveEvent.externalId),
      );
      expect(checked.statusCode).toBe(404);

      const ok = await postAdjustment(app, ws, testKey, retractionBody(testEvent.externalId));
      expect(ok.statusCode).toBe(201);
      const read = await getJson(app, testKey, ok.headers.location as string);
      expect(read.json()).toMatchObject({ eventId: testEvent.id, test: true });
    });

    it('one adjustmentId is recorded once per mode', async () => {
      const externalId = `both-${Date.now()}`;
      expect((await postEvent(app, ws, testKey, eventBody({ externalId }))).statusCode).toBe(201);
      expect((await postEvent(app, ws, key, eventBody({ externalId }))).statusCode).toBe(201);
      const body = retractionBody(externalId);
      const test = await postAdjustment(app, ws, testKey, body);
      const live = await postAdjustment(app, ws, key, body);
      expect([test.statusCode, live.statusCode]).toEqual([201, 201]);
      const testAgain = await postAdjustment(app, ws, testKey, body);
      expect(testAgain.json()).toMatchObject({ status: 'already_received', id: test.json().id });
      const liveAgain = await postAdjustment(app, ws, key, body);
      expect(liveAgain.json()).toMatchObject({ status: 'already_received', id: live.json().id });
    });

    it('recorded adjustments carry test from the row', async () => {
      const testEvent = await recordedEvent(testKey);
      const liveEvent = await recordedEvent(key);
      const test = (await postAdjustment(app, ws, testKey, retractionBody(testEvent.externalId))).json().id;
      const live = (await postAdjustment(app, ws, key, retractionBody(liveEvent.externalId))).json().id;
      await app.get(OutboxRelay).drain();
      const messages = await consumeUntil(
        BROKERS,
        app.get(KafkaService).topic(TOPICS.recordedAdjustments),
        (seen) => [test, live].every((id) => seen.some((m) => m.value.id === id)),
      );
      expect(messages.find((m) => m.value.id === test)?.value.test).toBe(true);
      expect(messages.find((m) => m.value.id === live)?.value.test).toBe(false);
    });
  });
});
