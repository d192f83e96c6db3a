import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { TOPICS } from '@app/contracts';
import { KafkaService } from '@app/kafka';
import { RedisService } from '@app/redis';
import { createWorkspaceWithKey } from '@app/testing';
import { OutboxRelay } from '../../apps/gateway/src/outbox/outbox-relay.service';
import { adjustmentBody, postAdjustment, postAdjustmentBatch } from '../support/adjustments';
import { eventBody, postBatch, postEvent, putCampaign } from '../support/events';
import { startGateway } from '../support/gateway';
import { consumeUntil } from '../support/kafka';
import { createTestKey, postJson, workspaceRedisKeys } from '../support/test-mode';

const BROKERS = process.env.KAFKA_BROKERS ?? '127.0.0.1:9092';

/**
 * Intake of a suppressed contact (docs/api.md#suppression, docs/privacy.md#suppression) against
 * real Postgres, Redis and Kafka: a new event or adjustment is answered `suppressed` (202, or the
 * batch item's status) and nothing is stored, claimed or published, however many arrive at once;
 * the others of a batch are recorded; lifting the suppression lets the same externalId in (201);
 * validateOnly says it would be suppressed.
 */
describe('intake of a suppressed contact', () => {
  let app: NestFastifyApplication;
  let db: DataSource;
  let ws: string;
  let key: string;
  const campaignId = `supp-${randomUUID().slice(0, 8)}`;
  /** Every externalId and adjustmentId answered suppressed, to look for anywhere afterwards. */
  const refused: string[] = [];

  beforeAll(async () => {
    // Concurrency, not rate limiting, is under test; polls of duplicates in flight must see Redis.
    app = await startGateway({
      RATE_LIMIT_REQUESTS: '100000',
      DUPLICATE_WAIT_MS: '3000',
      REDIS_COMMAND_TIMEOUT_MS: '2000',
    });
    db = app.get(DataSource);
    const setup = await createWorkspaceWithKey(app);
    ws = setup.workspace.id;
    key = setup.key.key;
    expect((await putCampaign(app, ws, key, campaignId)).statusCode).toBeLessThan(300);
  });
  afterAll(async () => app.close());

  const suppress = async (...contactIds: string[]) => {
    const res = await postJson(app, key, `/v1/workspaces/${ws}/suppressions`, { contactIds });
    expect([200, 201]).toContain(res.statusCode);
  };
  const lift = async (contactId: string) => {
    const res = await app.inject({
      method: 'DELETE',
      url: `/v1/workspaces/${ws}/suppressions/${encodeURIComponent(contactId)}`,
      headers: { authorization: `Bearer ${key}` },
    });
    expect(res.statusCode).toBe(204);
  };
  const newContact = () => `gone-${randomUUID().slice(0, 8)}`;

  /** Rows of these externalIds (events) or adjustmentIds (adjustments), and their outbox rows. */
  async function storedFor(ids: string[]) {
    const [row] = await db.query(
      `SELECT (SELECT count(*) FROM events WHERE workspace_id = $1 AND external_id = ANY($2::text[]))::int AS events,
              (SELECT count(*) FROM adjustments WHERE workspace_id = $1 AND adjustment_id = ANY($2::text[]))::int AS adjustments,
              (SELECT count(*) FROM outbox o
                 LEFT JOIN events e ON e.id = o.event_id
                 LEFT JOIN adjustments a ON a.id = o.adjustment_id
                WHERE (e.workspace_id = $1 AND e.external_id = ANY($2::text[]))
                   OR (a.workspace_id = $1 AND a.adjustment_id = ANY($2::text[])))::int AS outbox`,
      [ws, ids],
    );
    return row;
  }
  /** Redis keys (claims, markers) naming any of these ids. */
  const redisKeysFor = async (ids: string[]) =>
    (await workspaceRedisKeys(ws)).filter((k) => ids.some((id) => k.endsWith(`:${id}`)));

  it('50 concurrent single events of a suppressed contact (25 externalIds, 25 sends of one): all 202 suppressed, nothing stored or claimed', async () => {
    const contactId = newContact();
    await suppress(contactId);
    const shared = eventBody({ contactId, campaignId });
    const bodies = [
      ...Array.from({ length: 25 }, () => eventBody({ contactId, campaignId })),
      ...Array.from({ length: 25 }, () => shared),
    ];
    const answers = await Promise.all(bodies.map((b) => postEvent(app, ws, key, b)));
    for (const [i, res] of answers.entries()) {
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ status: 'suppressed', externalId: bodies[i].externalId });
      expect(res.headers.location).toBeUndefined();
    }
    const ids = [...new Set(bodies.map((b) => b.externalId as string))];
    refused.push(...ids);
    expect(await storedFor(ids)).toEqual({ events: 0, adjustments: 0, outbox: 0 });
    expect(await redisKeysFor(ids)).toEqual([]);
  });

  it('50 concurrent batches mixing a suppressed contact with others: the others recorded, the suppressed ones nothing, one answer each', async () => {
    const contactId = newContact();
    await suppress(contactId);
    const shared = eventBody({ contactId, campaignId });
    const batches = Array.from({ length: 50 }, () => ({
      events: [eventBody({ campaignId }), eventBody({ contactId, campaignId }), shared],
    }));
    const answers = await Promise.all(batches.map((b) => postBatch(app, ws, key, b)));
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      const { results, summary } = res.json();
      expect(results.map((r: { status: string }) => r.status)).toEqual([
        'recorded',
        'suppressed',
        'suppressed',
      ]);
      expect(results[1]).toEqual({ index: 1, status: 'suppressed', externalId: expect.any(String) });
      expect(summary).toEqual({ recorded: 1, alreadyReceived: 0, rejected: 0, suppressed: 2 });
    }
    const suppressedIds = [
      shared.externalId as string,
      ...batches.map((b) => b.events[1].externalId as string),
    ];
    const recordedIds = batches.map((b) => b.events[0].externalId as string);
    refused.push(...suppressedIds);
    expect(await storedFor(suppressedIds)).toEqual({ events: 0, adjustments: 0, outbox: 0 });
    expect((await storedFor(recordedIds)).events).toBe(50);
    expect(await redisKeysFor(suppressedIds)).toEqual([]);
    expect(await redisKeysFor(recordedIds)).toHaveLength(50);
  });

  it('a test key is suppressed alike: the list is per workspace, not per mode', async () => {
    const contactId = newContact();
    await suppress(contactId);
    const testKey = await createTestKey(app, ws);
    const body = eventBody({ contactId });
    const res = await postEvent(app, ws, testKey, body);
    expect(res.statusCode).toBe(202);
    refused.push(body.externalId as string);
  });

  it('lifting the suppression lets the next send of the same externalId in: 201, then 200', async () => {
    const contactId = newContact();
    await suppress(contactId);
    // Another campaign: this test's 200 is a duplicate, whose notice is no concern of the last test.
    const body = eventBody({ contactId });
    expect((await postEvent(app, ws, key, body)).statusCode).toBe(202);
    expect((await postEvent(app, ws, key, body)).statusCode).toBe(202);
    await lift(contactId);
    const recorded = await postEvent(app, ws, key, body);
    expect(recorded.statusCode).toBe(201);
    expect(recorded.json()).toMatchObject({ status: 'recorded', externalId: body.externalId });
    expect((await postEvent(app, ws, key, body)).statusCode).toBe(200);
  });

  it('an event recorded before the suppression: its repeat is still 200 naming it, from Redis or from Postgres', async () => {
    const contactId = newContact();
    const body = eventBody({ contactId });
    const original = (await postEvent(app, ws, key, body)).json();
    await suppress(contactId);
    const fromRedis = await postEvent(app, ws, key, body);
    expect(fromRedis.statusCode).toBe(200);
    expect(fromRedis.json()).toMatchObject({ status: 'already_received', id: original.id });
    await app.get(RedisService).client.del(`dedupe:${ws}:${body.externalId}`);
    const fromPostgres = await postEvent(app, ws, key, body);
    expect(fromPostgres.statusCode).toBe(200);
    expect(fromPostgres.json()).toMatchObject({ status: 'already_received', id: original.id });
    // A new event of the contact is refused.
    const fresh = eventBody({ contactId });
    expect((await postEvent(app, ws, key, fresh)).statusCode).toBe(202);
    refused.push(fresh.externalId as string);
  });

  it("adjustments of a suppressed contact's event: 202 suppressed, batch items suppressed, nothing stored; recorded once lifted", async () => {
    const contactId = newContact();
    const kept = eventBody();
    const event = eventBody({ contactId });
    expect((await postEvent(app, ws, key, event)).statusCode).toBe(201);
    expect((await postEvent(app, ws, key, kept)).statusCode).toBe(201);
    await suppress(contactId);

    const single = adjustmentBody(event.externalId as string);
    const concurrent = await Promise.all(
      Array.from({ length: 20 }, () => postAdjustment(app, ws, key, single)),
    );
    for (const res of concurrent) {
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({
        status: 'suppressed',
        adjustmentId: single.adjustmentId,
        externalId: event.externalId,
      });
    }
    const inBatch = adjustmentBody(event.externalId as string);
    const other = adjustmentBody(kept.externalId as string);
    const missing = adjustmentBody(`order-${randomUUID()}`);
    const batch = await postAdjustmentBatch(app, ws, key, { adjustments: [inBatch, other, missing] });
    expect(batch.statusCode).toBe(200);
    expect(batch.json().results.map((r: { status: string }) => r.status)).toEqual([
      'suppressed',
      'recorded',
      'not_found',
    ]);
    expect(batch.json().results[0]).toEqual({
      index: 0,
      status: 'suppressed',
      adjustmentId: inBatch.adjustmentId,
      externalId: event.externalId,
    });
    expect(batch.json().summary).toEqual({
      recorded: 1,
      alreadyReceived: 0,
      rejected: 0,
      notFound: 1,
      suppressed: 1,
    });
    const ids = [single.adjustmentId as string, inBatch.adjustmentId as string];
    // The single one is recorded below, once lifted: only the batch's stays refused for good.
    refused.push(inBatch.adjustmentId as string);
    expect(await storedFor(ids)).toEqual({ events: 0, adjustments: 0, outbox: 0 });
    expect(await redisKeysFor(ids)).toEqual([]);

    const checked = await postJson(app, key, `/v1/workspaces/${ws}/adjustments?validateOnly=true`, single);
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toEqual({
      status: 'valid',
      adjustmentId: single.adjustmentId,
      externalId: event.externalId,
      wouldBe: 'suppressed',
    });

    await lift(contactId);
    expect((await postAdjustment(app, ws, key, single)).statusCode).toBe(201);
  });

  it('validateOnly: wouldBe suppressed, single and batch (a repeat within the batch too); nothing stored or claimed', async () => {
    const contactId = newContact();
    await suppress(contactId);
    const body = eventBody({ contactId, campaignId });
    const single = await postJson(app, key, `/v1/workspaces/${ws}/events?validateOnly=true`, body);
    expect(single.statusCode).toBe(200);
    expect(single.json()).toEqual({ status: 'valid', externalId: body.externalId, wouldBe: 'suppressed' });
    const other = eventBody();
    const batch = await postJson(app, key, `/v1/workspaces/${ws}/events/batch?validateOnly=true`, {
      events: [body, other, body],
    });
    expect(batch.json().results.map((r: { wouldBe: string }) => r.wouldBe)).toEqual([
      'suppressed',
      'recorded',
      'suppressed',
    ]);
    expect(batch.json().summary).toEqual({ valid: 3, rejected: 0 });
    const ids = [body.externalId as string, other.externalId as string];
    refused.push(body.externalId as string);
    expect(await storedFor(ids)).toEqual({ events: 0, adjustments: 0, outbox: 0 });
    expect(await redisKeysFor(ids)).toEqual([]);
  });

  it('publishes nothing of what was suppressed: no recorded event or adjustment, no submission notice', async () => {
    // Then traffic that does go out: a recorded event and a duplicate's notice, after everything above.
    const marker = `supp-marker-${randomUUID().slice(0, 8)}`;
    const last = eventBody({ campaignId: marker });
    expect((await postEvent(app, ws, key, last)).statusCode).toBe(201);
    expect((await postEvent(app, ws, key, last)).statusCode).toBe(200);
    await app.get(OutboxRelay).drain();
    const kafka = app.get(KafkaService);
    const events = await consumeUntil(
      BROKERS,
      kafka.topic(TOPICS.recordedEvents),
      (seen) => seen.some((m) => m.value.externalId === last.externalId),
      60_000,
    );
    expect(events.some((m) => m.value.externalId === last.externalId)).toBe(true);
    expect(events.filter((m) => refused.includes(m.value.externalId as string))).toEqual([]);
    const adjustments = await consumeUntil(
      BROKERS,
      kafka.topic(TOPICS.recordedAdjustments),
      () => false,
      5_000,
    );
    expect(adjustments.filter((m) => refused.includes(m.value.adjustmentId as string))).toEqual([]);
    const notices = await consumeUntil(BROKERS, kafka.topic(TOPICS.submissionNotices), (seen) =>
      seen.some((m) => m.value.campaignId === marker),
    );
    expect(notices.some((m) => m.value.campaignId === marker)).toBe(true);
    expect(notices.filter((m) => m.value.campaignId === campaignId)).toEqual([]);
    expect(notices.filter((m) => refused.includes(m.value.externalId as string))).toEqual([]);
  });
});
