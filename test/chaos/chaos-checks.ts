import { Kafka, logLevel } from 'kafkajs';
import { ConversionClient } from '@app/client';
import { Client } from 'pg';
import { TOPICS } from '@app/contracts';
import { schemaName } from '@app/database';
import { adjustmentOutcomeChecks, recompute, withNetStates } from './chaos-adjustments';
import { ChaosReceiver } from './chaos-receiver';
import { Acknowledgement, Ledger, Sender } from './chaos-load';

/**
 * What the chaos run checks once the faults are over and the platform has caught up: the
 * guarantees (docs/architecture.md#the-guarantees) for the whole platform, read from Postgres
 * (the truth), the Kafka dead-letter topics, the receiver and the clients' ledger. Each check is
 * one row of the table the run prints; any row that fails fails the run.
 */

export interface CheckRow {
  check: string;
  observed: string;
  ok: boolean;
}

export interface CheckContext {
  databaseUrl: string;
  brokers: string;
  workspaceId: string;
  endpointId: string;
  /** A client of the platform to read the report with, as integrators do. */
  reports: ConversionClient;
  ledger: Ledger;
  senders: Sender[];
  receiver: ChaosReceiver;
}

export const SUBSCRIBED = [
  'event.recorded',
  'conversion.counted',
  'conversion.not_counted',
  'conversion.retracted',
  'conversion.restated',
];

const prefix = (): string => process.env.DATABASE_SCHEMA_PREFIX ?? '';
const gateway = (): string => schemaName(prefix(), 'gateway');
const attribution = (): string => schemaName(prefix(), 'attribution');
const projection = (): string => schemaName(prefix(), 'reportProjection');
const dispatcher = (): string => schemaName(prefix(), 'webhookDispatcher');

const n = (value: number): string => value.toLocaleString('en-US');

/**
 * Whether the platform has caught up: outbox empty, every event and adjustment decided and
 * reported, nothing waiting, every message delivered (two per event, one per applied adjustment).
 */
export async function caughtUp(db: Client, ctx: Pick<CheckContext, 'workspaceId' | 'endpointId'>) {
  const [row] = (
    await db.query(
      `SELECT
         (SELECT count(*)::int FROM ${gateway()}.outbox) AS outbox,
         (SELECT count(*)::int FROM ${gateway()}.events WHERE workspace_id = $1) AS events,
         (SELECT count(*)::int FROM ${attribution()}.decisions WHERE workspace_id = $1) AS decisions,
         (SELECT coalesce(sum(received), 0)::int FROM ${projection()}.campaign_reports WHERE workspace_id = $1) AS reported,
         (SELECT count(*)::int FROM ${gateway()}.adjustments WHERE workspace_id = $1) AS adjustments,
         (SELECT count(*)::int FROM ${attribution()}.adjustment_decisions
            WHERE workspace_id = $1 AND applied IS NOT NULL) AS "adjustmentsDecided",
         (SELECT count(*)::int FROM ${attribution()}.adjustment_decisions WHERE workspace_id = $1 AND applied) AS applied,
         (SELECT count(*)::int FROM ${projection()}.adjustment_outcomes o
            JOIN ${attribution()}.adjustment_decisions a ON a.adjustment_id = o.adjustment_id
            WHERE a.workspace_id = $1) AS "adjustmentsReported",
         (SELECT count(*)::int FROM ${projection()}.waiting_adjustments) AS waiting,
         (SELECT count(*)::int FROM ${dispatcher()}.deliveries WHERE endpoint_id = $2) AS deliveries,
         (SELECT count(*)::int FROM ${dispatcher()}.deliveries WHERE endpoint_id = $2 AND status = 'delivered') AS delivered`,
      [ctx.workspaceId, ctx.endpointId],
    )
  ).rows as {
    outbox: number;
    events: number;
    decisions: number;
    reported: number;
    adjustments: number;
    adjustmentsDecided: number;
    applied: number;
    adjustmentsReported: number;
    waiting: number;
    deliveries: number;
    delivered: number;
  }[];
  return {
    ...row,
    done:
      row.outbox === 0 &&
      row.decisions === row.events &&
      row.reported === row.events &&
      row.adjustmentsDecided === row.adjustments &&
      row.adjustmentsReported === row.adjustments &&
      row.waiting === 0 &&
      row.deliveries === 2 * row.events + row.applied &&
      row.delivered === row.deliveries,
  };
}

