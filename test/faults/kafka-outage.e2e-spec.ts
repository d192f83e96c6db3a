import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { CliEnv, loadEnv } from '@app/config';
import { TOPICS } from '@app/contracts';
import { KafkaService } from '@app/kafka';
import { createWorkspaceWithKey } from '@app/testing';
import { OutboxRelay } from '../../apps/gateway/src/outbox/outbox-relay.service';
import { eventBody, postBatch, postEvent } from '../support/events';
import { startGateway } from '../support/gateway';
import { prepareStack } from '../support/services';
import { consumeUntil } from '../support/kafka';
import { ThrowawayKafka } from '../support/throwaway';

/**
 * A Kafka outage does not fail ingestion, and loses nothing
 * (docs/architecture.md#guarantee-no-lost-events).
 */
describe('Kafka outage (a throwaway broker, stopped and restarted)', () => {
  let kafka: ThrowawayKafka;
  let app: NestFastifyApplication;
  let ws: string;
  let key: string;

  beforeAll(async () => {
    kafka = await ThrowawayKafka.start();
    // A schema of its own: the outbox and its leader lock are per schema, and the run's other
    // gateways (on the machine's broker) must not publish this test's events.
    const isolated = {
      KAFKA_BROKERS: kafka.brokers,
      DATABASE_SCHEMA_PREFIX: `${process.env.DATABASE_SCHEMA_PREFIX}kafka_`,
    };
    const env = loadEnv(CliEnv, { ...process.env, ...isolated });
    await prepareStack(env);
    app = await startGateway({ ...isolated, RATE_LIMIT_REQUESTS: '100000' });
    const setup = await createWorkspaceWithKey(app, ['events:write']);
    ws = setup.workspace.id;
    key = setup.key.key;
  }, 90_000);
  afterAll(async () => {
    await app.close();
    await kafka.destroy();
  });

  it('keeps answering 201 while Kafka is down; once it is back, every recorded event is on the topic', async () => {
    for (let i = 0; i < 10; i++) expect((await postEvent(app, ws, key, eventBody())).statusCode).toBe(201);
    await app.get(OutboxRelay).drain();

    await kafka.stop();
    const started = Date.now();
    for (let i = 0; i < 20; i++) expect((await postEvent(app, ws, key, eventBody())).statusCode).toBe(201);
    const batch = await postBatch(app, ws, key, { events: Array.from({ length: 100 }, () => eventBody()) });
    expect(batch.json().summary.recorded).toBe(100);
    expect(Date.now() - started).toBeLessThan(10_000); // ingestion does not wait on Kafka

    const db = app.get(DataSource);
    const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM outbox`);
    expect(n).toBeGreaterThanOrEqual(120);
    // The relay's failed sends and the backlog show in the metrics (kafkajs retries a while first).
    let metrics = '';
    for (let i = 0; i < 100; i++) {
      metrics = (await app.inject({ method: 'GET', url: '/metrics' })).body;
      if (
        /outbox_failures_total\{stage="kafka"\} [1-9]/.test(metrics) &&
        /outbox_backlog_events (1[2-9]\d|[2-9]\d\d)/.test(metrics)
      )
        break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(metrics).toMatch(/outbox_failures_total\{stage="kafka"\} [1-9]/);
    expect(metrics).toMatch(/outbox_backlog_events (1[2-9]\d|[2-9]\d\d)/);
    expect(metrics).toMatch(/outbox_backlog_oldest_age_seconds [1-9]/);

    await kafka.start();
    await app.get(OutboxRelay).drain(60_000);

    const recorded: { id: string }[] = await db.query(`SELECT id FROM events WHERE workspace_id = $1`, [ws]);
    expect(recorded).toHaveLength(130);
    const topic = app.get(KafkaService).topic(TOPICS.recordedEvents);
    const wanted = new Set(recorded.map((r) => r.id));
    const messages = await consumeUntil(kafka.brokers, topic, (seen) => {
      const ids = new Set(seen.map((m) => m.value.eventId));
      return [...wanted].every((id) => ids.has(id));
    });
    const published = new Set(
      messages.filter((m) => m.value.workspaceId === ws).map((m) => m.value.eventId as string),
    );
    expect([...published].sort()).toEqual([...wanted].sort());
    // Its own waits (the relay's backlog metrics, a broker restart, a drain of up to 60 s) run
    // past jest's default 30 s on a slow start of the throwaway broker; 39 s was seen in CI.
  }, 120_000);
});
