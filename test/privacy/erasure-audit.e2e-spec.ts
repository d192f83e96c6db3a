import { randomBytes, randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Redis from 'ioredis';
import { Pool } from 'pg';
import { TOPICS } from '@app/contracts';
import { NeedleIndex, registerSecret } from '@app/testing';
import { contactErasedMessageId } from '@app/webhooks';
import { contactErasedEventId } from '../../apps/gateway/src/privacy/erasure-messages.publisher';
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
} from '../support/erasure-audit';
import { consumeUntil } from '../support/kafka';
import { ProcessStack } from '../support/process-stack';
import { MatchedText, scanRun } from '../support/run-scan';
import { until } from '../support/wait';
import { WebhookReceiver } from '../support/webhook-receiver';

/**
 * The erasure audit (docs/reliability.md#erasure): the whole platform as real processes on real
 * Postgres, Redis and Kafka, two contacts A and B of one workspace with an active campaign, and
 * everything that can name a contact made for both: live events and a test-key event, a duplicate
 * and a rejected body naming A (both shown on the conversion-test panel), a retraction and a
 * restatement of each one's events, webhooks delivered to one receiver and failing at another
 * (both echo what they receive, so the delivery log holds the bodies too). Once all of it is
 * decided, reported and delivered, A is erased through the API; then every log line, every row of
 * every table of every schema and every Redis key of the test run is read, looking for A's
 * contactId and every externalId and adjustmentId sent for A: nothing may name A, but for the
 * contact.erased notice itself, which is how receivers learn of the erasure. B is untouched, the
 * reports did not move, the request's counts are what the journey made for A, and the notice
 * arrives on the erasures topic and as a signed webhook.
 *
 * The second case plants what a forgetful erasure would leave (a table, a Redis key, a log line
 * naming A) and shows the same scan reports exactly those places: the audit has the reach it claims.
 */