export async function runChecks(ctx: CheckContext): Promise<CheckRow[]> {
  const db = new Client({ connectionString: ctx.databaseUrl });
  await db.connect();
  try {
    const adjusted = await recompute(db, ctx.workspaceId);
    await withNetStates(db, adjusted.states);
    return [
      ...(await ingestionChecks(db, ctx)),
      ...(await adjustmentIngestionChecks(db, ctx)),
      await decisionCheck(db, ctx),
      ...(await adjustmentOutcomeChecks(db, ctx.workspaceId, adjusted)),
      await reportCheck(db, ctx),
      ...(await webhookChecks(db, ctx)),
      await deadLetterCheck(ctx),
      statusCheck(ctx),
      sdkCheck(ctx),
    ];
  } finally {
    await db.end();
  }
}

/**
 * What the clients were told against the stored rows, for events (by externalId) or adjustments (by
 * adjustmentId): every acknowledged key stored exactly once, nothing stored that no client sent,
 * every answer naming the stored row, at most one 201 per key.
 */
export function acknowledgedChecks(
  noun: { one: string; key: string },
  storedRows: { key: string; id: string }[],
  bodies: Map<string, unknown>,
  acknowledged: Map<string, Acknowledgement[]>,
): CheckRow[] {
  const stored = new Map<string, { id: string; copies: number }>();
  for (const r of storedRows) {
    const seen = stored.get(r.key);
    stored.set(r.key, { id: r.id, copies: (seen?.copies ?? 0) + 1 });
  }
  let missing = 0;
  let copies = 0;
  let wrongId = 0;
  let twoCreated = 0;
  let answers200 = 0;
  let answers201 = 0;
  for (const [key, acks] of acknowledged) {
    const row = stored.get(key);
    if (!row) missing += 1;
    else if (row.copies !== 1) copies += 1;
    for (const ack of acks) {
      if (ack.status === 200) answers200 += 1;
      else answers201 += 1;
      if (row && ack.id !== row.id) wrongId += 1;
    }
    if (acks.filter((a) => a.status === 201).length > 1) twoCreated += 1;
  }
  const unknown = [...stored.keys()].filter((key) => !bodies.has(key)).length;
  const storedUnacknowledged = [...stored.keys()].filter((key) => !acknowledged.has(key)).length;
  return [
    {
      check: `Every ${noun.key} answered 201 or 200 is stored exactly once`,
      observed: `${n(acknowledged.size)} acknowledged, ${n(stored.size)} stored; ${missing} missing, ${copies} stored twice, ${unknown} stored that no client sent (${storedUnacknowledged} stored whose answer never reached the client)`,
      ok: acknowledged.size > 0 && missing === 0 && copies === 0 && unknown === 0,
    },
    {
      check: `No 200 for ${noun.one} that is not stored; every answer names the stored ${noun.one.split(' ').at(-1)}`,
      observed: `${n(answers201)} answers 201, ${n(answers200)} answers 200; ${wrongId} name another id than the stored one`,
      ok: answers200 > 0 && wrongId === 0 && missing === 0,
    },
    {
      check: `At most one 201 per ${noun.key}`,
      observed: `${twoCreated} ${noun.key}s answered 201 more than once`,
      ok: twoCreated === 0,
    },
  ];
}

async function ingestionChecks(db: Client, { workspaceId, ledger }: CheckContext): Promise<CheckRow[]> {
  const { rows } = await db.query<{ key: string; id: string }>(
    `SELECT external_id AS key, id FROM ${gateway()}.events WHERE workspace_id = $1`,
    [workspaceId],
  );
  return acknowledgedChecks({ one: 'an event', key: 'externalId' }, rows, ledger.bodies, ledger.acknowledged);
}

async function adjustmentIngestionChecks(
  db: Client,
  { workspaceId, ledger }: CheckContext,
): Promise<CheckRow[]> {
  const { rows } = await db.query<{ key: string; id: string }>(
    `SELECT adjustment_id AS key, id FROM ${gateway()}.adjustments WHERE workspace_id = $1`,
    [workspaceId],
  );
  return acknowledgedChecks(
    { one: 'an adjustment', key: 'adjustmentId' },
    rows,
    ledger.adjustmentBodies,
    ledger.adjustmentsAcknowledged,
  );
}

