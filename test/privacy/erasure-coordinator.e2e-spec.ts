import { NestFastifyApplication } from '@nestjs/platform-fastify';
import Ajv from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import {
  CONTACT_ERASED_TYPE,
  CONTACT_ERASED_V1_SCHEMA,
  ERASURE_COMMAND_TYPE,
  ERASURE_COMMAND_V1_SCHEMA,
  TOPICS,
} from '@app/contracts';
import { CliEnv, loadEnv } from '@app/config';
import { KafkaService } from '@app/kafka';
import { RedisService } from '@app/redis';
import { createWorkspaceWithKey, LogCapture } from '@app/testing';
import { OutboxRelay } from '../../apps/gateway/src/outbox/outbox-relay.service';
import { ErasureMarkersRepository } from '../../apps/gateway/src/privacy/erasure-markers.repository';
import { contactErasedEventId } from '../../apps/gateway/src/privacy/erasure-messages.publisher';
import { ERASURE_SETTINGS, ErasureSettings } from '../../apps/gateway/src/privacy/privacy-settings';
import { DedupeClaimsRepository } from '../../apps/gateway/src/recording/dedupe-claims.repository';
import { postAdjustment, retractionBody, adjustmentBody } from '../support/adjustments';
import { eventBody, postEvent } from '../support/events';
import { startGateway } from '../support/gateway';
import { prepareStack } from '../support/services';
import { consumeUntil, ConsumedMessage } from '../support/kafka';
import {
  coordinatorPass,
  getJson,
  MANUAL_ERASURE_ENV,
  postErasure,
  recordConsumerErasure,
} from '../support/privacy';
import { createTestKey } from '../support/test-mode';

/**
 * The erasure coordinator (docs/privacy.md#erasure) against real Postgres, Redis and Kafka: it
 * publishes the command (and again while a service has not completed), erases the gateway's own
 * rows and Redis markers of the contacts (and no one else's) with exact counts, also across a
 * crash, waits for every consumer service's record, then publishes one contact.erased per contact
 * and keeps no contactId. The consumer services' records are written here, as each would.
 *
 * Its own schemas and topics: every gateway of a run shares one coordinator lock per schema, so
 * another spec's gateway would otherwise take this spec's requests through at its own pace.
 */
