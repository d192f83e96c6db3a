import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { CliEnv, loadEnv } from '@app/config';
import { RecordedAdjustmentV1, TOPICS } from '@app/contracts';
import { schemaName } from '@app/database';
import { createWorkspaceWithKey } from '@app/testing';
import {
  readAdjustedEvent,
  recordedRestatement,
  recordedRetraction,
} from '../support/attribution-adjustments';
import { eventBody, postBatch, putCampaign } from '../support/events';
import { startGateway } from '../support/gateway';
import { ConsumedMessage, consumeUntil } from '../support/kafka';
import { publishRecordedAdjustments } from '../support/recorded-adjustments';
import { FAULT_LINE, Replica, spawnReplica } from '../support/replicas';
import { prepareStack } from '../support/services';
import { until } from '../support/wait';

/**
 * Exactly-once effect of adjustments (docs/attribution.md#exactly-once) across a crash at the
 * worst moment: an attribution replica makes a chunk of adjustments durable and publishes their
 * outcomes, then is killed (SIGKILL) before committing its offsets. The replica that takes over
 * reads the same adjustments again: it finds their outcomes, changes no conversion a second time
 * and publishes the very same outcomes again.
 */
describe('attribution killed between deciding adjustments and committing', () => {
  const isolated = {
    DATABASE_SCHEMA_PREFIX: `${process.env.DATABASE_SCHEMA_PREFIX}adjcrash_`,
    KAFKA_TOPIC_PREFIX: `${process.env.KAFKA_TOPIC_PREFIX}adjcrash.`,
  };
  const env = loadEnv(CliEnv, { ...process.env, ...isolated });
  const brokers = env.KAFKA_BROKERS;
  const replicas: Replica[] = [];
  let gateway: NestFastifyApplication;
  let ws: string;
  let key: string;

  beforeAll(async () => {
    await prepareStack(env);
    gateway = await startGateway({ ...isolated, RATE_LIMIT_REQUESTS: '100000' });
    const setup = await createWorkspaceWithKey(gateway);
    ws = setup.workspace.id;
    key = setup.key.key;
    expect((await putCampaign(gateway, ws, key, 'active')).statusCode).toBe(201);
  }, 60_000);
  afterAll(async () => {
    for (const r of replicas) if (r.process.exitCode === null) r.process.kill('SIGKILL');
    await gateway?.close();
  });

  const attribution = schemaName(isolated.DATABASE_SCHEMA_PREFIX, 'attribution');
  const db = () => gateway.get(DataSource);
  const topic = (t: (typeof TOPICS)[keyof typeof TOPICS]) => `${isolated.KAFKA_TOPIC_PREFIX}${t.name}`;
  const byId = (messages: ConsumedMessage[]) => {
    const map = new Map<string, ConsumedMessage[]>();
    for (const m of messages) map.set(m.value.id as string, [...(map.get(m.value.id as string) ?? []), m]);
    return map;
  };

  it('leaves every outcome and conversion exact, and republishes the same outcomes', async () => {
    // Between every chunk's effects and its commit, the victim pauses (after logging FAULT_LINE).
    const victim = await spawnReplica('attribution', { ...isolated, FAULT_PAUSE_BEFORE_COMMIT_MS: '3000' });
    replicas.push(victim);

    const res = await postBatch(gateway, ws, key, {
      events: Array.from({ length: 20 }, () => eventBody({ campaignId: 'active', valueMinor: 1000 })),
    });
    const ids: string[] = res.json().results.map((r: { id: string }) => r.id);
    const decided = await until(
      async () =>
        (await db().query(`SELECT count(*)::int AS n FROM "${attribution}".decisions`))[0].n as number,
      (n) => n === 20,
      60_000,
    );
    expect(decided).toBe(20);
    // Past the decisions' pause: the next pause is the adjustments' chunk.
    await new Promise((r) => setTimeout(r, 3500));

    const events = await Promise.all(ids.map((id) => readAdjustedEvent(gateway, ws, key, id)));
    const start = Date.now();
    // Per event: restate to 600, then retract (even) or retract, then restate (odd).
    const adjustments: RecordedAdjustmentV1[] = events.flatMap((e, i) => {
      const pair = [recordedRestatement(ws, e, '600'), recordedRetraction(ws, e)];
      return (i % 2 === 0 ? pair : pair.reverse()).map((a, j) => ({
        ...a,
        receivedAt: new Date(start + 2 * i + j).toISOString(),
      }));
    });
    victim.signalOn = { on: FAULT_LINE, signal: 'SIGKILL' };
    await publishRecordedAdjustments(gateway, adjustments);
    await until(
      () => victim.process.signalCode,
      (signal) => signal === 'SIGKILL',
      60_000,
    );
    expect(victim.process.signalCode).toBe('SIGKILL');
    // Killed after publishing: outcomes are out, offsets are not committed.
    const stored = async () =>
      (
        await db().query(
          `SELECT count(*)::int AS n FROM "${attribution}".adjustment_decisions WHERE applied IS NOT NULL`,
        )
      )[0].n as number;
    const beforeRestart = await stored();
    expect(beforeRestart).toBeGreaterThan(0);

    replicas.push(await spawnReplica('attribution', isolated));
    expect(await until(stored, (n) => n === 40, 60_000)).toBe(40);

    const rows: { event_id: string; reason: string; net: string | null; received_at: Date }[] =
      await db().query(
        `SELECT event_id, reason, net_value_minor::text AS net, received_at
         FROM "${attribution}".adjustment_decisions ORDER BY event_id, received_at`,
      );
    const expected = events.flatMap((e, i) =>
      i % 2 === 0
        ? [
            [e.eventId, 'applied', '600'],
            [e.eventId, 'applied', '0'],
          ]
        : [
            [e.eventId, 'applied', '0'],
            [e.eventId, 'already_retracted', null],
          ],
    );
    // Per event in the order received (rows come ordered by event id, then received_at).
    const byEvent = [...expected].sort((a, b) => (String(a[0]) < String(b[0]) ? -1 : a[0] === b[0] ? 0 : 1));
    expect(rows.map((r) => [r.event_id, r.reason, r.net])).toEqual(byEvent);
    const conversions: { net: string; retracted: boolean }[] = await db().query(
      `SELECT net_value_minor::text AS net, retracted_at IS NOT NULL AS retracted FROM "${attribution}".conversions`,
    );
    expect(conversions).toHaveLength(20);
    expect(conversions.every((c) => c.net === '0' && c.retracted)).toBe(true);

    // Published again by the survivor, the same each time: every outcome, the applied on both topics.
    // (The victim's copies, then the survivor's: more messages than outcomes.)
    const outcomes = byId(
      await consumeUntil(
        brokers,
        topic(TOPICS.adjustmentDecisions),
        (seen) => seen.length > 40 && byId(seen).size === 40,
        30_000,
      ),
    );
    expect(outcomes.size).toBe(40);
    expect([...outcomes.values()].some((copies) => copies.length > 1)).toBe(true);
    for (const copies of outcomes.values()) for (const c of copies) expect(c.value).toEqual(copies[0].value);
    const applied = adjustments.filter((_, k) => !(Math.floor(k / 2) % 2 === 1 && k % 2 === 1));
    const adjusted = byId(
      await consumeUntil(brokers, topic(TOPICS.conversionAdjustments), () => false, 8000),
    );
    expect([...adjusted.keys()].sort()).toEqual(applied.map((a) => a.id).sort());
    for (const copies of adjusted.values()) for (const c of copies) expect(c.value).toEqual(copies[0].value);
  }, 180_000);
});
