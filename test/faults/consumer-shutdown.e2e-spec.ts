import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Kafka, logLevel } from 'kafkajs';
import { DataSource } from 'typeorm';
import { CliEnv, loadEnv } from '@app/config';
import { TOPICS } from '@app/contracts';
import { schemaName } from '@app/database';
import { createWorkspaceWithKey } from '@app/testing';
import { eventBody, postBatch, putCampaign } from '../support/events';
import { startGateway } from '../support/gateway';
import { FAULT_LINE, Replica, spawnReplica } from '../support/replicas';
import { prepareStack } from '../support/services';
import { until } from '../support/wait';

/**
 * Graceful shutdown of a consumer (SIGTERM, as Kubernetes sends it): the replica finishes the work
 * in hand, commits it and leaves the group, so the replica after it repeats nothing. The signal is
 * sent at the worst moment: a chunk's effects are durable and its offsets not yet committed.
 */
describe('a consumer stopped with SIGTERM in the middle of a chunk', () => {
  const isolated = {
    DATABASE_SCHEMA_PREFIX: `${process.env.DATABASE_SCHEMA_PREFIX}shutdown_`,
    KAFKA_TOPIC_PREFIX: `${process.env.KAFKA_TOPIC_PREFIX}shutdown.`,
  };
  const env = loadEnv(CliEnv, { ...process.env, ...isolated });
  const admin = new Kafka({
    clientId: 'shutdown-test',
    brokers: env.KAFKA_BROKERS.split(','),
    logLevel: logLevel.NOTHING,
  }).admin();
  const replicas: Replica[] = [];
  let gateway: NestFastifyApplication;
  const EVENTS = 1000;

  beforeAll(async () => {
    await prepareStack(env);
    await admin.connect();
    gateway = await startGateway({ ...isolated, RATE_LIMIT_REQUESTS: '1000000' });
  }, 60_000);
  afterAll(async () => {
    for (const r of replicas) if (r.process.exitCode === null) r.process.kill('SIGKILL');
    await gateway?.close();
    await admin.disconnect();
  });

  it('finishes and commits the chunk in hand, then exits 0; the next replica repeats nothing', async () => {
    const { workspace, key } = await createWorkspaceWithKey(gateway);
    expect((await putCampaign(gateway, workspace.id, key.key, 'stop')).statusCode).toBe(201);
    for (let i = 0; i < EVENTS; i += 250) {
      const res = await postBatch(gateway, workspace.id, key.key, {
        events: Array.from({ length: 250 }, () => eventBody({ campaignId: 'stop' })),
      });
      expect(res.json().summary.recorded).toBe(250);
    }

    const first = await spawnReplica('attribution', { ...isolated, FAULT_PAUSE_BEFORE_COMMIT_MS: '2000' });
    replicas.push(first);
    first.signalOn = { on: FAULT_LINE, signal: 'SIGTERM' };
    let timer: NodeJS.Timeout | undefined;
    const code = await Promise.race([
      first.exited,
      new Promise((resolve) => (timer = setTimeout(() => resolve('still running after 30 s'), 30_000))),
    ]);
    clearTimeout(timer);
    expect({ code, output: code === 0 ? '' : first.output }).toEqual({ code: 0, output: '' });
    expect(first.output).toContain('SIGTERM received');

    // Everything it decided, it committed: the group's offsets cover exactly its decisions.
    const db = gateway.get(DataSource);
    const decisions = async () =>
      Number(
        (
          await db.query(
            `SELECT count(*)::int AS n FROM "${schemaName(isolated.DATABASE_SCHEMA_PREFIX, 'attribution')}".decisions`,
          )
        )[0].n,
      );
    const decidedByFirst = await decisions();
    expect(decidedByFirst).toBeGreaterThan(0);
    const group = `${isolated.KAFKA_TOPIC_PREFIX}attribution`;
    const recordedTopic = `${isolated.KAFKA_TOPIC_PREFIX}${TOPICS.recordedEvents.name}`;
    const [committed] = await admin.fetchOffsets({ groupId: group, topics: [recordedTopic] });
    const committedCount = committed.partitions.reduce((n, p) => n + Math.max(0, Number(p.offset)), 0);
    expect(committedCount).toBe(decidedByFirst);

    // The next replica takes over from those offsets and decides the rest, repeating nothing.
    replicas.push(await spawnReplica('attribution', isolated));
    expect(await until(decisions, (n) => n === EVENTS, 60_000)).toBe(EVENTS);
    // Decisions are published right after they are stored: wait for the last ones to arrive.
    const published = async () =>
      (
        await admin.fetchTopicOffsets(`${isolated.KAFKA_TOPIC_PREFIX}${TOPICS.attributionDecisions.name}`)
      ).reduce((n, p) => n + Number(p.high), 0);
    expect(await until(published, (n) => n >= EVENTS, 30_000)).toBe(EVENTS);
    await new Promise((r) => setTimeout(r, 1000));
    expect(await published()).toBe(EVENTS);
  }, 120_000);
});