async function decisionCheck(db: Client, { workspaceId }: CheckContext): Promise<CheckRow> {
  const [row] = (
    await db.query(
      `SELECT
         (SELECT count(*)::int FROM ${gateway()}.events e WHERE e.workspace_id = $1
            AND NOT EXISTS (SELECT 1 FROM ${attribution()}.decisions d WHERE d.event_id = e.id)) AS undecided,
         (SELECT count(*)::int FROM ${attribution()}.decisions d WHERE d.workspace_id = $1
            AND NOT EXISTS (SELECT 1 FROM ${gateway()}.events e WHERE e.id = d.event_id)) AS orphans,
         (SELECT count(*)::int FROM ${attribution()}.decisions d WHERE d.workspace_id = $1) AS decisions`,
      [workspaceId],
    )
  ).rows as { undecided: number; orphans: number; decisions: number }[];
  return {
    check: 'Every recorded event has exactly one attribution decision',
    observed: `${n(row.decisions)} decisions; ${row.undecided} events without one, ${row.orphans} for no event (one per event: primary key)`,
    ok: row.decisions > 0 && row.undecided === 0 && row.orphans === 0,
  };
}

/**
 * The report tables against the same totals computed from the events, their decisions and the
 * recomputed adjustments (`chaos_net`, chaos-adjustments.ts): gross and net.
 */
async function reportCheck(db: Client, { workspaceId, reports }: CheckContext): Promise<CheckRow> {
  const truth = `
    SELECT e.campaign_id, e.occurred_at, e.value_minor, e.currency, d.counted, d.reason,
      d.counted AND coalesce(n.retracted, false) AS retracted,
      coalesce(n.net_value_minor, e.value_minor) AS net_value_minor
    FROM ${gateway()}.events e JOIN ${attribution()}.decisions d ON d.event_id = e.id
    LEFT JOIN chaos_net n ON n.event_id = e.id
    WHERE e.workspace_id = $1 AND e.campaign_id IS NOT NULL`;
  const pairs: [string, string, string][] = [
    [
      'totals',
      `SELECT campaign_id, count(*)::text AS received, count(*) FILTER (WHERE counted)::text AS counted, count(*) FILTER (WHERE retracted)::text AS retracted FROM (${truth}) t GROUP BY 1`,
      `SELECT campaign_id, received::text, counted::text, retracted::text FROM ${projection()}.campaign_reports WHERE workspace_id = $1`,
    ],
    [
      'reasons',
      `SELECT campaign_id, reason, count(*)::text AS count FROM (${truth}) t WHERE NOT counted GROUP BY 1, 2`,
      `SELECT campaign_id, reason, count::text FROM ${projection()}.campaign_reasons WHERE workspace_id = $1 AND count > 0`,
    ],
    [
      'values',
      `SELECT campaign_id, currency, sum(value_minor)::text AS value, sum(net_value_minor)::text AS net FROM (${truth}) t WHERE counted AND currency IS NOT NULL GROUP BY 1, 2 HAVING sum(value_minor) <> 0 OR sum(net_value_minor) <> 0`,
      `SELECT campaign_id, currency, value_minor::text AS value, net_value_minor::text AS net FROM ${projection()}.campaign_values WHERE workspace_id = $1 AND (value_minor <> 0 OR net_value_minor <> 0)`,
    ],
    [
      'daily',
      `SELECT campaign_id, to_char(occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, count(*)::text AS received, count(*) FILTER (WHERE counted)::text AS counted, count(*) FILTER (WHERE retracted)::text AS retracted FROM (${truth}) t GROUP BY 1, 2`,
      `SELECT campaign_id, to_char(day, 'YYYY-MM-DD') AS day, received::text, counted::text, retracted::text FROM ${projection()}.campaign_daily WHERE workspace_id = $1`,
    ],
  ];
  const differing: string[] = [];
  let totals = '';
  const truths = new Map<string, Record<string, string>[]>();
  for (const [what, expectedSql, actualSql] of pairs) {
    const key = (rows: Record<string, string>[]) => rows.map((r) => JSON.stringify(r)).sort();
    const expectedRows = (await db.query<Record<string, string>>(expectedSql, [workspaceId])).rows;
    truths.set(what, expectedRows);
    const actual = key((await db.query(actualSql, [workspaceId])).rows);
    if (JSON.stringify(key(expectedRows)) !== JSON.stringify(actual)) differing.push(what);
    if (what === 'totals') totals = actual.join(' ');
  }
  // And as integrators read it (netCounted is computed when read): the API's report of `chaos`.
  const report = await reports.reports.get('chaos');
  const [total] = truths.get('totals') ?? [];
  const byCurrency = (list: { currency: string; valueMinor: string }[]) =>
    JSON.stringify(
      list
        .filter((v) => v.valueMinor !== '0')
        .map((v) => `${v.currency} ${v.valueMinor}`)
        .sort(),
    );
  const values = truths.get('values') ?? [];
  const fromValues = (field: string) =>
    byCurrency(values.map((v) => ({ currency: v.currency, valueMinor: v[field] })));
  const api = {
    counted: report.counted === Number(total?.counted),
    retracted: report.retracted === Number(total?.retracted),
    netCounted: report.netCounted === Number(total?.counted) - Number(total?.retracted),
    valueByCurrency: byCurrency(report.valueByCurrency) === fromValues('value'),
    netValueByCurrency: byCurrency(report.netValueByCurrency) === fromValues('net'),
  };
  for (const [field, same] of Object.entries(api)) if (!same) differing.push(`API ${field}`);
  totals += `; API netCounted ${report.netCounted}, netValueByCurrency ${report.netValueByCurrency
    .map((v) => `${v.currency} ${v.valueMinor}`)
    .join(', ')}`;
  return {
    check:
      "Each campaign report equals the totals computed from Postgres, gross and net (received, counted, retracted, reasons, value and net value per currency, daily with retracted; the API report's netCounted and netValueByCurrency)",
    observed: differing.length ? `differs in: ${differing.join(', ')}` : `equal: ${totals}`,
    ok: differing.length === 0 && totals !== '',
  };
}

