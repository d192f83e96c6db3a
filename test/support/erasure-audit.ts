import Redis from 'ioredis';
import { Pool } from 'pg';
import { CliEnv, loadEnv } from '@app/config';
import { contactErasedMessageId } from '@app/webhooks';
import { ConsumedMessage, consumeUntil, topicOffsets } from './kafka';
import { ProcessStack } from './process-stack';
import { count, RowExclusion, ScanResult, ScanScope } from './run-scan';
import { until } from './wait';

/**
 * What the erasure specs share (docs/reliability.md#erasure): a contact's footprint in every
 * service, counted the way each service's erasure reports what it removed, the scope of the audit
 * (everything the test run stored), and following a request through the API.
 */

/** Rows (and the gateway's Redis markers) naming a contact, by service and table, as `removed` names them. */
export interface Footprint {
  gateway: { events: number; adjustments: number; outbox: number; redisMarkers: number };
  attribution: { decisions: number; conversions: number; adjustment_decisions: number };
  reportProjection: {
    panel: number;
    event_outcomes: number;
    adjustment_outcomes: number;
    waiting_adjustments: number;
  };
  webhookDispatcher: { messages: number; deliveries: number; attempts: number };
}

/** The ids an erasure must leave nowhere: the contact's, and each externalId and adjustmentId sent for it. */
export interface ContactIds {
  contactId: string;
  externalIds: string[];
  adjustmentIds: string[];
}

export function needlesOf(label: string, ids: ContactIds) {
  return [
    { kind: `${label}'s contactId`, value: ids.contactId },
    ...ids.externalIds.map((value) => ({ kind: `${label}'s externalId`, value })),
    ...ids.adjustmentIds.map((value) => ({ kind: `${label}'s adjustmentId`, value })),
  ];
}

/** Counts what names the contact in the stack's schemas and Redis, read straight from each store. */
export async function footprint(
  db: Pool,
  stack: ProcessStack,
  workspaceId: string,
  ids: ContactIds,
): Promise<Footprint> {
  const gw = stack.schema('gateway');
  const at = stack.schema('attribution');
  const rp = stack.schema('reportProjection');
  const wd = stack.schema('webhookDispatcher');
  const one = async (sql: string): Promise<number> =>
    Number((await db.query<{ n: string }>(sql, [workspaceId, ids.contactId])).rows[0].n);
  const theirs = `SELECT id FROM ${gw}.events WHERE workspace_id = $1 AND contact_id = $2`;
  const theirAdjustments = `SELECT a.id FROM ${gw}.adjustments a JOIN ${gw}.events e ON a.event_id = e.id
    WHERE e.workspace_id = $1 AND e.contact_id = $2`;
  const messages = `SELECT id FROM ${wd}.messages WHERE workspace_id = $1 AND contact_id = $2`;
  return {
    gateway: {
      events: await one(`SELECT count(*) AS n FROM (${theirs}) x`),
      adjustments: await one(`SELECT count(*) AS n FROM (${theirAdjustments}) x`),
      outbox: await one(
        `SELECT count(*) AS n FROM ${gw}.outbox WHERE event_id IN (${theirs}) OR adjustment_id IN (${theirAdjustments})`,
      ),
      redisMarkers: await redisMarkers(stack, workspaceId, ids),
    },
    attribution: {
      decisions: await one(
        `SELECT count(*) AS n FROM ${at}.decisions WHERE workspace_id = $1 AND contact_id = $2`,
      ),
      conversions: await one(
        `SELECT count(*) AS n FROM ${at}.conversions c JOIN ${at}.decisions d ON c.event_id = d.event_id
          WHERE d.workspace_id = $1 AND d.contact_id = $2`,
      ),
      adjustment_decisions: await one(
        `SELECT count(*) AS n FROM ${at}.adjustment_decisions WHERE workspace_id = $1 AND contact_id = $2`,
      ),
    },
    reportProjection: {
      panel: await one(`SELECT count(*) AS n FROM ${rp}.panel WHERE workspace_id = $1 AND contact_id = $2`),
      event_outcomes: await one(
        `SELECT count(*) AS n FROM ${rp}.event_outcomes WHERE workspace_id = $1 AND contact_id = $2`,
      ),
      adjustment_outcomes: await one(
        `SELECT count(*) AS n FROM ${rp}.adjustment_outcomes WHERE workspace_id = $1 AND contact_id = $2`,
      ),
      waiting_adjustments: await one(
        `SELECT count(*) AS n FROM ${rp}.waiting_adjustments
          WHERE decision->>'workspaceId' = $1 AND decision->'event'->>'contactId' = $2`,
      ),
    },
    webhookDispatcher: {
      messages: await one(`SELECT count(*) AS n FROM (${messages}) x`),
      deliveries: await one(`SELECT count(*) AS n FROM ${wd}.deliveries WHERE message_id IN (${messages})`),
      attempts: await one(`SELECT count(*) AS n FROM ${wd}.attempts WHERE message_id IN (${messages})`),
    },
  };
}

