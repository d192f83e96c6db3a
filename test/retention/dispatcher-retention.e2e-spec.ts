import { DataSource } from 'typeorm';
import { schemaName } from '@app/database';
import { WorkspaceRetention } from '@app/runtime';
import { sweepWhenFree } from '../support/test-data-retention';
import {
  CreatedEndpoint,
  startWebhookStack,
  WebhookStack,
  WebhookWorkspace,
} from '../support/webhook-dispatcher';
import { WebhookReceiver } from '../support/webhook-receiver';
import { retentionDeletedCounts, setRetention } from '../support/workspace-retention';

/**
 * The webhook dispatcher's retention sweep (docs/privacy.md#retention) against real Postgres,
 * Kafka and HTTP to 127.0.0.1: each workspace's messages, with their deliveries and attempts, go
 * once older than its webhookLogRetentionDays (read from the gateway's workspaces), in batches of
 * RETENTION_BATCH_SIZE; a message whose delivery is still being retried stays until it ends. The
 * stack has schemas of its own, so no other process sweeps them: rows are backdated, and the
 * sweep runs on the real clock.
 */
describe('retention per workspace (webhook dispatcher)', () => {
  let stack: WebhookStack;
  let db: DataSource;
  let schema: string;
  let retention: WorkspaceRetention;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    stack = await startWebhookStack('wh_retention', { dispatcher: { RETENTION_BATCH_SIZE: '2' } });
    db = stack.gateway.get(DataSource);
    schema = `"${schemaName(stack.isolated.DATABASE_SCHEMA_PREFIX, 'webhookDispatcher')}"`;
    retention = stack.dispatcher!.get(WorkspaceRetention);
    receiver = await stack.receiver();
  }, 60_000);
  afterAll(() => stack?.close());

  /** A workspace with an endpoint to the receiver, keeping its webhook log `days` (default 30). */
  async function workspace(days?: number): Promise<{ space: WebhookWorkspace; endpoint: CreatedEndpoint }> {
    const space = await stack.workspace();
    if (days !== undefined) await setRetention(stack.gateway, space, { webhookLogRetentionDays: days });
    return { space, endpoint: await space.endpoints.create({ url: receiver.url }) };
  }

  /** Posts `n` events and waits until their event.recorded messages are delivered. */
  async function delivered(to: { space: WebhookWorkspace; endpoint: CreatedEndpoint }, n: number) {
    const ids = await to.space.postEvents(n);
    await stack.log.settled(to.endpoint.id, n, ['delivered']);
    return ids;
  }

  const backdate = (ids: string[], days: number) =>
    db.query(
      `UPDATE ${schema}.messages SET created_at = now() - make_interval(days => $2) WHERE id = ANY($1)`,
      [ids, days],
    );
  const left = async (ids: string[]) => (await stack.log.messages(ids)).map((m) => m.id).sort();

  const deletedCounts = () =>
    retentionDeletedCounts(stack.dispatcher!, 'webhook_dispatcher_retention_deleted_total');

  it("deletes each workspace's messages older than its webhook log retention, with deliveries and attempts; keeps one still being retried until it ends", async () => {
    const short = await workspace(1);
    const long = await workspace();
    const [old, busy, young] = await delivered(short, 3);
    const [oldOfLong] = await delivered(long, 1);
    await backdate([old, busy, oldOfLong], 2);
    // Still being retried: its delivery has an attempt ahead.
    await db.query(
      `UPDATE ${schema}.deliveries SET status = 'failing', next_attempt_at = now() + interval '1 hour' WHERE message_id = $1`,
      [busy],
    );
    const before = await stack.log.counts(short.space.ws);

    await sweepWhenFree(retention);

    expect(await left([old, busy, young, oldOfLong])).toEqual([busy, young, oldOfLong].sort());
    expect(await stack.log.attempts(short.endpoint.id, old)).toEqual([]);
    expect((await stack.log.deliveries(short.endpoint.id)).map((d) => d.message_id).sort()).toEqual(
      [busy, young].sort(),
    );
    expect(await stack.log.counts(short.space.ws)).toEqual({
      messages: before.messages - 1,
      deliveries: before.deliveries - 1,
      attempts: before.attempts - 1,
    });

    // Once its delivery has ended (failed for good), it goes at the next sweep.
    await db.query(
      `UPDATE ${schema}.deliveries SET status = 'failed', next_attempt_at = NULL WHERE message_id = $1`,
      [busy],
    );
    await sweepWhenFree(retention);
    expect(await left([busy, young])).toEqual([young]);
  }, 60_000);

  it('deletes in bounded batches (RETENTION_BATCH_SIZE 2), each counted in webhook_dispatcher_retention_deleted_total', async () => {
    const short = await workspace(1);
    const ids = await delivered(short, 5);
    await backdate(ids, 2);
    const before = await deletedCounts();

    const report = await sweepWhenFree(retention);

    expect(await left(ids)).toEqual([]);
    expect(report.removed).toMatchObject({ messages: 5, deliveries: 5, attempts: 5 });
    expect(report.batches).toBeGreaterThanOrEqual(3);
    const after = await deletedCounts();
    for (const table of ['messages', 'deliveries', 'attempts'])
      expect(after[table] - (before[table] ?? 0)).toBe(report.removed[table]);
  }, 60_000);

  it('sweeps on one replica at a time: while another holds the lock, a sweep does nothing', async () => {
    const short = await workspace(1);
    const [id] = await delivered(short, 1);
    await backdate([id], 2);
    const lockKey = (retention as unknown as { settings: { lockKey: string } }).settings.lockKey;
    const other = db.createQueryRunner();
    await other.connect();
    try {
      await other.query(`SELECT pg_advisory_lock(hashtext($1))`, [lockKey]);
      expect(await retention.sweep()).toBeNull();
      expect(await left([id])).toEqual([id]);
      await other.query(`SELECT pg_advisory_unlock(hashtext($1))`, [lockKey]);
    } finally {
      await other.release();
    }
    await sweepWhenFree(retention);
    expect(await left([id])).toEqual([]);
  }, 60_000);
});