async function webhookChecks(db: Client, ctx: CheckContext): Promise<CheckRow[]> {
  const { workspaceId, endpointId, receiver } = ctx;
  // Per event: its messages by type (and adjustment, for conversion.retracted / restated), the
  // decision's verdict, its applied adjustments, and the delivery of each message.
  const { rows } = await db.query<{
    event_id: string;
    counted: boolean | null;
    messages: { id: string; type: string; adjustment: string | null; status: string | null }[] | null;
    applied: string[] | null;
  }>(
    `SELECT e.id AS event_id, d.counted,
       (SELECT json_agg(json_build_object('id', m.id, 'type', m.type, 'status', dl.status,
                 'adjustment', m.body::json -> 'data' -> 'adjustment' ->> 'id'))
          FROM ${dispatcher()}.messages m
          LEFT JOIN ${dispatcher()}.deliveries dl ON dl.message_id = m.id AND dl.endpoint_id = $2
          WHERE m.event_id = e.id) AS messages,
       (SELECT json_agg(CASE a.type WHEN 'retraction' THEN 'conversion.retracted' ELSE 'conversion.restated' END
                 || ' ' || a.adjustment_id)
          FROM ${attribution()}.adjustment_decisions a WHERE a.event_id = e.id AND a.applied) AS applied
     FROM ${gateway()}.events e LEFT JOIN ${attribution()}.decisions d ON d.event_id = e.id
     WHERE e.workspace_id = $1`,
    [workspaceId, endpointId],
  );
  const receivedIds = new Map<string, number>();
  const idsPerMessage = new Map<string, Set<string>>();
  for (const r of receiver.receipts) {
    receivedIds.set(r.webhookId, (receivedIds.get(r.webhookId) ?? 0) + 1);
    const key = `${r.eventId}\u0000${r.type}\u0000${r.adjustmentId ?? ''}`;
    idsPerMessage.set(key, (idsPerMessage.get(key) ?? new Set()).add(r.webhookId));
  }
  let wrongMessages = 0;
  let undelivered = 0;
  let neverReceived = 0;
  let messages = 0;
  let adjustmentMessages = 0;
  const known = new Set<string>();
  for (const r of rows) {
    const list = r.messages ?? [];
    const verdict = r.counted === null ? null : r.counted ? 'conversion.counted' : 'conversion.not_counted';
    const types = list.map((m) => (m.adjustment ? `${m.type} ${m.adjustment}` : m.type)).sort();
    const wanted = ['event.recorded', ...(verdict ? [verdict] : []), ...(r.applied ?? [])].sort();
    adjustmentMessages += r.applied?.length ?? 0;
    if (JSON.stringify(types) !== JSON.stringify(wanted)) wrongMessages += 1;
    for (const m of list) {
      messages += 1;
      known.add(m.id);
      if (m.status !== 'delivered') undelivered += 1;
      if (!receivedIds.has(m.id)) neverReceived += 1;
    }
  }
  const repeated = [...receivedIds.values()].filter((count) => count > 1).length;
  const unknownReceipts = [...receivedIds.keys()].filter((id) => !known.has(id)).length;
  const splitIds = [...idsPerMessage.values()].filter((ids) => ids.size > 1).length;
  const receipts = receiver.receipts.length;
  return [
    {
      check: `Every (event, subscribed type) and every applied adjustment has exactly one message for the endpoint (${SUBSCRIBED.join(', ')})`,
      observed: `${n(messages)} messages for ${n(rows.length)} events, ${n(adjustmentMessages)} of them for applied adjustments; ${wrongMessages} events with a missing, extra or wrong-verdict message`,
      ok: rows.length > 0 && adjustmentMessages > 0 && wrongMessages === 0,
    },
    {
      check: 'Every message delivered at least once, with the same webhook-id on every attempt',
      observed: `${n(receipts)} deliveries received (${repeated} messages more than once); ${undelivered} not delivered, ${neverReceived} never received, ${splitIds} received under two ids, ${unknownReceipts} ids unknown, ${receiver.badSignatures} bad signatures`,
      ok:
        receipts > 0 &&
        undelivered === 0 &&
        neverReceived === 0 &&
        splitIds === 0 &&
        unknownReceipts === 0 &&
        receiver.badSignatures === 0,
    },
  ];
}

