import { randomBytes, randomUUID } from 'node:crypto';
import { Client, Pool } from 'pg';
import { TOPICS } from '@app/contracts';
import { NeedleIndex, registerSecret } from '@app/testing';
import { contactErasedMessageId } from '@app/webhooks';
import { contactErasedEventId } from '../../apps/gateway/src/privacy/erasure-messages.publisher';
import { AppKind } from '../chaos/platform';
import {
  ContactIds,
  deliveriesInFlight,
  describeScan,
  erasureOutcome,
  footprint,
  Footprint,
  needlesOf,
  noticeExclusions,
  runScope,
  wholeTopic,
} from '../support/erasure-audit';
import { consumeUntil } from '../support/kafka';
import { APP_KINDS, ProcessStack } from '../support/process-stack';
import { scanRun } from '../support/run-scan';
import { until } from '../support/wait';
import { WebhookReceiver } from '../support/webhook-receiver';

/** Rows a batch of each service's erasure deletes at most (every service uses 1,000). */
const BATCH = 1000;
/** A's events and adjustments: several batches in every service. */
const EVENTS = 3000;
const ADJUSTMENTS = 1200;

/** Where each service keeps its record of an erasure request, and when it has done its part. */
const RECORDS: Record<
  AppKind,
  { schema: Parameters<ProcessStack['schema']>[0]; table: string; key: string }
> = {
  gateway: { schema: 'gateway', table: 'erasure_requests', key: 'id' },
  attribution: { schema: 'attribution', table: 'erasures', key: 'request_id' },
  'report-projection': { schema: 'reportProjection', table: 'erasures', key: 'request_id' },
  'webhook-dispatcher': { schema: 'webhookDispatcher', table: 'erasures', key: 'request_id' },
};

/** Each app's part of a footprint and of the request's `services`. */
const PARTS: Record<AppKind, keyof Footprint> = {
  gateway: 'gateway',
  attribution: 'attribution',
  'report-projection': 'reportProjection',
  'webhook-dispatcher': 'webhookDispatcher',
};

/** What a service had done of the erasure when it was killed. */
interface Kill {
  service: AppKind;
  /** Its counts so far (the gateway's own, or the service's `erasures.removed`). */
  removedAtKill: Record<string, number>;
  /** Rows (and the gateway's markers) naming A still in its stores at the kill, by table. */
  leftAtKill: Record<string, number>;
  /** Statements it had been let through one at a time before the moment came. */
  turns: number;
}

/**
 * Erasure survives a crash of any service (docs/reliability.md#erasure): the whole platform as real
 * processes, a contact A with 3,000 events and 1,200 adjustments (so that every service's erasure
 * takes several batches of 1,000), and an erasure request for A. Each of the four services is
 * SIGKILLed in the middle of its own erasure, at a moment the spec makes exact rather than guesses.
 * It holds the service's record of the request (the gateway's `erasure_requests` row, a consumer's
 * `erasures` row), which every batch locks or updates, from before the first batch (the consumers
 * are held at their start by the workspace's erasure lock, taken shared as one of their writes
 * would), and lets the service through one statement at a time until a batch has committed. Then
 * the gateway is waiting inside its next batch's statement, whose rows are deleted (uncommitted)
 * and whose Redis markers are already gone; a consumer is let into its next batch's transaction
 * and waits in its DELETE on rows the spec locked. Each is killed there, the statement it waited in
 * dies with it, and it is started again at once. The gateway is killed a second time between
 * publishing the contact.erased notice and marking the request completed. The request still
 * completes, with exactly the counts of what was there, nothing of A left anywhere in the run, the
 * other contact and the report untouched, and one contact.erased: on the topic twice under one
 * event id (published again after the second kill), one webhook id at the receiver.
 */