describe('erasure coordinator', () => {
  let app: NestFastifyApplication;
  let db: DataSource;
  let ws: string;
  let key: string;
  let testKey: string;
  const logs = new LogCapture();
  const isolated = {
    DATABASE_SCHEMA_PREFIX: `${process.env.DATABASE_SCHEMA_PREFIX}erasure_`,
    KAFKA_TOPIC_PREFIX: `${process.env.KAFKA_TOPIC_PREFIX}erasure.`,
  };
  const brokers = process.env.KAFKA_BROKERS ?? '127.0.0.1:9092';
  const ajv = addFormats(new Ajv({ strict: true }));

  beforeAll(async () => {
    await prepareStack(loadEnv(CliEnv, { ...process.env, ...isolated }));
    app = await startGateway(
      { ...isolated, ...MANUAL_ERASURE_ENV, ERASURE_COMMAND_REPUBLISH_MS: '1000' },
      logs,
    );
    db = app.get(DataSource);
    const setup = await createWorkspaceWithKey(app);
    ws = setup.workspace.id;
    key = setup.key.key;
    testKey = await createTestKey(app, ws, ['events:write', 'events:read']);
  }, 60_000);
  afterAll(async () => app.close());

  /** A contact's recorded events and adjustments, and the Redis keys of their markers. */
  async function recordContact(
    contactId: string,
    counts: { live: number; test?: number; adjusted?: number },
  ): Promise<{ eventIds: string[]; adjustmentIds: string[]; markerKeys: string[] }> {
    const claims = app.get(DedupeClaimsRepository);
    const eventIds: string[] = [];
    const adjustmentIds: string[] = [];
    const markerKeys: string[] = [];
    const externalIds: { externalId: string; test: boolean; sender: string }[] = [];
    for (const [n, test, sender] of [
      [counts.live, false, key],
      [counts.test ?? 0, true, testKey],
    ] as const) {
      for (let i = 0; i < n; i++) {
        const body = eventBody({ contactId });
        const res = await postEvent(app, ws, sender, body);
        expect(res.statusCode).toBe(201);
        eventIds.push(res.json().id);
        externalIds.push({ externalId: body.externalId as string, test, sender });
        markerKeys.push(claims.key(ws, body.externalId as string, test));
      }
    }
    for (let i = 0; i < (counts.adjusted ?? 0); i++) {
      // From the last event back, so that a test event gets a test adjustment.
      const { externalId, test, sender } = externalIds[externalIds.length - 1 - (i % externalIds.length)];
      const body = i % 2 ? retractionBody(externalId) : adjustmentBody(externalId);
      const res = await postAdjustment(app, ws, sender, body);
      expect(res.statusCode).toBe(201);
      adjustmentIds.push(res.json().id);
      markerKeys.push(claims.adjustmentKey(ws, body.adjustmentId as string, test));
    }
    await app.get(OutboxRelay).drain();
    return { eventIds, adjustmentIds, markerKeys };
  }

  const prefix = isolated.DATABASE_SCHEMA_PREFIX;
  const redis = () => app.get(RedisService).client;
  const existing = async (keys: string[]) =>
    (await Promise.all(keys.map((k) => redis().exists(k)))).filter((n) => n === 1).length;
  const rowsOf = async (eventIds: string[], adjustmentIds: string[]) => {
    const [row] = await db.query(
      `SELECT (SELECT count(*)::int FROM events WHERE id = ANY($1::uuid[])) AS events,
              (SELECT count(*)::int FROM adjustments WHERE id = ANY($2::uuid[])) AS adjustments`,
      [eventIds, adjustmentIds],
    );
    return row;
  };
  const erasure = async (id: string) =>
    (await getJson(app, key, `/v1/workspaces/${ws}/erasure-requests/${id}`)).json();
  const metric = async (name: string, labels: string) => {
    const text = (await app.inject({ method: 'GET', url: '/metrics' })).body;
    const prefix = labels ? `${name}{${labels}} ` : `${name} `;
    const line = text.split('\n').find((l) => l.startsWith(prefix));
    return line ? Number(line.split(' ').pop()) : 0;
  };
  const ofRequest = (id: string) => (m: ConsumedMessage) => m.key === `${ws}:${id}`;

  it('erases the contact everywhere in the gateway, publishes the command until every service completed, then contact.erased once', async () => {
    const erased = `erased-${randomUUID()}`;
    const kept = `kept-${randomUUID()}`;
    const mine = await recordContact(erased, { live: 3, test: 1, adjusted: 2 });
    const theirs = await recordContact(kept, { live: 2, adjusted: 1 });
    expect(await existing(mine.markerKeys)).toBe(6);
    const erasedBefore = await metric('erasure_gateway_rows_erased_total', 'table="events"');

    const accepted = await postErasure(app, ws, key, { contactIds: [erased] });
    expect(accepted.statusCode).toBe(202);
    const id: string = accepted.json().id;

    expect(await coordinatorPass(app)).toBe('worked');
    const running = await erasure(id);
    expect(running).toMatchObject({
      status: 'running',
      completedAt: null,
      services: {
        gateway: {
          status: 'completed',
          removed: { events: 4, adjustments: 2, outbox: 0, redisMarkers: 6 },
          completedAt: expect.any(String),
        },
        attribution: { status: 'pending', removed: {}, completedAt: null },
        reportProjection: { status: 'pending' },
        webhookDispatcher: { status: 'pending' },
      },
    });
    // The contact's rows and markers are gone, live and test; the other contact's are all there.
    expect(await rowsOf(mine.eventIds, mine.adjustmentIds)).toEqual({ events: 0, adjustments: 0 });
    expect(await existing(mine.markerKeys)).toBe(0);
    expect(await rowsOf(theirs.eventIds, theirs.adjustmentIds)).toEqual({ events: 2, adjustments: 1 });
    expect(await existing(theirs.markerKeys)).toBe(3);
    expect((await metric('erasure_gateway_rows_erased_total', 'table="events"')) - erasedBefore).toBe(4);

    // The command, with the headers every platform message carries, valid against its schema.
    const kafka = app.get(KafkaService);
    const [command] = (
      await consumeUntil(
        brokers,
        kafka.topic(TOPICS.erasureCommands),
        (seen) => seen.some(ofRequest(id)),
        60_000,
      )
    ).filter(ofRequest(id));
    expect(ajv.validate(ERASURE_COMMAND_V1_SCHEMA, command.value)).toBe(true);
    expect(command.value).toEqual({
      requestId: id,
      workspaceId: ws,
      contactIds: [erased],
      requestedAt: accepted.json().requestedAt,
    });
    expect(command.headers).toMatchObject({
      'event-id': id,
      'event-type': ERASURE_COMMAND_TYPE,
      'schema-version': '1',
      traceparent: expect.stringMatching(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/),
    });

    // Two services done, one still at work: the request waits, and the command goes out again.
    await recordConsumerErasure(
      db,
      'attribution',
      id,
      ws,
      { decisions: 4, conversions: 3 },
      new Date(),
      prefix,
    );
    await recordConsumerErasure(db, 'reportProjection', id, ws, { event_outcomes: 4 }, new Date(), prefix);
    await recordConsumerErasure(db, 'webhookDispatcher', id, ws, { messages: 2 }, null, prefix);
    await new Promise((r) => setTimeout(r, 1100)); // ERASURE_COMMAND_REPUBLISH_MS
    expect(await coordinatorPass(app)).toBe('worked');
    expect(await erasure(id)).toMatchObject({
      status: 'running',
      services: {
        attribution: { status: 'completed', removed: { decisions: 4, conversions: 3 } },
        reportProjection: { status: 'completed' },
        webhookDispatcher: { status: 'running', removed: { messages: 2 }, completedAt: null },
      },
    });
    const commands = (
      await consumeUntil(
        brokers,
        kafka.topic(TOPICS.erasureCommands),
        (seen) => seen.filter(ofRequest(id)).length >= 2,
        60_000,
      )
    ).filter(ofRequest(id));
    expect(commands.map((m) => m.headers['event-id'])).toEqual([id, id]);

    const lastDone = new Date(Date.now() + 1000);
    await recordConsumerErasure(
      db,
      'webhookDispatcher',
      id,
      ws,
      { messages: 2, deliveries: 2 },
      lastDone,
      prefix,
    );
    expect(await coordinatorPass(app)).toBe('worked');
    const done = await erasure(id);
    expect(done).toMatchObject({
      status: 'completed',
      completedAt: expect.any(String),
      services: {
        gateway: { status: 'completed', removed: { events: 4, adjustments: 2, outbox: 0, redisMarkers: 6 } },
        webhookDispatcher: { status: 'completed', removed: { messages: 2, deliveries: 2 } },
      },
      error: null,
    });
    const [row] = await db.query(
      `SELECT contact_ids AS "contactIds", notices_published_at AS "noticesPublishedAt" FROM erasure_requests WHERE id = $1`,
      [id],
    );
    expect(row).toEqual({ contactIds: null, noticesPublishedAt: expect.any(Date) });
    // Nothing is left to do: further passes publish nothing more.
    expect(await coordinatorPass(app)).toBe('idle');

    const notices = (
      await consumeUntil(
        brokers,
        kafka.topic(TOPICS.erasures),
        () => false, // read all there is, to see that it was published once
        8000,
      )
    ).filter((m) => m.value.erasureId === id);
    expect(notices).toHaveLength(1);
    expect(ajv.validate(CONTACT_ERASED_V1_SCHEMA, notices[0].value)).toBe(true);
    expect(notices[0].key).toBe(`${ws}:${erased}`);
    expect(notices[0].value).toEqual({
      erasureId: id,
      workspaceId: ws,
      contactId: erased,
      requestedAt: accepted.json().requestedAt,
      erasedAt: lastDone.toISOString(), // the last service to finish
    });
    expect(notices[0].headers).toMatchObject({
      'event-id': contactErasedEventId(id, erased),
      'event-type': CONTACT_ERASED_TYPE,
      'schema-version': '1',
    });
    // The coordinator logged the request and its counts, never the contact.
    expect(logs.text).toContain(`erasure request ${id} completed`);
    expect(logs.text).not.toContain(erased);
    expect(contactErasedEventId(id, erased)).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  }, 180_000);

  it('resumes after a crash with exact counts: mid-way through the batches, and between Redis and Postgres', async () => {
    const settings = app.get<ErasureSettings>(ERASURE_SETTINGS);
    const batchSize = settings.batchSize;
    settings.batchSize = 2;
    try {
      const contactId = `crash-${randomUUID()}`;
      const recorded = await recordContact(contactId, { live: 5, adjusted: 3 });
      const id: string = (await postErasure(app, ws, key, { contactIds: [contactId] })).json().id;

      // One batch, then the process "dies": two adjustments and their markers, counted together.
      expect(await coordinatorPass(app, { maxBatches: 1 })).toBe('worked');
      expect((await erasure(id)).services.gateway).toEqual({
        status: 'running',
        removed: { events: 0, adjustments: 2, outbox: 0, redisMarkers: 2 },
        completedAt: null,
      });
      expect(await rowsOf(recorded.eventIds, recorded.adjustmentIds)).toEqual({ events: 5, adjustments: 1 });

      // The next runner dies after erasing some markers in Redis, before its delete committed.
      const claims = app.get(DedupeClaimsRepository);
      const [{ externalId, id: eventId }] = await db.query(
        `SELECT id, external_id AS "externalId" FROM events WHERE id = ANY($1::uuid[]) LIMIT 1`,
        [recorded.eventIds],
      );
      expect(
        await app
          .get(ErasureMarkersRepository)
          .erase(id, [{ key: claims.key(ws, externalId), rowId: eventId }]),
      ).toBe(3);

      // The next runner (here, the same process) takes the request from where it stood.
      expect(await coordinatorPass(app)).toBe('worked');
      expect((await erasure(id)).services.gateway).toEqual({
        status: 'completed',
        removed: { events: 5, adjustments: 3, outbox: 0, redisMarkers: 8 },
        completedAt: expect.any(String),
      });
      expect(await rowsOf(recorded.eventIds, recorded.adjustmentIds)).toEqual({ events: 0, adjustments: 0 });
      expect(await existing(recorded.markerKeys)).toBe(0);
    } finally {
      settings.batchSize = batchSize;
    }
  }, 120_000);

  it('the outbox relay drops a row whose event or adjustment was erased, and publishes the rows after it', async () => {
    const skippedBefore = await metric('outbox_erased_rows_skipped_total', '');
    await db.query(`INSERT INTO outbox (event_id) VALUES ($1)`, [randomUUID()]);
    await db.query(`INSERT INTO outbox (adjustment_id) VALUES ($1)`, [randomUUID()]);
    const res = await postEvent(app, ws, key, eventBody());
    expect(res.statusCode).toBe(201);
    await app.get(OutboxRelay).drain();
    const eventId = res.json().id;
    const published = await consumeUntil(
      brokers,
      app.get(KafkaService).topic(TOPICS.recordedEvents),
      (seen) => seen.some((m) => m.value.eventId === eventId),
      60_000,
    );
    expect(published.filter((m) => m.value.eventId === eventId)).toHaveLength(1);
    // This process's relay skipped them, unless another gateway of the run leads the relay.
    if ((await metric('outbox_relay_leader', '')) === 1)
      expect((await metric('outbox_erased_rows_skipped_total', '')) - skippedBefore).toBe(2);
  }, 120_000);
});