/** The contact's deduplication markers the gateway wrote ("recorded" markers, `d:<rowId>:...`), in either mode. */
async function redisMarkers(stack: ProcessStack, workspaceId: string, ids: ContactIds): Promise<number> {
  const redis = new Redis(stack.env.REDIS_URL);
  try {
    const prefix = stack.isolated.REDIS_KEY_PREFIX;
    const keys = [
      ...ids.externalIds.flatMap((id) => [`dedupe:${workspaceId}:${id}`, `dedupe-test:${workspaceId}:${id}`]),
      ...ids.adjustmentIds.flatMap((id) => [
        `adjustment:${workspaceId}:${id}`,
        `adjustment-test:${workspaceId}:${id}`,
      ]),
    ].map((key) => `${prefix}${key}`);
    let n = 0;
    for (let i = 0; i < keys.length; i += 1000) {
      const values = await redis.mget(keys.slice(i, i + 1000));
      n += values.filter((v) => v?.startsWith('d:')).length;
    }
    return n;
  } finally {
    redis.disconnect();
  }
}

/** Everything the test run stored: every schema, Redis key and log file of the run (the stack's are among them). */
export function runScope(exclude: RowExclusion[] = []): ScanScope {
  const run = loadEnv(CliEnv, process.env);
  return {
    databaseUrl: run.DATABASE_URL,
    schemaPrefix: run.DATABASE_SCHEMA_PREFIX,
    redisUrl: run.REDIS_URL,
    redisPrefix: run.REDIS_KEY_PREFIX,
    logFolders: process.env.CVP_TEST_LOG_DIR ? [process.env.CVP_TEST_LOG_DIR] : [],
    exclude,
  };
}

/**
 * The one thing that names an erased contact afterwards, by design (docs/privacy.md#downstream-notices):
 * its contact.erased webhook message, and the delivery log of it (a receiver's answer may echo it).
 * Left out of the scan by its id, so any other row naming the contact is still found.
 */
export function noticeExclusions(
  stack: ProcessStack,
  requestId: string,
  contactIds: string[],
): RowExclusion[] {
  const wd = stack.schema('webhookDispatcher');
  const ids = contactIds.map((c) => `'${contactErasedMessageId(requestId, c)}'`).join(', ');
  const why = 'the contact.erased notice names the contact (docs/privacy.md#downstream-notices)';
  return [
    { table: `${wd}.messages`, where: `t.id IN (${ids})`, why },
    { table: `${wd}.deliveries`, where: `t.message_id IN (${ids})`, why },
    { table: `${wd}.attempts`, where: `t.message_id IN (${ids})`, why },
  ];
}

/** A scan's figures in a sentence; `prefix` is dropped from table names (the stack's schema prefix). */
export function describeScan(result: ScanResult, prefix = ''): string {
  const excluded = Object.values(result.excludedRows).reduce((a, b) => a + b, 0);
  const tables = Object.entries(result.foundIn.tables);
  const rows = tables.reduce((n, [, r]) => n + r, 0);
  return (
    `scanned ${count(result.logLines)} log lines in ${count(result.logFiles)} files, ` +
    `${count(result.rows)} rows of ${count(result.tables)} tables` +
    `${excluded ? ` (${excluded} rows of the contact.erased notice left out)` : ''} and ` +
    `${count(result.redisKeys)} Redis keys: ${result.findings.length} findings, in ` +
    `${count(result.foundIn.logLines)} log lines, ${count(rows)} rows of ${tables.length} tables and ` +
    `${count(result.foundIn.redisKeys)} Redis keys` +
    (tables.length
      ? ` (${tables.map(([t, r]) => `${t.startsWith(prefix) ? t.slice(prefix.length) : t} ${r}`).join(', ')})`
      : '')
  );
}

/** An erasure request as GET .../erasure-requests/{id} shows it (docs/api.md#erasure-requests). */
export interface ErasureView {
  id: string;
  status: 'pending' | 'running' | 'completed' | 'failed';
  contactCount: number;
  requestedAt: string;
  completedAt: string | null;
  services: Record<
    keyof Footprint,
    { status: string; removed: Record<string, number>; completedAt: string | null }
  >;
  error: string | null;
}

/** The request as GET shows it once it is completed (or failed, or the time is up: the spec asserts on it). */
export async function erasureOutcome(
  stack: ProcessStack,
  key: string,
  workspaceId: string,
  requestId: string,
  timeoutMs = 90_000,
): Promise<ErasureView> {
  return until(
    async () =>
      (await stack.api(key, 'GET', `/v1/workspaces/${workspaceId}/erasure-requests/${requestId}`))
        .body as ErasureView,
    (view) => view?.status === 'completed' || view?.status === 'failed',
    timeoutMs,
    250,
  );
}

/** Webhook deliveries of the stack still to be tried (pending, or failing with a retry ahead). */
export async function deliveriesInFlight(db: Pool, stack: ProcessStack): Promise<number> {
  const { rows } = await db.query<{ n: string }>(
    `SELECT count(*) AS n FROM ${stack.schema('webhookDispatcher')}.deliveries WHERE status IN ('pending', 'failing')`,
  );
  return Number(rows[0].n);
}

/** Every message a topic holds now (read to its end, as its offsets say when this is called). */
export async function wholeTopic(brokers: string, topic: string): Promise<ConsumedMessage[]> {
  let total = 0;
  for (const p of await topicOffsets(brokers, topic)) total += Number(p.high) - Number(p.low);
  if (total === 0) return [];
  return consumeUntil(brokers, topic, (messages) => messages.length >= total, 60_000);
}