describe('erasure with each service killed in the middle of it', () => {
  const tag = randomBytes(5).toString('hex');
  const idOf = (what: string) => `${what}-${tag}-${randomUUID()}`;
  const campaignId = 'crash-campaign';
  const A: ContactIds = { contactId: idOf('contact-a'), externalIds: [], adjustmentIds: [] };
  const B: ContactIds = { contactId: idOf('contact-b'), externalIds: [], adjustmentIds: [] };
  let stack: ProcessStack;
  let db: Pool;
  let ws: string;
  let key: string;
  let hooks: WebhookReceiver;
  let secret: string;

  const wsPath = (path: string) => `/v1/workspaces/${ws}${path}`;
  const progress = (message: string) => process.stderr.write(`[erasure-crash] ${message}\n`);

  beforeAll(async () => {
    stack = await ProcessStack.start({
      name: 'erasure_crash',
      env: {
        WEBHOOK_ALLOW_HTTP: 'true',
        WEBHOOK_ALLOWED_CIDRS: '127.0.0.0/8',
        // The spec holds each consumer's erasure on a lock for seconds at a time, and its handler
        // heartbeats only between batches. With the stack's short session a group could rebalance
        // meanwhile and hand the same command to a second handler: the counts stay exact (each
        // batch adds under the record's lock), but two handlers take two batches per turn of the
        // spec, and it could no longer catch the service with rows left. A restarted consumer
        // waits this long for its predecessor's partitions, which the spec allows for.
        KAFKA_SESSION_TIMEOUT_MS: '20000',
      },
      apps: {
        gateway: {
          RATE_LIMIT_REQUESTS: '1000000',
          ERASURE_START_DELAY_MS: '300',
          // A consumer restarted mid-erasure also gets the command again this soon.
          ERASURE_COMMAND_REPUBLISH_MS: '5000',
        },
        'webhook-dispatcher': {
          WEBHOOK_RETRY_SCHEDULE: '200ms,200ms',
          WEBHOOK_RETRY_JITTER_PERCENT: '0',
          WEBHOOK_POLL_MS: '50',
          WEBHOOK_ENDPOINT_CACHE_MS: '100',
        },
      },
    });
    db = new Pool({ connectionString: stack.env.DATABASE_URL, max: 4 });
    ({ workspaceId: ws, key } = await stack.workspace());
  }, 180_000);

  afterAll(async () => {
    await stack?.stop();
    await db?.end();
    await hooks?.close();
  });

  const send = async (path: string, body: unknown, status: number) => {
    const res = await stack.api(key, 'POST', wsPath(path), body);
    expect({ path, status: res.status, body: res.status === status ? null : res.body }).toEqual({
      path,
      status,
      body: null,
    });
    return res.body;
  };
  const events = (contact: ContactIds, n: number) =>
    Array.from({ length: n }, () => {
      const externalId = idOf('order');
      contact.externalIds.push(externalId);
      return {
        name: 'order_paid',
        occurredAt: new Date(Date.now() - 60_000).toISOString(),
        contactId: contact.contactId,
        campaignId,
        valueMinor: 4999,
        currency: 'EUR',
        externalId,
      };
    });
  const retractions = (contact: ContactIds, externalIds: string[]) =>
    externalIds.map((externalId) => {
      const adjustmentId = idOf('refund');
      contact.adjustmentIds.push(adjustmentId);
      return {
        adjustmentId,
        externalId,
        type: 'retraction',
        occurredAt: new Date(Date.now() - 30_000).toISOString(),
      };
    });
  const count = async (schema: string, table: string) =>
    Number(
      (await db.query(`SELECT count(*) AS n FROM ${schema}.${table} WHERE workspace_id = $1`, [ws])).rows[0]
        .n,
    );
  const bRows = async () =>
    (
      await scanRun({ ...runScope(), logFolders: [] }, new NeedleIndex(needlesOf('B', B)), { keepText: true })
    ).matched
      .map((m) => `${m.place === 'redis' ? 'redis' : m.source}: ${m.text}`)
      .sort();
  const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + Number(b), 0);

  /** Backends blocked by `pid`, other than the spec's own. */
  const blockedBy = async (pid: number, own: number[]): Promise<number[]> =>
    (
      await db.query<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid)) AND pid <> ALL($2::int[])`,
        [pid, own],
      )
    ).rows.map((r) => r.pid);

  /** The service's counts so far, and whether it is done (read without a lock: what has committed). */
  async function record(service: AppKind, requestId: string) {
    const { schema, table, key: column } = RECORDS[service];
    const done = service === 'gateway' ? 'gateway_erased_at' : 'completed_at';
    const { rows } = await db.query<{ removed: Record<string, number>; done: boolean }>(
      `SELECT removed, ${done} IS NOT NULL AS done FROM ${stack.schema(schema)}.${table} WHERE ${column} = $1`,
      [requestId],
    );
    return rows[0];
  }

  /** Rows naming A in the service's own stores (the gateway's Redis markers included). */
  const leftOf = async (service: AppKind): Promise<Record<string, number>> =>
    (await footprint(db, stack, ws, A))[PARTS[service]];

  /** Resolves as `promise` does, or fails after `ms` with what every backend of the database is waiting on. */
  async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(async () => {
        const { rows } = await db.query(
          `SELECT pid, application_name, state, wait_event_type, wait_event, pg_blocking_pids(pid) AS blocked_by,
                  left(query, 160) AS query
             FROM pg_stat_activity WHERE datname = current_database() AND state <> 'idle' AND pid <> pg_backend_pid()`,
        );
        reject(
          new Error(
            `${what}: not within ${ms} ms; backends:\n${rows.map((r) => JSON.stringify(r)).join('\n')}`,
          ),
        );
      }, ms);
    });
    try {
      return await Promise.race([promise, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Whether the backend is waiting for a lock. */
  const waits = async (pid: number): Promise<boolean> =>
    (await db.query(`SELECT 1 FROM pg_stat_activity WHERE pid = $1 AND wait_event_type = 'Lock'`, [pid])).rows
      .length > 0;

  /** A transaction of the spec's that takes, or waits for, the lock `sql` asks for. */
  async function lockWith(sql: string, params: unknown[]) {
    const client = new Client({ connectionString: stack.env.DATABASE_URL });
    await client.connect();
    await client.query('BEGIN');
    const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const locked = client.query(sql, params);
    return {
      pid: rows[0].pid,
      locked,
      async release() {
        await client.query('ROLLBACK');
        await client.end();
      },
    };
  }
  type Lock = Awaited<ReturnType<typeof lockWith>>;

  /** The lock of the service's record of the request, which every batch of its erasure takes. */
  const recordLock = (service: AppKind, requestId: string) => {
    const { schema, table, key: column } = RECORDS[service];
    return lockWith(`SELECT 1 FROM ${stack.schema(schema)}.${table} WHERE ${column} = $1 FOR UPDATE`, [
      requestId,
    ]);
  };

  /** Locks on every row naming A in a consumer's tables: its next batch's DELETE waits on them. */
  const rowsLock = (service: Exclude<AppKind, 'gateway'>) => {
    const at = stack.schema('attribution');
    const rp = stack.schema('reportProjection');
    const wd = stack.schema('webhookDispatcher');
    const mine = `workspace_id = $1 AND contact_id = $2`;
    const tables: Record<typeof service, string[]> = {
      attribution: [
        `SELECT 1 FROM ${at}.adjustment_decisions WHERE ${mine}`,
        `SELECT 1 FROM ${at}.decisions WHERE ${mine}`,
        `SELECT 1 FROM ${at}.conversions WHERE event_id IN (SELECT event_id FROM ${at}.decisions WHERE ${mine})`,
      ],
      'report-projection': [
        `SELECT 1 FROM ${rp}.panel WHERE ${mine}`,
        `SELECT 1 FROM ${rp}.event_outcomes WHERE ${mine}`,
        `SELECT 1 FROM ${rp}.adjustment_outcomes WHERE ${mine}`,
      ],
      'webhook-dispatcher': [`SELECT 1 FROM ${wd}.messages WHERE ${mine}`],
    };
    // One statement, so that `locked` resolves once every row is locked.
    const sql = `WITH ${tables[service].map((q, i) => `l${i} AS (${q} FOR UPDATE)`).join(', ')}
      SELECT ${tables[service].map((_, i) => `(SELECT count(*) FROM l${i})`).join(' + ')} AS n`;
    return lockWith(sql, [ws, A.contactId]);
  };

  /**
   * Catches the service in the middle of its erasure, SIGKILLs it there, and starts it again.
   * The spec holds its record's lock (`holder`, taken before the service's first batch) and lets
   * it through one statement at a time: a second lock of the spec's queues behind the service's
   * before the first lets go, so the service runs exactly one statement and blocks on the spec
   * again. Once a batch of 1,000 rows has committed and rows naming A are left:
   *
   * - the gateway is waiting inside its next batch's statement, which has deleted that batch's
   *   rows and whose Redis markers are already gone; it is killed there;
   * - a consumer is let into its next batch's transaction (its record locked by it, the counts not
   *   yet added) with every row naming A locked by the spec, so its DELETE waits; it is killed there.
   *
   * The statement it was waiting in ends with it, as a dead client's does once the database
   * notices: the batch in flight is not committed. What it had done is in its record.
   */
  async function killMidErasure(service: AppKind, requestId: string, first: Lock): Promise<Kill> {
    let holder = first;
    await within(holder.locked, 60_000, `${service}: the spec's first lock`);
    for (let turns = 0; ; turns++) {
      const since = Date.now();
      const waiting = await until(
        () => blockedBy(holder.pid, [holder.pid]),
        (w) => w.length > 0,
        60_000,
        10,
      );
      if (waiting.length === 0) throw new Error(`${service} never came back to its erasure record`);
      const now = await record(service, requestId);
      progress(
        `${service}, turn ${turns}: blocked after ${Date.now() - since} ms; removed so far ${JSON.stringify(now.removed)}`,
      );
      if (now.done) throw new Error(`${service} finished its erasure before the kill`);
      if (sum(now.removed) >= BATCH) {
        const left = await leftOf(service);
        if (sum(left) === 0) throw new Error(`${service} had nothing left to erase when it was caught`);
        let stuck = waiting;
        let rows: Lock | undefined;
        if (service !== 'gateway') {
          rows = await rowsLock(service);
          await within(rows.locked, 30_000, `${service}: the spec's lock of A's rows`);
          await holder.release();
          stuck = await until(
            () => blockedBy(rows!.pid, [rows!.pid]),
            (w) => w.length > 0,
            30_000,
            10,
          );
          if (stuck.length === 0) throw new Error(`${service} did not start its next batch`);
        }
        await stack.kill(service);
        for (const pid of stuck) await db.query('SELECT pg_terminate_backend($1)', [pid]);
        await (rows ?? holder).release();
        const kill: Kill = { service, removedAtKill: now.removed, leftAtKill: left, turns };
        progress(
          `${service} killed in its erasure, ${turns} statement(s) let through: removed so far ${JSON.stringify(now.removed)}, left ${JSON.stringify(left)}`,
        );
        await stack.restart(service);
        return kill;
      }
      const next = await recordLock(service, requestId);
      // Queued behind the service (it waits for the service's tuple lock, or for the holder).
      await until(
        () => waits(next.pid),
        (w) => w,
        10_000,
        5,
      );
      await holder.release();
      await within(next.locked, 60_000, `${service}: the spec's lock after one statement of the service`);
      holder = next;
    }
  }

  /**
   * Kills the gateway between publishing the request's contact.erased notices and marking it
   * completed (the window docs/privacy.md#erasure says a crash republishes from, with the same event
   * ids), and starts it again. The spec holds the request's row, letting the gateway through a
   * statement at a time, until every service has completed and the gateway waits in the statement
   * that completes the request, its notices on the topic. Answers how many notices were there.
   */
  async function killBeforeCompletion(requestId: string): Promise<number> {
    let holder = await recordLock('gateway', requestId);
    await within(holder.locked, 60_000, "gateway: the spec's lock before completion");
    const consumersDone = async () =>
      (
        await Promise.all(
          APP_KINDS.filter((k) => k !== 'gateway').map(async (k) => (await record(k, requestId)).done),
        )
      ).every(Boolean);
    for (;;) {
      const waiting = await until(
        () => blockedBy(holder.pid, [holder.pid]),
        (w) => w.length > 0,
        120_000,
        10,
      );
      if (waiting.length === 0) throw new Error('the gateway never came back to the request');
      const { rows } = await db.query<{ query: string }>(
        `SELECT query FROM pg_stat_activity WHERE pid = $1`,
        [waiting[0]],
      );
      if (/SET status = 'completed'/.test(rows[0]?.query ?? '')) {
        expect(await consumersDone()).toBe(true);
        const notices = (
          await consumeUntil(stack.env.KAFKA_BROKERS, stack.topic(TOPICS.erasures.name), (m) =>
            m.some((n) => n.value.erasureId === requestId),
          )
        ).filter((m) => m.value.erasureId === requestId).length;
        await stack.kill('gateway');
        for (const pid of waiting) await db.query('SELECT pg_terminate_backend($1)', [pid]);
        await holder.release();
        progress(
          `gateway killed again, its ${notices} notice(s) published and the request not yet completed`,
        );
        await stack.restart('gateway');
        return notices;
      }
      const next = await recordLock('gateway', requestId);
      await until(
        () => waits(next.pid),
        (w) => w,
        10_000,
        5,
      );
      await holder.release();
      await within(next.locked, 60_000, "gateway: the spec's lock after one statement of the gateway");
      holder = next;
    }
  }

  it('completes once, with exact counts and nothing of the contact left', async () => {
    hooks = await WebhookReceiver.start();
    await stack.activeCampaign(key, ws, campaignId);
    const endpoint = await send(
      '/webhook-endpoints',
      { url: hooks.url, eventTypes: ['event.recorded', 'contact.erased'] },
      201,
    );
    secret = endpoint.secret;
    registerSecret('webhook secret', secret);
    await new Promise((r) => setTimeout(r, 300));

    // B, a few; A, thousands, and retractions of 1,200 of them; through the API, as integrators send.
    const bEvents = events(B, 5);
    await send('/events/batch', { events: bEvents }, 200);
    await send('/adjustments/batch', { adjustments: retractions(B, B.externalIds.slice(0, 2)) }, 200);
    for (let i = 0; i < EVENTS; i += 1000) {
      const answer = await send('/events/batch', { events: events(A, 1000) }, 200);
      expect(answer.summary.recorded).toBe(1000);
    }
    for (let i = 0; i < ADJUSTMENTS; i += 1000) {
      const ids = A.externalIds.slice(i, Math.min(i + 1000, ADJUSTMENTS));
      const answer = await send('/adjustments/batch', { adjustments: retractions(A, ids) }, 200);
      expect(answer.summary.recorded).toBe(ids.length);
    }

    const at = stack.schema('attribution');
    const rp = stack.schema('reportProjection');
    const wd = stack.schema('webhookDispatcher');
    const all = { events: EVENTS + 5, adjustments: ADJUSTMENTS + 2 };
    const settled = await until(
      async () => ({
        decisions: await count(at, 'decisions'),
        adjustmentDecisions: await count(at, 'adjustment_decisions'),
        eventOutcomes: await count(rp, 'event_outcomes'),
        adjustmentOutcomes: await count(rp, 'adjustment_outcomes'),
        messages: await count(wd, 'messages'),
        inFlight: await deliveriesInFlight(db, stack),
      }),
      (s) =>
        s.decisions === all.events &&
        s.adjustmentDecisions === all.adjustments &&
        s.eventOutcomes === all.events &&
        s.adjustmentOutcomes === all.adjustments &&
        s.messages === all.events &&
        s.inFlight === 0,
      180_000,
      500,
    );
    expect(settled).toEqual({
      decisions: all.events,
      adjustmentDecisions: all.adjustments,
      eventOutcomes: all.events,
      adjustmentOutcomes: all.adjustments,
      messages: all.events,
      inFlight: 0,
    });
    const report = async () => (await stack.api(key, 'GET', wsPath(`/campaigns/${campaignId}/report`))).body;
    const before = {
      footprint: await footprint(db, stack, ws, A),
      bRows: await bRows(),
      report: await report(),
    };
    expect(before.footprint).toMatchObject({
      gateway: { events: EVENTS, adjustments: ADJUSTMENTS, outbox: 0 },
      attribution: { decisions: EVENTS, conversions: EVENTS, adjustment_decisions: ADJUSTMENTS },
      reportProjection: { event_outcomes: EVENTS, adjustment_outcomes: ADJUSTMENTS, waiting_adjustments: 0 },
      webhookDispatcher: { messages: EVENTS, deliveries: EVENTS, attempts: EVENTS },
    });
    // Markers: what Redis holds (a batch recorded while Redis was too slow to answer has none: the
    // gateway then deduplicates with Postgres alone); the erasure must report exactly those.
    expect(before.footprint.gateway.redisMarkers).toBeGreaterThan(0);
    progress(`A before the erasure: ${JSON.stringify(before.footprint)}`);

    // The erasure, and each service killed in the middle of its part.
    // The consumers' erasures wait at the start, before their first batch, while the spec holds the
    // workspace's erasure lock shared, as a write of theirs would (ErasedContacts): the spec takes
    // each one's record lock meanwhile, and from there lets them through a statement at a time.
    const workspaceLock = await lockWith(
      `SELECT pg_advisory_xact_lock_shared(hashtextextended('erasure:' || $1::uuid::text, 0))`,
      [ws],
    );
    await workspaceLock.locked;
    const accepted = await send('/erasure-requests', { contactIds: [A.contactId] }, 202);
    const requestId: string = accepted.id;
    const gateFrom = Date.now();
    // The gateway's record is locked at once (its coordinator starts after ERASURE_START_DELAY_MS).
    const gatewayKill = killMidErasure('gateway', requestId, await recordLock('gateway', requestId));
    gatewayKill.catch(() => undefined); // awaited below; a failure meanwhile is not unhandled
    const consumers = APP_KINDS.filter((kind) => kind !== 'gateway');
    expect(
      await until(
        () => blockedBy(workspaceLock.pid, [workspaceLock.pid]),
        (w) => w.length === 3,
        60_000,
        20,
      ),
    ).toHaveLength(3);
    const first = new Map<AppKind, Lock>();
    for (const service of consumers) {
      // Started: its record is there, nothing removed yet.
      expect((await record(service, requestId)).removed).toEqual(
        Object.fromEntries(Object.keys(before.footprint[PARTS[service]]).map((t) => [t, 0])),
      );
      first.set(service, await recordLock(service, requestId));
    }
    await Promise.all([...first.values()].map((lock) => lock.locked));
    await workspaceLock.release();
    progress(`consumers let past the workspace lock ${Date.now() - gateFrom} ms after the request`);
    const [kills, noticesAtKill] = await Promise.all([
      Promise.all([
        gatewayKill,
        ...consumers.map((service) => killMidErasure(service, requestId, first.get(service)!)),
      ]),
      // Restarted, the gateway goes on; it is killed again once it has published the notices and
      // waits to mark the request completed.
      gatewayKill.then(() => killBeforeCompletion(requestId)),
    ]);

    const outcome = await erasureOutcome(stack, key, ws, requestId, 180_000);
    expect(outcome.status).toBe('completed');
    // Exactly what was there, in every service, whatever the kills interrupted.
    for (const service of Object.keys(before.footprint) as (keyof Footprint)[]) {
      expect({ service, removed: outcome.services[service].removed }).toEqual({
        service,
        removed: before.footprint[service],
      });
    }
    for (const kill of kills) {
      expect(sum(kill.removedAtKill)).toBeGreaterThanOrEqual(BATCH);
      expect(sum(kill.leftAtKill)).toBeGreaterThan(0);
    }
    // The gateway died between Redis and Postgres: the batch it was in had deleted its rows'
    // markers (more were gone from Redis than its committed batches counted), and its rows were
    // still there, its statement never committed; the count above is exact anyway.
    const gatewayAtKill = kills.find((k) => k.service === 'gateway')!;
    const markersGone = before.footprint.gateway.redisMarkers - gatewayAtKill.leftAtKill.redisMarkers;
    expect(markersGone).toBeGreaterThanOrEqual(gatewayAtKill.removedAtKill.redisMarkers);
    if (before.footprint.gateway.redisMarkers === EVENTS + ADJUSTMENTS)
      expect(markersGone).toBeGreaterThan(gatewayAtKill.removedAtKill.redisMarkers);

    // contact.erased: published once, delivered under one webhook id (a redelivery would repeat it).
    const noticeId = contactErasedMessageId(requestId, A.contactId);
    await hooks.waitFor((r) => r.some((q) => q.id === noticeId), 60_000);
    expect(
      await until(
        () => deliveriesInFlight(db, stack),
        (n) => n === 0,
        30_000,
      ),
    ).toBe(0);
    const erasedWebhooks = hooks.received.filter((r) => r.body.includes('"contact.erased"'));
    expect([...new Set(erasedWebhooks.map((r) => r.id))]).toEqual([noticeId]);
    for (const r of erasedWebhooks)
      expect(WebhookReceiver.verify(r, secret)).toMatchObject({
        data: { erasureId: requestId, contactId: A.contactId },
      });
    const onTopic = (await wholeTopic(stack.env.KAFKA_BROKERS, stack.topic(TOPICS.erasures.name))).filter(
      (m) => m.value.erasureId === requestId,
    );
    // Once before the second kill, once more by the restarted gateway: the same event id each time.
    expect(noticesAtKill).toBe(1);
    expect(onTopic.map((m) => m.headers['event-id'])).toEqual([
      contactErasedEventId(requestId, A.contactId),
      contactErasedEventId(requestId, A.contactId),
    ]);
    // The command, published again while a service was down: handled as many times, done once.
    const commands = (
      await wholeTopic(stack.env.KAFKA_BROKERS, stack.topic(TOPICS.erasureCommands.name))
    ).filter((m) => m.value.requestId === requestId);
    expect(commands.length).toBeGreaterThanOrEqual(1);

    // Nothing of A anywhere in the run but the notice; B and the report as they were.
    const scan = await scanRun(
      runScope(noticeExclusions(stack, requestId, [A.contactId])),
      new NeedleIndex(needlesOf('A', A)),
    );
    progress(`after the erasure: ${describeScan(scan, stack.isolated.DATABASE_SCHEMA_PREFIX)}`);
    for (const f of scan.findings.slice(0, 20)) progress(`  ${f.kind} ${f.masked} in ${f.where}`);
    expect(scan.findings).toEqual([]);
    expect(await footprint(db, stack, ws, A)).toMatchObject({
      gateway: { events: 0, adjustments: 0, outbox: 0, redisMarkers: 0 },
      attribution: { decisions: 0, conversions: 0, adjustment_decisions: 0 },
      reportProjection: { panel: 0, event_outcomes: 0, adjustment_outcomes: 0, waiting_adjustments: 0 },
      webhookDispatcher: { messages: 1, deliveries: 1 },
    });
    expect(await bRows()).toEqual(before.bRows);
    expect(await report()).toEqual(before.report);
    expect(stack.unexpectedExits).toEqual([]);
    progress(
      `completed with ${JSON.stringify(outcome.services)}; the command was published ${commands.length} time(s); ` +
        `the notice ${onTopic.length} time(s) on the topic, ${erasedWebhooks.length} delivery(ies) of one webhook id`,
    );
  }, 600_000);
});