describe('erasure audit: nothing names an erased contact afterwards', () => {
  const tag = randomBytes(5).toString('hex');
  const idOf = (what: string) => `${what}-${tag}-${randomUUID()}`;
  const campaignId = 'audit-campaign';
  const A: ContactIds = { contactId: idOf('contact-a'), externalIds: [], adjustmentIds: [] };
  const B: ContactIds = { contactId: idOf('contact-b'), externalIds: [], adjustmentIds: [] };
  let stack: ProcessStack;
  let db: Pool;
  let ws: string;
  let key: string;
  let testKey: string;
  let delivered: WebhookReceiver;
  let failing: WebhookReceiver;
  let erasures: WebhookReceiver;
  const secrets: Record<string, string> = {};
  let requestId: string;

  const wsPath = (path: string) => `/v1/workspaces/${ws}${path}`;
  const progress = (message: string) => process.stderr.write(`[erasure-audit] ${message}\n`);

  beforeAll(async () => {
    stack = await ProcessStack.start({
      name: 'erasure_audit',
      // The gateway checks an endpoint's URL when it is made, the dispatcher before each request.
      env: { WEBHOOK_ALLOW_HTTP: 'true', WEBHOOK_ALLOWED_CIDRS: '127.0.0.0/8' },
      apps: {
        gateway: {
          RATE_LIMIT_REQUESTS: '1000000',
          ERASURE_START_DELAY_MS: '300',
          ERASURE_COMMAND_REPUBLISH_MS: '5000',
        },
        'webhook-dispatcher': {
          // Three attempts 200 ms apart, then failed: the failing endpoint's deliveries end within the spec.
          WEBHOOK_RETRY_SCHEDULE: '200ms,200ms',
          WEBHOOK_RETRY_JITTER_PERCENT: '0',
          WEBHOOK_POLL_MS: '50',
          // The failing endpoint fails every attempt: its circuit must not pause it for minutes.
          WEBHOOK_CIRCUIT_FAILURES: '1000',
          WEBHOOK_CIRCUIT_OPEN_MS: '500',
          WEBHOOK_ENDPOINT_CACHE_MS: '100',
        },
      },
    });
    db = new Pool({ connectionString: stack.env.DATABASE_URL, max: 4 });
    ({ workspaceId: ws, key } = await stack.workspace());
    testKey = await stack.testKey(key, ws);
  }, 180_000);

  afterAll(async () => {
    await stack?.stop();
    await db?.end();
    for (const r of [delivered, failing, erasures]) await r?.close();
  });

  const event = (contact: ContactIds, overrides: Record<string, unknown> = {}) => {
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
      ...overrides,
    };
  };
  const adjustment = (contact: ContactIds, externalId: string, type: 'retraction' | 'restatement') => {
    const adjustmentId = idOf('refund');
    contact.adjustmentIds.push(adjustmentId);
    return {
      adjustmentId,
      externalId,
      type,
      occurredAt: new Date(Date.now() - 30_000).toISOString(),
      ...(type === 'restatement' ? { valueMinor: 2999, currency: 'EUR' } : {}),
    };
  };
  const send = async (path: string, body: unknown, status: number, as = key) => {
    const res = await stack.api(as, 'POST', wsPath(path), body);
    expect({ path, status: res.status, body: res.status === status ? null : res.body }).toEqual({
      path,
      status,
      body: null,
    });
    return res.body;
  };
  const count = async (schema: string, table: string) =>
    Number(
      (await db.query(`SELECT count(*) AS n FROM ${schema}.${table} WHERE workspace_id = $1`, [ws])).rows[0]
        .n,
    );
  /** What names B in Postgres and Redis (not the logs, which grow): table or key, and the text. */
  const bRows = async () =>
    (
      await scanRun({ ...runScope(), logFolders: [] }, new NeedleIndex(needlesOf('B', B)), { keepText: true })
    ).matched
      .map((m: MatchedText) => `${m.place === 'redis' ? 'redis' : m.source}: ${m.text}`)
      .sort();

  let before: {
    report: unknown;
    footprint: Footprint;
    bRows: string[];
    bEvents: unknown;
    bAdjustments: unknown[];
  };

  it('leaves no trace of A in any table, Redis key or log line of the run, and B as it was', async () => {
    // The receivers echo each body back: the delivery log then holds the bodies, as a real
    // receiver's answer may, and the erasure must take those too.
    const echo = (status: number) => (request: { body: string }) => ({ status, body: request.body });
    delivered = await WebhookReceiver.start({ reply: echo(200) });
    failing = await WebhookReceiver.start({ reply: echo(500) });
    erasures = await WebhookReceiver.start();
    await stack.activeCampaign(key, ws, campaignId);
    for (const [receiver, body] of [
      [delivered, { url: delivered.url, includeTestEvents: true }],
      [failing, { url: failing.url }],
      [erasures, { url: erasures.url, eventTypes: ['contact.erased'] }],
    ] as const) {
      const endpoint = await send('/webhook-endpoints', body, 201);
      secrets[receiver.url] = endpoint.secret;
      registerSecret('webhook secret', endpoint.secret);
    }
    // The dispatcher's endpoint cache (100 ms here) sees the endpoints before the first event.
    await new Promise((r) => setTimeout(r, 300));

    // B first, then A: A's submissions are the campaign's latest, so the panel shows A.
    const [b1, b2] = [event(B), event(B)];
    for (const body of [b1, b2]) await send('/events', body, 201);
    const [a1, a2, a3] = [event(A), event(A), event(A)];
    for (const body of [a1, a2, a3]) await send('/events', body, 201);
    await send('/adjustments', adjustment(B, b1.externalId, 'retraction'), 201);
    await send('/adjustments', adjustment(B, b2.externalId, 'restatement'), 201);
    await send('/adjustments', adjustment(A, a1.externalId, 'retraction'), 201);
    await send('/adjustments', adjustment(A, a2.externalId, 'restatement'), 201);
    // Test traffic: A's test event, then B's, so the test-mode panel entry is B's.
    await send('/events', event(A), 201, testKey);
    const bTest = event(B);
    await send('/events', bTest, 201, testKey);
    // A duplicate of A's first event, then a body naming A that fails validation on another
    // field (its contactId and externalId are valid, so the notice and the panel name them).
    await send('/events', a1, 200);
    const rejected = event(A, { currency: 'euros' });
    await send('/events', rejected, 400);

    // Everything decided, reported and delivered: 7 events and 4 adjustments decided, the live
    // ones in the report, the panel on A's rejected body, every webhook delivered or failed.
    const at = stack.schema('attribution');
    const rp = stack.schema('reportProjection');
    const wd = stack.schema('webhookDispatcher');
    const settled = await until(
      async () => ({
        decisions: await count(at, 'decisions'),
        adjustmentDecisions: await count(at, 'adjustment_decisions'),
        eventOutcomes: await count(rp, 'event_outcomes'),
        adjustmentOutcomes: await count(rp, 'adjustment_outcomes'),
        report: (await stack.api(key, 'GET', wsPath(`/campaigns/${campaignId}/report`))).body,
        panel: (await stack.api(key, 'GET', wsPath(`/campaigns/${campaignId}/conversion-test`))).body?.latest,
        // Live: event.recorded and conversion.counted of 5 events, 4 adjustment webhooks; test:
        // the same 2 of 2 test events (to the endpoint that includes them).
        messages: await count(wd, 'messages'),
        inFlight: await deliveriesInFlight(db, stack),
      }),
      (s) =>
        s.decisions === 7 &&
        s.adjustmentDecisions === 4 &&
        s.eventOutcomes === 7 &&
        s.adjustmentOutcomes === 4 &&
        s.report?.received === 5 &&
        s.report?.retracted === 2 &&
        s.panel?.kind === 'rejected' &&
        s.messages === 18 &&
        s.inFlight === 0,
      90_000,
      250,
    );
    expect(settled).toMatchObject({
      decisions: 7,
      adjustmentDecisions: 4,
      eventOutcomes: 7,
      adjustmentOutcomes: 4,
      report: { received: 5, counted: 5, retracted: 2, netCounted: 3 },
      panel: { kind: 'rejected', externalId: rejected.externalId, status: 'not_recorded' },
      messages: 18,
      inFlight: 0,
    });
    expect(failing.received.length).toBeGreaterThan(0);
    expect(failing.received.every((r) => r.answered === 500)).toBe(true);

    const bEvents = async () =>
      (await stack.api(key, 'GET', wsPath(`/events?contactId=${encodeURIComponent(B.contactId)}`))).body;
    const bAdjustments = async () =>
      Promise.all(
        B.externalIds.map(
          async (id) => (await stack.api(key, 'GET', wsPath(`/adjustments?externalId=${id}`))).body,
        ),
      );
    before = {
      report: settled.report,
      footprint: await footprint(db, stack, ws, A),
      bRows: await bRows(),
      bEvents: await bEvents(),
      bAdjustments: await bAdjustments(),
    };
    // What the journey made for A, in each service.
    expect(before.footprint).toMatchObject({
      gateway: { events: 4, adjustments: 2, outbox: 0 },
      attribution: { decisions: 4, adjustment_decisions: 2 },
      reportProjection: { panel: 1, event_outcomes: 4, adjustment_outcomes: 2, waiting_adjustments: 0 },
      webhookDispatcher: { messages: 10 },
    });
    // Markers: what Redis holds (a batch recorded while Redis was too slow to answer has none: the
    // gateway then deduplicates with Postgres alone); the erasure must report exactly those.
    expect(before.footprint.gateway.redisMarkers).toBeGreaterThan(0);
    const aNeedles = new NeedleIndex(needlesOf('A', A));
    const beforeScan = await scanRun(runScope(), aNeedles);
    progress(
      `before the erasure, A is named in: ${describeScan(beforeScan, stack.isolated.DATABASE_SCHEMA_PREFIX)}`,
    );

    // The erasure, through the API, with a key holding privacy:manage.
    const accepted = await send('/erasure-requests', { contactIds: [A.contactId] }, 202);
    requestId = accepted.id;
    const outcome = await erasureOutcome(stack, key, ws, requestId);
    expect(outcome.status).toBe('completed');
    // Its counts are what the journey made for A, each service's, exactly.
    expect(outcome.services).toEqual({
      gateway: { status: 'completed', removed: before.footprint.gateway, completedAt: expect.any(String) },
      attribution: {
        status: 'completed',
        removed: before.footprint.attribution,
        completedAt: expect.any(String),
      },
      reportProjection: {
        status: 'completed',
        removed: before.footprint.reportProjection,
        completedAt: expect.any(String),
      },
      webhookDispatcher: {
        status: 'completed',
        removed: before.footprint.webhookDispatcher,
        completedAt: expect.any(String),
      },
    });
    expect(outcome).not.toHaveProperty('contactIds');

    // contact.erased: once on the run's erasures topic, with its stable event id...
    const onTopic = await consumeUntil(
      stack.env.KAFKA_BROKERS,
      stack.topic(TOPICS.erasures.name),
      (messages) => messages.some((m) => m.value.erasureId === requestId),
    );
    const notices = onTopic.filter((m) => m.value.erasureId === requestId);
    expect(notices).toHaveLength(1);
    expect(notices[0].value).toMatchObject({ workspaceId: ws, contactId: A.contactId });
    expect(notices[0].headers['event-id']).toBe(contactErasedEventId(requestId, A.contactId));
    // ... and as a signed webhook to the endpoint subscribed to it (and the one taking every type).
    const noticeId = contactErasedMessageId(requestId, A.contactId);
    for (const receiver of [erasures, delivered]) {
      const got = await receiver.waitFor((r) => r.some((q) => q.id === noticeId), 30_000);
      const request = got.find((q) => q.id === noticeId)!;
      expect(WebhookReceiver.verify(request, secrets[receiver.url])).toEqual({
        type: 'contact.erased',
        timestamp: expect.any(String),
        data: {
          erasureId: requestId,
          contactId: A.contactId,
          requestedAt: accepted.requestedAt,
          erasedAt: expect.any(String),
        },
      });
    }
    expect(erasures.received.map((r) => r.id)).toEqual([noticeId]);
    expect(
      await until(
        () => deliveriesInFlight(db, stack),
        (n) => n === 0,
        30_000,
      ),
    ).toBe(0);

    // The audit: every log line, table row and Redis key of the run, for A's ids.
    const after = await scanRun(runScope(noticeExclusions(stack, requestId, [A.contactId])), aNeedles);
    progress(
      `after the erasure, A is named in: ${describeScan(after, stack.isolated.DATABASE_SCHEMA_PREFIX)}`,
    );
    for (const f of after.findings.slice(0, 20)) progress(`  ${f.kind} ${f.masked} in ${f.where}`);
    expect(after.findings).toEqual([]);
    // What was left out is the notice: its message, its three deliveries and their attempts.
    expect(after.excludedRows[`${stack.schema('webhookDispatcher')}.messages`]).toBe(1);
    expect(after.excludedRows[`${stack.schema('webhookDispatcher')}.deliveries`]).toBe(3);
    expect(await footprint(db, stack, ws, A)).toEqual({
      gateway: { events: 0, adjustments: 0, outbox: 0, redisMarkers: 0 },
      attribution: { decisions: 0, conversions: 0, adjustment_decisions: 0 },
      reportProjection: { panel: 0, event_outcomes: 0, adjustment_outcomes: 0, waiting_adjustments: 0 },
      // The notice, kept under the contact: a later erasure of the same contact takes it too.
      webhookDispatcher: {
        messages: 1,
        deliveries: 3,
        attempts: after.excludedRows[`${stack.schema('webhookDispatcher')}.attempts`],
      },
    });

    // B as it was: every row and Redis key naming B, its events with their decisions, its
    // adjustments; the reports did not move; the panel shows the latest submission left, B's.
    expect(await bRows()).toEqual(before.bRows);
    expect(await bEvents()).toEqual(before.bEvents);
    expect(await bAdjustments()).toEqual(before.bAdjustments);
    expect((await stack.api(key, 'GET', wsPath(`/campaigns/${campaignId}/report`))).body).toEqual(
      before.report,
    );
    expect(
      (await stack.api(key, 'GET', wsPath(`/campaigns/${campaignId}/conversion-test`))).body.latest,
    ).toMatchObject({ externalId: bTest.externalId, test: true });
    progress(
      `B: ${before.bRows.length} rows and keys naming B unchanged; A's request removed ${JSON.stringify(outcome.services)}`,
    );
    expect(stack.unexpectedExits).toEqual([]);
  }, 240_000);

  it('fails, naming the place, when something the erasure forgot still holds A', async () => {
    expect(requestId).toBeDefined();
    // What a forgetful erasure would leave: a table it does not know, a Redis key, a log line.
    const table = `${stack.schema('attribution')}.forgotten_copies`;
    const redisKey = `${stack.isolated.REDIS_KEY_PREFIX}forgotten:${ws}`;
    const logFile = join(stack.logDir, 'forgotten.log');
    const redis = new Redis(stack.env.REDIS_URL);
    await db.query(`CREATE TABLE ${table} (id int, note jsonb)`);
    try {
      await db.query(`INSERT INTO ${table} VALUES (1, $1)`, [JSON.stringify({ who: A.contactId })]);
      await redis.set(redisKey, `last order ${A.externalIds[1]}`);
      writeFileSync(logFile, `{"msg":"refund ${A.adjustmentIds[0]} sent"}\n`);

      const scan = await scanRun(
        runScope(noticeExclusions(stack, requestId, [A.contactId])),
        new NeedleIndex(needlesOf('A', A)),
      );
      progress(`with three planted copies: ${describeScan(scan, stack.isolated.DATABASE_SCHEMA_PREFIX)}`);
      expect(scan.findings.map((f) => `${f.kind} in ${f.where}`).sort()).toEqual(
        [
          `A's contactId in ${table} row 1`,
          `A's externalId in Redis key ${redisKey}`,
          `A's adjustmentId in ${logFile}:1`,
        ].sort(),
      );
    } finally {
      await db.query(`DROP TABLE IF EXISTS ${table}`);
      await redis.del(redisKey);
      redis.disconnect();
      rmSync(logFile, { force: true });
    }
  }, 60_000);
});
