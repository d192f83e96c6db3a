import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { CliEnv, loadEnv } from '@app/config';
import { schemaName } from '@app/database';
import { eventMessageId } from '@app/webhooks';
import { createWorkspaceWithKey } from '@app/testing';
import { eventBody, postBatch } from '../support/events';
import { startGateway } from '../support/gateway';
import { Replica, spawnReplica } from '../support/replicas';
import { prepareStack } from '../support/services';
import { until } from '../support/wait';
import { LOOPBACK_CIDRS, TEST_DELIVERY_TIMINGS, WebhookEndpoints } from '../support/webhook-dispatcher';
import { WebhookReceiver } from '../support/webhook-receiver';

/**
 * Delivery at least once (docs/architecture.md#guarantee-exactly-once-effect), under the harshest failure: the dispatcher is
 * killed (SIGKILL: attempts in flight, claims held, nothing said to anyone) in the middle of
 * 2,000 deliveries, and started again. The claims of the dead process come due again when their
 * lease ends; every message is delivered at least once, every delivery row ends delivered, and
 * no message is made twice.
 */
describe('the webhook dispatcher killed in the middle of 2,000 deliveries', () => {
  const EVENTS = 2000;
  const isolated = {
    DATABASE_SCHEMA_PREFIX: `${process.env.DATABASE_SCHEMA_PREFIX}whcrash_`,
    KAFKA_TOPIC_PREFIX: `${process.env.KAFKA_TOPIC_PREFIX}whcrash.`,
  };
  const env = loadEnv(CliEnv, { ...process.env, ...isolated });
  // The lease is written by the replica that claims: the one killed must hold short ones too.
  const dispatcherEnv = {
    ...isolated,
    ...TEST_DELIVERY_TIMINGS,
    WEBHOOK_ALLOWED_CIDRS: LOOPBACK_CIDRS,
    WEBHOOK_ALLOW_HTTP: 'true',
    WEBHOOK_CLAIM_LEASE_MS: '3000',
    WEBHOOK_REQUEST_TIMEOUT_MS: '2000',
    // Slow enough that the kill lands mid-way: 8 at a time, each answered after 20 ms.
    WEBHOOK_MAX_IN_FLIGHT_PER_ENDPOINT: '8',
  };
  const replicas: Replica[] = [];
  let gateway: NestFastifyApplication;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    await prepareStack(env);
    gateway = await startGateway({ ...isolated, WEBHOOK_ALLOW_HTTP: 'true', RATE_LIMIT_REQUESTS: '1000000' });
    receiver = await WebhookReceiver.start({ reply: { status: 200, delayMs: 20 } });
  }, 60_000);

  afterAll(async () => {
    for (const r of replicas) if (r.process.exitCode === null) r.process.kill('SIGKILL');
    await receiver?.close();
    await gateway?.close();
  });

  it('delivers every message at least once, ends every delivery delivered, and makes no message twice', async () => {
    const { workspace, key } = await createWorkspaceWithKey(gateway);
    const endpoint = await new WebhookEndpoints(gateway, workspace.id, key.key).create({
      url: receiver.url,
      eventTypes: ['event.recorded'],
    });

    const first = await spawnReplica('webhook-dispatcher', dispatcherEnv);
    replicas.push(first);
    const messageIds: string[] = [];
    for (let i = 0; i < EVENTS; i += 250) {
      const res = await postBatch(gateway, workspace.id, key.key, {
        events: Array.from({ length: 250 }, () => eventBody()),
      });
      expect(res.json().summary.recorded).toBe(250);
      for (const r of res.json().results as { id: string }[])
        messageIds.push(eventMessageId(r.id, 'event.recorded'));
    }

    // Kill it mid-way: some delivered, far from all, attempts in flight.
    const killedAt = (await receiver.waitFor((all) => all.length >= 400, 60_000)).length;
    first.process.kill('SIGKILL');
    await first.exited;
    const deliveredBeforeKill = receiver.ids().length;
    expect(first.process.signalCode).toBe('SIGKILL');
    expect(killedAt).toBeGreaterThanOrEqual(400);
    expect(deliveredBeforeKill).toBeLessThan(EVENTS);

    replicas.push(await spawnReplica('webhook-dispatcher', dispatcherEnv));

    const db = gateway.get(DataSource);
    const schema = schemaName(isolated.DATABASE_SCHEMA_PREFIX, 'webhookDispatcher');
    const statuses = async () =>
      Object.fromEntries(
        (
          await db.query(
            `SELECT status, count(*)::int AS n FROM "${schema}".deliveries WHERE endpoint_id = $1 GROUP BY status`,
            [endpoint.id],
          )
        ).map((r: { status: string; n: number }) => [r.status, r.n]),
      );
    expect(await until(statuses, (s) => s.delivered === EVENTS, 90_000, 250)).toEqual({ delivered: EVENTS });

    // The receiver got every webhook-id at least once (repeats are what at-least-once allows).
    const ids = new Set(receiver.ids());
    expect(messageIds.filter((id) => !ids.has(id))).toEqual([]);
    expect(ids.size).toBe(EVENTS);
    // Every request, first or repeated, verifies.
    const unverified = receiver.received.filter((q) => !WebhookReceiver.verifies(q, endpoint.secret));
    expect(unverified.map((q) => q.id)).toEqual([]);

    // One message per event, no duplicate id, one delivery each.
    const [counts] = await db.query(
      `SELECT count(*)::int AS messages, count(DISTINCT id)::int AS ids,
              (SELECT count(*)::int FROM "${schema}".deliveries WHERE endpoint_id = $2) AS deliveries
         FROM "${schema}".messages WHERE workspace_id = $1`,
      [workspace.id, endpoint.id],
    );
    expect(counts).toEqual({ messages: EVENTS, ids: EVENTS, deliveries: EVENTS });
    const stored: { id: string }[] = await db.query(
      `SELECT id FROM "${schema}".messages WHERE workspace_id = $1`,
      [workspace.id],
    );
    expect(new Set(stored.map((m) => m.id))).toEqual(new Set(messageIds));
  }, 180_000);
});