/** An outage is retried, never dead-lettered: the run sends no poison, so every dead-letter topic stays empty. */
async function deadLetterCheck({ brokers }: CheckContext): Promise<CheckRow> {
  const kafka = new Kafka({
    brokers: brokers.split(','),
    clientId: 'chaos-checks',
    logLevel: logLevel.NOTHING,
  });
  const admin = kafka.admin();
  await admin.connect();
  try {
    const topicPrefix = process.env.KAFKA_TOPIC_PREFIX ?? '';
    const counts: string[] = [];
    let total = 0;
    for (const topic of [
      TOPICS.attributionDeadLetter,
      TOPICS.reportProjectionDeadLetter,
      TOPICS.webhookDispatcherDeadLetter,
    ]) {
      const offsets = await admin.fetchTopicOffsets(`${topicPrefix}${topic.name}`);
      const messages = offsets.reduce((sum, p) => sum + Number(p.high) - Number(p.low), 0);
      total += messages;
      counts.push(`${topic.name.split('.')[1]} ${messages}`);
    }
    return {
      check: 'Nothing dead-lettered (outages are retried)',
      observed: counts.join(', '),
      ok: total === 0,
    };
  } finally {
    await admin.disconnect();
  }
}

function statusCheck({ ledger }: CheckContext): CheckRow {
  const statuses = [...ledger.statuses.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, count]) => `${status}: ${n(count)}`)
    .join(', ');
  return {
    check: 'No 5xx from a gateway other than 503 with Retry-After',
    observed: `attempts by answer: ${statuses}; the balancer's own 502: ${ledger.proxy502}; others: ${ledger.unexpected5xx.length ? ledger.unexpected5xx.slice(0, 3).join('; ') : 'none'}`,
    ok: ledger.unexpected5xx.length === 0,
  };
}

function sdkCheck({ senders, ledger }: CheckContext): CheckRow {
  const problems: string[] = [];
  let requests = 0;
  let retries = 0;
  let failed = 0;
  let attempts = 0;
  for (const s of senders) {
    const stats = s.client.stats();
    requests += stats.requests;
    retries += stats.retries;
    failed += stats.failed;
    attempts += stats.attempts;
    if (stats.attempts !== s.observed.attempts)
      problems.push(`${s.name}: ${stats.attempts} attempts counted, ${s.observed.attempts} made`);
    if (stats.requests !== stats.succeeded + stats.failed)
      problems.push(`${s.name}: requests != succeeded + failed`);
    if (stats.attempts !== stats.requests + stats.retries)
      problems.push(`${s.name}: attempts != requests + retries`);
    if (s.queue) {
      const q = s.queue.stats();
      const settled = q.recorded + q.alreadyReceived + q.rejected + q.failed + q.dropped;
      if (q.queued !== 0 || q.enqueued !== settled)
        problems.push(`${s.name}: queue enqueued ${q.enqueued}, settled ${settled}, queued ${q.queued}`);
    }
  }
  const failures = [...ledger.sdkFailures.entries()].map(([name, count]) => `${name} ${count}`).join(', ');
  return {
    check: "The SDK's counts of sent, retried and failed add up",
    observed: `${n(requests)} requests, ${n(retries)} retries, ${n(attempts)} attempts (${n(ledger.attemptsSeen)} seen on the wire), ${failed} failed${failures ? ` (${failures})` : ''}, ${ledger.rejectedItems} items rejected, ${ledger.adjustmentsNotFound} adjustments not found${problems.length ? `; ${problems.join('; ')}` : ''}`,
    ok:
      problems.length === 0 && requests > 0 && ledger.rejectedItems === 0 && ledger.adjustmentsNotFound === 0,
  };
}
