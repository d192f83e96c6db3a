import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Kafka, logLevel } from 'kafkajs';
import { randomUUID } from 'node:crypto';
import { CliEnv, loadEnv } from '@app/config';
import { RECORDED_EVENT_SCHEMA_VERSION, RECORDED_EVENT_TYPE, RecordedEventV1, TOPICS } from '@app/contracts';
import { createWorkspaceWithKey } from '@app/testing';
import { startAttribution } from '../support/attribution';
import { eventBody, postBatch, putCampaign } from '../support/events';
import { startGateway } from '../support/gateway';
import { startReportProjection } from '../support/report-projection';
import { prepareStack } from '../support/services';
import { ThrowawayPostgres } from '../support/throwaway';
import { until } from '../support/wait';

/**
 * Exactly-once effect (docs/architecture.md#guarantee-exactly-once-effect) through a dependency
 * outage: while Postgres is down, both consumers keep retrying the messages they cannot apply
 * (never dead-lettering them, never skipping them), and once it is back every total comes out
 * exact.
 */
describe('Postgres outage under the consumers (a throwaway Postgres cluster, stopped at once)', () => {
  let pg: ThrowawayPostgres;
  let gateway: NestFastifyApplication;
  let attribution: NestFastifyApplication;
  let projection: NestFastifyApplication;
  let isolated: Record<string, string>;
  let kafka: Kafka;
  let ws: string;
  let key: string;

  beforeAll(async () => {
    pg = await ThrowawayPostgres.start();
    isolated = {
      DATABASE_URL: pg.url,
      KAFKA_TOPIC_PREFIX: `${process.env.KAFKA_TOPIC_PREFIX}pgdown.`,
      KAFKA_SESSION_TIMEOUT_MS: '6000',
    };
    const env = loadEnv(CliEnv, { ...process.env, ...isolated });
    await prepareStack(env);
    kafka = new Kafka({
      clientId: 'pg-outage',
      brokers: env.KAFKA_BROKERS.split(','),
      logLevel: logLevel.NOTHING,
    });
    gateway = await startGateway({ ...isolated, RATE_LIMIT_REQUESTS: '100000' });
    attribution = await startAttribution(isolated);
    projection = await startReportProjection(isolated);
    const setup = await createWorkspaceWithKey(gateway);
    ws = setup.workspace.id;
    key = setup.key.key;
    expect((await putCampaign(gateway, ws, key, 'pg')).statusCode).toBe(201);
  }, 90_000);
  afterAll(async () => {
    await projection?.close();
    await attribution?.close();
    await gateway?.close();
    await pg.destroy();
  });

  const report = async () =>
    (
      await gateway.inject({
        method: 'GET',
        url: `/v1/workspaces/${ws}/campaigns/pg/report`,
        headers: { authorization: `Bearer ${key}` },
      })
    ).json();

  it('retries through the outage and then applies everything exactly once', async () => {
    const sent = await postBatch(gateway, ws, key, {
      events: Array.from({ length: 50 }, () =>
        eventBody({ campaignId: 'pg', valueMinor: 10, currency: 'EUR' }),
      ),
    });
    expect(sent.json().summary.recorded).toBe(50);
    expect((await until(report, (r) => r.received === 50)).received).toBe(50);

    await pg.stop();
    // Recorded events keep arriving on the topic (published before the outage, say).
    const producer = kafka.producer();
    await producer.connect();
    const now = new Date().toISOString();
    const events: RecordedEventV1[] = Array.from({ length: 200 }, (_, i) => ({
      eventId: randomUUID(),
      workspaceId: ws,
      externalId: `during-outage-${i}`,
      name: i % 2 === 0 ? 'order_paid' : 'page_view',
      occurredAt: now,
      receivedAt: now,
      contactId: `contact-${i}`,
      campaignId: 'pg',
      valueMinor: '10',
      currency: 'EUR',
    }));
    await producer.send({
      topic: `${isolated.KAFKA_TOPIC_PREFIX}${TOPICS.recordedEvents.name}`,
      messages: events.map((e) => ({
        key: `${ws}:${e.contactId}`,
        value: JSON.stringify(e),
        headers: {
          'event-id': e.eventId,
          'event-type': RECORDED_EVENT_TYPE,
          'schema-version': String(RECORDED_EVENT_SCHEMA_VERSION),
        },
      })),
    });
    await producer.disconnect();
    // Long enough for both consumers to fail and retry several times.
    await new Promise((r) => setTimeout(r, 8000));
    for (const app of [attribution, projection]) {
      const metrics = (await app.inject({ method: 'GET', url: '/metrics' })).body;
      expect(metrics).not.toMatch(/_dead_lettered_total\{[^}]*\} [1-9]/);
    }

    await pg.start();
    const final = await until(report, (r) => r.received >= 250, 60_000);
    expect(final).toMatchObject({
      received: 250,
      counted: 150,
      notCounted: { total: 100, byReason: { not_a_goal_event: 100 } },
      valueByCurrency: [{ currency: 'EUR', valueMinor: '1500' }],
    });
    const admin = kafka.admin();
    await admin.connect();
    for (const dlq of [TOPICS.attributionDeadLetter, TOPICS.reportProjectionDeadLetter]) {
      const offsets = await admin.fetchTopicOffsets(`${isolated.KAFKA_TOPIC_PREFIX}${dlq.name}`);
      expect({ dlq: dlq.name, high: offsets.map((o) => o.high) }).toEqual({ dlq: dlq.name, high: ['0'] });
    }
    await admin.disconnect();
  }, 120_000);
});
