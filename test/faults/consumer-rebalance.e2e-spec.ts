import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Kafka, logLevel } from 'kafkajs';
import { DataSource } from 'typeorm';
import { CliEnv, loadEnv } from '@app/config';
import { TOPICS } from '@app/contracts';
import { schemaName } from '@app/database';
import { createWorkspaceWithKey } from '@app/testing';
import { eventBody, postBatch, putCampaign } from '../support/events';
import { startGateway } from '../support/gateway';
import { Replica, spawnReplica, stableMembers } from '../support/replicas';
import { prepareStack } from '../support/services';
import { freePort } from '../support/throwaway';
import { until } from '../support/wait';

/**
 * Scaling out while events flow (docs/kafka-contracts.md#partitions: each consumer scales to as
 * many replicas as the topic has partitions): one replica of each consumer is working through a
 * stream of events when a second one joins. The group rebalances under load (partitions revoked
 * from the first in the middle of its fetches, handed to the second), no process dies, and every
 * total comes out exact with nothing dead-lettered; the newcomer did a share of the work.
 */
describe('a second replica of each consumer joins while events flow', () => {
  const isolated = {
    DATABASE_SCHEMA_PREFIX: `${process.env.DATABASE_SCHEMA_PREFIX}rebal_`,
    KAFKA_TOPIC_PREFIX: `${process.env.KAFKA_TOPIC_PREFIX}rebal.`,
  };
  const env = loadEnv(CliEnv, { ...process.env, ...isolated });
  const admin = new Kafka({
    clientId: 'rebalance-test',
    brokers: env.KAFKA_BROKERS.split(','),
    logLevel: logLevel.NOTHING,
  }).admin();
  const replicas: Replica[] = [];
  let gateway: NestFastifyApplication;
  let ws: string;
  let key: string;
  const EVENTS = 3000;

  const PORT_VARS = {
    attribution: 'ATTRIBUTION_PORT',
    'report-projection': 'REPORT_PROJECTION_PORT',
    'webhook-dispatcher': 'WEBHOOK_DISPATCHER_PORT',
  };
  const METRICS = {
    attribution: 'attribution',
    'report-projection': 'projection',
    'webhook-dispatcher': 'webhook_dispatcher',
  };
  const ports = new Map<Replica, number>();
  const start = async (service: Replica['service']) => {
    const port = await freePort();
    const replica = await spawnReplica(service, { ...isolated, [PORT_VARS[service]]: String(port) });
    replicas.push(replica);
    ports.set(replica, port);
    return replica;
  };
  const members = (service: Replica['service']) =>
    stableMembers(admin, `${isolated.KAFKA_TOPIC_PREFIX}${service}`);
  /** Messages a replica made durable, from its own /metrics (all topics). */
  const processedBy = async (replica: Replica) => {
    const text = await (await fetch(`http://127.0.0.1:${ports.get(replica)}/metrics`)).text();
    const name = `${METRICS[replica.service]}_messages_processed_total`;
    return text
      .split('\n')
      .filter((line) => line.startsWith(`${name}{`))
      .reduce((n, line) => n + Number(line.split(' ').pop()), 0);
  };

  beforeAll(async () => {
    await prepareStack(env);
    await admin.connect();
    gateway = await startGateway({ ...isolated, RATE_LIMIT_REQUESTS: '1000000' });
    const setup = await createWorkspaceWithKey(gateway);
    ws = setup.workspace.id;
    key = setup.key.key;
    expect((await putCampaign(gateway, ws, key, 'scale')).statusCode).toBe(201);
    for (const service of ['attribution', 'report-projection'] as const) await start(service);
  }, 120_000);

  afterAll(async () => {
    for (const r of replicas) if (r.process.exitCode === null) r.process.kill('SIGKILL');
    await gateway?.close();
    await admin.disconnect();
  });

  it('rebalances under load without losing, repeating into totals or dead-lettering anything', async () => {
    const report = async () =>
      (
        await gateway.inject({
          method: 'GET',
          url: `/v1/workspaces/${ws}/campaigns/scale/report`,
          headers: { authorization: `Bearer ${key}` },
        })
      ).json();

    // A steady stream: batches of 50 every 150 ms or so, 3,000 events in all (a quarter not counted).
    let sent = 0;
    const sending = (async () => {
      for (let i = 0; i < EVENTS; i += 50) {
        const events = Array.from({ length: 50 }, (_, j) =>
          eventBody({
            campaignId: 'scale',
            name: (i + j) % 4 === 0 ? 'page_view' : 'order_paid',
            valueMinor: 10,
            currency: 'EUR',
          }),
        );
        const res = await postBatch(gateway, ws, key, { events });
        expect({ status: res.statusCode, recorded: res.json().summary?.recorded }).toEqual({
          status: 200,
          recorded: 50,
        });
        sent += 50;
        await new Promise((r) => setTimeout(r, 150));
      }
    })();

    // Once the first replicas are well into the stream, the second ones join.
    const joinedAt = await until(
      async () => (await report()).received ?? 0,
      (n) => n >= 300,
      60_000,
    );
    expect(joinedAt).toBeGreaterThanOrEqual(300);
    const newcomers = await Promise.all([start('attribution'), start('report-projection')]);
    for (const service of ['attribution', 'report-projection'] as const) {
      expect(
        await until(
          () => members(service),
          (n) => n === 2,
          30_000,
        ),
      ).toBe(2);
    }
    // The rebalance happened under load, not after it.
    expect(sent).toBeLessThan(EVENTS);
    await sending;

    const final = await until(
      report,
      (r) => r.received >= EVENTS && r.counted + r.notCounted.total >= EVENTS,
      90_000,
    );
    expect(final).toMatchObject({
      received: EVENTS,
      counted: 2250,
      notCounted: { total: 750, byReason: { not_a_goal_event: 750 } },
      valueByCurrency: [{ currency: 'EUR', valueMinor: '22500' }],
    });
    const db = gateway.get(DataSource);
    const attribution = schemaName(isolated.DATABASE_SCHEMA_PREFIX, 'attribution');
    const [{ decisions, conversions }] = await db.query(
      `SELECT (SELECT count(*)::int FROM "${attribution}".decisions) AS decisions,
              (SELECT count(*)::int FROM "${attribution}".conversions) AS conversions`,
    );
    expect({ decisions, conversions }).toEqual({ decisions: EVENTS, conversions: 2250 });

    for (const dlq of [TOPICS.attributionDeadLetter, TOPICS.reportProjectionDeadLetter]) {
      const offsets = await admin.fetchTopicOffsets(`${isolated.KAFKA_TOPIC_PREFIX}${dlq.name}`);
      expect({ dlq: dlq.name, high: offsets.map((o) => o.high) }).toEqual({ dlq: dlq.name, high: ['0'] });
    }
    // The newcomers took a share of the work, and nobody crashed or restarted.
    for (const replica of newcomers) {
      expect({ service: replica.service, processed: (await processedBy(replica)) > 0 }).toEqual({
        service: replica.service,
        processed: true,
      });
    }
    for (const replica of replicas) {
      expect({ service: replica.service, exitCode: replica.process.exitCode }).toEqual({
        service: replica.service,
        exitCode: null,
      });
      expect(replica.output).not.toContain('consumer crashed');
    }
  }, 240_000);
});
