import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Kafka, logLevel } from 'kafkajs';
import { DataSource } from 'typeorm';
import { CliEnv, loadEnv } from '@app/config';
import { TOPICS } from '@app/contracts';
import { schemaName } from '@app/database';
import { createWorkspaceWithKey } from '@app/testing';
import { eventBody, postBatch, putCampaign } from '../support/events';
import { startGateway } from '../support/gateway';
import { FAULT_LINE, Replica, spawnReplica, stableMembers } from '../support/replicas';
import { prepareStack } from '../support/services';
import { until } from '../support/wait';

/**
 * Exactly-once effect (docs/architecture.md#guarantee-exactly-once-effect) under the harshest
 * failure: two replicas of each consumer share the work of a stream of 4,000 events; in the
 * middle of it, one replica of each is killed (SIGKILL: no batch finished, no offset committed,
 * no goodbye to the group). The survivors take over its partitions and repeat what it had not
 * committed, and every total comes out exact.
 */
describe('two replicas of each consumer, one of each killed mid-stream', () => {
  const isolated = {
    DATABASE_SCHEMA_PREFIX: `${process.env.DATABASE_SCHEMA_PREFIX}crash_`,
    KAFKA_TOPIC_PREFIX: `${process.env.KAFKA_TOPIC_PREFIX}crash.`,
  };
  const env = loadEnv(CliEnv, { ...process.env, ...isolated });
  const admin = new Kafka({
    clientId: 'crash-test',
    brokers: env.KAFKA_BROKERS.split(','),
    logLevel: logLevel.NOTHING,
  }).admin();
  const replicas: Replica[] = [];
  let gateway: NestFastifyApplication;
  let ws: string;
  let key: string;

  const groupOf = (service: Replica['service']) => `${isolated.KAFKA_TOPIC_PREFIX}${service}`;
  const members = (service: Replica['service']) => stableMembers(admin, groupOf(service));

  beforeAll(async () => {
    await prepareStack(env);
    await admin.connect();

    gateway = await startGateway({ ...isolated, RATE_LIMIT_REQUESTS: '1000000' });
    const setup = await createWorkspaceWithKey(gateway);
    ws = setup.workspace.id;
    key = setup.key.key;
    const campaign = (id: string, body: Record<string, unknown>) => putCampaign(gateway, ws, key, id, body);
    expect((await campaign('every', { status: 'active' })).statusCode).toBe(201);
    expect((await campaign('once', { status: 'active', countingMode: 'once_per_contact' })).statusCode).toBe(
      201,
    );
    expect((await campaign('paused', { status: 'paused' })).statusCode).toBe(201);

    // One replica of each is the victim: it pauses between making a chunk's effects durable and
    // committing its offsets (logging a line first), so the test can kill it in exactly that window.
    for (const service of ['attribution', 'report-projection'] as const) {
      replicas.push(await spawnReplica(service, { ...isolated, FAULT_PAUSE_BEFORE_COMMIT_MS: '3000' }));
      replicas.push(await spawnReplica(service, isolated));
    }
    for (const service of ['attribution', 'report-projection'] as const) {
      expect(
        await until(
          () => members(service),
          (n) => n === 2,
          30_000,
        ),
      ).toBe(2);
    }
  }, 120_000);

  afterAll(async () => {
    for (const r of replicas) if (r.process.exitCode === null) r.process.kill('SIGKILL');
    await gateway?.close();
    await admin.disconnect();
  });

  it('loses nothing and counts nothing twice', async () => {
    // 4,000 events whose outcomes are known in advance, shuffled.
    const events = [
      ...Array.from({ length: 1500 }, () =>
        eventBody({ campaignId: 'every', valueMinor: 100, currency: 'EUR' }),
      ),
      ...Array.from({ length: 500 }, () => eventBody({ campaignId: 'every', name: 'page_view' })),
      // 200 contacts converting 5 times each: one conversion each counts.
      ...Array.from({ length: 1000 }, (_, i) =>
        eventBody({ campaignId: 'once', contactId: `once-${i % 200}`, valueMinor: 250, currency: 'USD' }),
      ),
      ...Array.from({ length: 500 }, () => eventBody({ campaignId: 'paused' })),
      ...Array.from({ length: 500 }, () => eventBody({ campaignId: undefined })),
    ].sort(() => Math.random() - 0.5);

    const report = async (campaign: string) =>
      (
        await gateway.inject({
          method: 'GET',
          url: `/v1/workspaces/${ws}/campaigns/${campaign}/report`,
          headers: { authorization: `Bearer ${key}` },
        })
      ).json();

    // Send in the background while the consumers work, and kill one replica of each in the
    // middle: some totals in, far from all, events still arriving.
    const sending = (async () => {
      for (let i = 0; i < events.length; i += 100) {
        const res = await postBatch(gateway, ws, key, { events: events.slice(i, i + 100) });
        expect(res.json().summary.recorded).toBe(100);
      }
    })();
    // The victims (spawned first) die at their third pause: two batches' effects durable and
    // committed before it, the third's durable but its offsets not committed, more still to come.
    // Counted per victim, not from the reports: one consumer can finish its share of a burst
    // while the other is still far behind, and a threshold read off the slower one then finds
    // the faster one with nothing left to pause on.
    const victims = (['attribution', 'report-projection'] as const).map((service) =>
      replicas.find((r) => r.service === service)!,
    );
    const pauses = (v: Replica) => v.output.split(FAULT_LINE).length - 1;
    const pausesAtKill = await Promise.all(
      victims.map(async (victim) => {
        await until(
          () => pauses(victim),
          (n) => n >= 2,
          60_000,
          20,
        );
        victim.signalOn = { on: FAULT_LINE, signal: 'SIGKILL' };
        await until(
          () => victim.process.signalCode,
          (signal) => signal === 'SIGKILL',
          60_000,
        );
        return pauses(victim);
      }),
    );
    await sending;
    // A victim not killed shows the end of its log, to tell why (no pause reached, or it exited).
    const tail = (v: Replica) =>
      v.process.signalCode === 'SIGKILL' ? '' : `exit ${v.process.exitCode}: ${v.output.slice(-3000)}`;
    expect(victims.map((v) => [v.service, v.process.signalCode, tail(v)])).toEqual([
      ['attribution', 'SIGKILL', ''],
      ['report-projection', 'SIGKILL', ''],
    ]);
    for (const n of pausesAtKill) expect(n).toBeGreaterThanOrEqual(3);

    const expected = {
      every: {
        received: 2000,
        counted: 1500,
        notCounted: { total: 500, byReason: { not_a_goal_event: 500 } },
        valueByCurrency: [{ currency: 'EUR', valueMinor: '150000' }],
      },
      once: {
        received: 1000,
        counted: 200,
        notCounted: { total: 800, byReason: { already_converted: 800 } },
        valueByCurrency: [{ currency: 'USD', valueMinor: '50000' }],
      },
      paused: {
        received: 500,
        counted: 0,
        notCounted: { total: 500, byReason: { campaign_not_active: 500 } },
        valueByCurrency: [],
      },
    };
    const final = await until(
      async () => ({
        every: await report('every'),
        once: await report('once'),
        paused: await report('paused'),
      }),
      (r) => r.every.received >= 2000 && r.once.received >= 1000 && r.paused.received >= 500,
      120_000,
    );
    for (const [campaign, totals] of Object.entries(expected)) {
      const got = final[campaign as keyof typeof final];
      // No adjustments here: net equals gross.
      expect({ campaign, ...got, daily: undefined, updatedAt: undefined, campaignId: undefined }).toEqual({
        campaign,
        ...totals,
        retracted: 0,
        netCounted: totals.counted,
        netValueByCurrency: totals.valueByCurrency,
      });
      expect(got.daily.reduce((n: number, d: { received: number }) => n + d.received, 0)).toBe(
        totals.received,
      );
    }

    // The attribution schema agrees: one decision per event, one conversion per counted event.
    const db = gateway.get(DataSource);
    const attribution = schemaName(isolated.DATABASE_SCHEMA_PREFIX, 'attribution');
    const [{ decisions, conversions }] = await db.query(
      `SELECT (SELECT count(*)::int FROM "${attribution}".decisions) AS decisions,
              (SELECT count(*)::int FROM "${attribution}".conversions) AS conversions`,
    );
    expect({ decisions, conversions }).toEqual({ decisions: 4000, conversions: 1700 });

    // The crash did make the survivors repeat work: decisions the victim had published but not
    // committed were decided (found stored) and published again.
    const published = await admin.fetchTopicOffsets(
      `${isolated.KAFKA_TOPIC_PREFIX}${TOPICS.attributionDecisions.name}`,
    );
    expect(published.reduce((n, p) => n + Number(p.high), 0)).toBeGreaterThan(4000);

    // Nothing was dead-lettered: the crash is not the messages' fault.
    for (const dlq of [TOPICS.attributionDeadLetter, TOPICS.reportProjectionDeadLetter]) {
      const offsets = await admin.fetchTopicOffsets(`${isolated.KAFKA_TOPIC_PREFIX}${dlq.name}`);
      expect({ dlq: dlq.name, high: offsets.map((o) => o.high) }).toEqual({ dlq: dlq.name, high: ['0'] });
    }
    // The survivors hold every partition now.
    for (const service of ['attribution', 'report-projection'] as const) {
      expect(
        await until(
          () => members(service),
          (n) => n === 1,
          30_000,
        ),
      ).toBe(1);
    }
  }, 240_000);
});
