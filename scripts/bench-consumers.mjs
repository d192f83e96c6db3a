// `npm run bench` (second part): the Kafka consumers, against the real stack on this machine.
//
// 1. Throughput of one replica: recorded events are loaded onto the topic first, then one
//    attribution replica decides them all, then one report-projection replica applies them (an
//    event is two messages for it: the recorded event and its decision). Measured from its first
//    effect to its last, so start-up and the group join are left out. Run with chunks of
//    ATTRIBUTION_BATCH_SIZE / REPORT_PROJECTION_BATCH_SIZE = 500 (one transaction per chunk) and
//    with chunks of 1, the cost model of the NestJS Kafka transport (eachMessage: one handler call,
//    so one transaction and one send, per message).
// 2. End-to-end latency at a steady 1,000 events/s: the gateway, one attribution and one
//    projection replica running; for every recorded event, from the gateway's answer, the time
//    until attribution stored its decision
//    and until the projection applied it (report totals and panel, one transaction).
//
// Each part has its own schemas and topics, dropped at the end. BENCH_REPS (default 3) runs of
// part 1, medians printed; BENCH_EVENTS (default 30000) events per run; BENCH_LATENCY_SECONDS
// (default 20) of steady load for part 2.
import autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { Kafka, logLevel } from 'kafkajs';
import {
  build,
  checkNode,
  cli,
  DEFAULTS,
  ensureDependencies,
  ensureKafka,
  ensurePostgres,
  ensureRedis,
  log,
} from './lib/stack.mjs';
import {
  dropRunData,
  median,
  percentile,
  sleep,
  startProcess,
  stopAll,
  stopProcess,
} from './lib/bench-kit.mjs';

const REPS = Number(process.env.BENCH_REPS ?? 3);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 30_000);
/** Chunks of 1 are slow: fewer events keep the run short, and a rate needs no more. */
const EVENTS_ONE_BY_ONE = Math.min(EVENTS, 3000);
const LATENCY_SECONDS = Number(process.env.BENCH_LATENCY_SECONDS ?? 20);
const RATE = 1000;
/**
 * Events per request in the latency run. Single-event requests at 1,000/s saturate this 2-core
 * machine's gateway once the consumers, Postgres and Kafka share its cores (about 750/s were
 * answered), so the load comes as 100 batches of 10 a second: the consumers still see 1,000
 * events a second, each one its own message.
 */
const PER_REQUEST = 10;
const runId = Date.now().toString(36);
const DAY = 86_400_000;

checkNode();
ensureDependencies();
build();
const base = {
  ...DEFAULTS,
  ...process.env,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  REDIS_KEY_PREFIX: `benchc:${runId}:`,
  RATE_LIMIT_REQUESTS: '1000000',
};
await ensurePostgres(base.DATABASE_URL);
await ensureRedis(base.REDIS_URL);
const stopKafka = await ensureKafka(base.KAFKA_BROKERS);
const db = new pg.Client({ connectionString: base.DATABASE_URL });
await db.connect();
const kafka = new Kafka({
  clientId: 'bench',
  brokers: base.KAFKA_BROKERS.split(','),
  logLevel: logLevel.NOTHING,
});

let part = 0;
/** A fresh stack of schemas and topics, with a workspace, a key and an active campaign. */
async function freshStack() {
  const env = {
    ...base,
    DATABASE_SCHEMA_PREFIX: `benchc_${runId}_${part}_`,
    KAFKA_TOPIC_PREFIX: `benchc.${runId}.${part++}.`,
  };
  cli(['migrate'], env);
  cli(['topics:create'], env);
  const workspaceId = cli(['workspace:create', '--name', 'bench'], env).workspaceId;
  const apiKey = cli(
    ['key:create', '--workspace', workspaceId, '--name', 'bench', '--scope', 'events:write'],
    env,
  ).key;
  // Written directly: in part 1 no gateway runs to PUT it (the campaigns API has its own tests).
  await db.query(
    `INSERT INTO "${env.DATABASE_SCHEMA_PREFIX}gateway".campaigns
       (workspace_id, id, name, status, starts_at, goals, attribution_window_days, counting_mode, version)
     VALUES ($1, 'bench', 'bench', 'active', $2, ARRAY['order_paid'], 0, 'every', 1)`,
    [workspaceId, new Date(Date.now() - 30 * DAY).toISOString()],
  );
  return { env, workspaceId, apiKey };
}

async function count(sql) {
  const { rows } = await db.query(sql);
  return Number(rows[0].n);
}

/** Polls `sql` (a count) until it reaches `target`; returns the rate from its first effect to its last. */
async function measure(sql, target, what) {
  let first;
  let startCount = 0;
  const deadline = Date.now() + 600_000;
  for (;;) {
    const n = await count(sql);
    const now = performance.now();
    if (first === undefined && n > 0) {
      first = now;
      startCount = n;
    }
    if (n >= target) return ((n - startCount) / (now - first)) * 1000;
    if (Date.now() > deadline) throw new Error(`${what}: ${n} of ${target} after 10 minutes`);
    await sleep(50);
  }
}

/** Loads `n` recorded events onto the topic, as the gateway's outbox relay would. */
async function loadRecordedEvents(env, workspaceId, n) {
  const producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1 });
  await producer.connect();
  const now = new Date().toISOString();
  for (let i = 0; i < n; i += 2000) {
    const messages = Array.from({ length: Math.min(2000, n - i) }, (_, j) => {
      const contactId = `contact-${(i + j) % 5000}`;
      const event = {
        eventId: randomUUID(),
        workspaceId,
        externalId: `bench-${i + j}`,
        name: (i + j) % 4 === 0 ? 'page_view' : 'order_paid',
        occurredAt: now,
        receivedAt: now,
        contactId,
        campaignId: 'bench',
        valueMinor: '4999',
        currency: 'EUR',
      };
      return { key: `${workspaceId}:${contactId}`, value: JSON.stringify(event) };
    });
    await producer.send({
      topic: `${env.KAFKA_TOPIC_PREFIX}conversions.recorded-events.v1`,
      acks: -1,
      messages,
    });
  }
  await producer.disconnect();
}

const consumerEnv = (env, chunk, port) => ({
  ...env,
  HOST: '127.0.0.1',
  ATTRIBUTION_PORT: String(port),
  REPORT_PROJECTION_PORT: String(port),
  ATTRIBUTION_BATCH_SIZE: String(chunk),
  REPORT_PROJECTION_BATCH_SIZE: String(chunk),
});

async function throughputRun(chunk, events) {
  const { env, workspaceId } = await freshStack();
  await loadRecordedEvents(env, workspaceId, events);
  const s = env.DATABASE_SCHEMA_PREFIX;

  const attribution = startProcess(
    'attribution',
    'dist/apps/attribution/src/main.js',
    consumerEnv(env, chunk, 3921),
  );
  const attributionRate = await measure(
    `SELECT count(*) AS n FROM "${s}attribution".decisions`,
    events,
    'attribution',
  );
  await stopProcess(attribution);

  const projection = startProcess(
    'report-projection',
    'dist/apps/report-projection/src/main.js',
    consumerEnv(env, chunk, 3922),
  );
  const projectionRate = await measure(
    `SELECT count(*) AS n FROM "${s}report_projection".applied_messages`,
    events * 2,
    'projection',
  );
  await stopProcess(projection);
  const received = await count(
    `SELECT coalesce(sum(received), 0) AS n FROM "${s}report_projection".campaign_reports`,
  );
  if (received !== events) throw new Error(`the report says ${received} received, not ${events}`);
  await dropRunData({ ...env, REDIS_URL: '' });
  return {
    attribution: attributionRate,
    projectionMessages: projectionRate,
    projectionEvents: projectionRate / 2,
  };
}

const throughput = [];
for (const [chunk, events] of [
  [500, EVENTS],
  [1, EVENTS_ONE_BY_ONE],
]) {
  const runs = [];
  for (let rep = 0; rep < REPS; rep++) {
    runs.push(await throughputRun(chunk, events));
    const r = runs.at(-1);
    log(
      `throughput, chunks of ${chunk}, rep ${rep + 1}: attribution ${Math.round(r.attribution)} events/s, projection ${Math.round(r.projectionMessages)} messages/s`,
    );
  }
  throughput.push({
    chunk,
    events,
    attribution: median(runs.map((r) => r.attribution)),
    projectionMessages: median(runs.map((r) => r.projectionMessages)),
    projectionEvents: median(runs.map((r) => r.projectionEvents)),
  });
}

// Part 2: end-to-end latency at a steady rate.
let counter = 0;
const event = () =>
  JSON.stringify({
    name: counter % 4 === 0 ? 'page_view' : 'order_paid',
    occurredAt: new Date().toISOString(),
    contactId: `contact-${counter % 5000}`,
    campaignId: 'bench',
    valueMinor: 4999,
    currency: 'EUR',
    externalId: `latency-${runId}-${counter++}`,
  });

/** Sends RATE events/s for `seconds`; returns when the gateway answered each recorded event. */
function steadyLoad(workspaceId, apiKey, seconds) {
  const answered = new Map(); // event id -> when the gateway answered (ms since epoch)
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `http://127.0.0.1:3920/v1/workspaces/${workspaceId}/events/batch`,
        // Enough connections that the rate, not the latency of each request, sets the pace.
        connections: 32,
        overallRate: RATE / PER_REQUEST,
        duration: seconds,
        requests: [
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
            setupRequest: (req) => ({
              ...req,
              body: `{"events":[${Array.from({ length: PER_REQUEST }, event).join(',')}]}`,
            }),
            onResponse: (status, body) => {
              if (status !== 200) return;
              const at = Date.now();
              for (const r of JSON.parse(body).results) if (r.status === 'recorded') answered.set(r.id, at);
            },
          },
        ],
      },
      (err, result) => (err ? reject(err) : resolve({ answered, result })),
    );
  });
}

async function latencyRun() {
  const { env, workspaceId, apiKey } = await freshStack();
  startProcess('gateway', 'dist/apps/gateway/src/main.js', { ...env, PORT: '3920' });
  startProcess('attribution', 'dist/apps/attribution/src/main.js', consumerEnv(env, 500, 3921));
  startProcess('report-projection', 'dist/apps/report-projection/src/main.js', consumerEnv(env, 500, 3922));
  for (const port of [3920, 3921, 3922]) {
    for (let i = 0; ; i++) {
      const ok = await fetch(`http://127.0.0.1:${port}/health/ready`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (i > 300) throw new Error(`port ${port} never became ready`);
      await sleep(100);
    }
  }
  // Warm-up at the same rate (JIT, connection pools, group assignment), not measured.
  await steadyLoad(workspaceId, apiKey, 5);
  const { answered, result } = await steadyLoad(workspaceId, apiKey, LATENCY_SECONDS);
  const s = env.DATABASE_SCHEMA_PREFIX;
  const ids = [...answered.keys()];
  await measure(
    `SELECT count(*) AS n FROM "${s}report_projection".event_outcomes WHERE event_id = ANY('{${ids.join(',')}}'::uuid[])`,
    ids.length,
    'latency run',
  );
  const decided = await db.query(
    `SELECT event_id::text AS id, extract(epoch FROM decided_at) * 1000 AS at FROM "${s}attribution".decisions WHERE event_id = ANY($1::uuid[])`,
    [ids],
  );
  const applied = await db.query(
    `SELECT substr(id, 10) AS id, extract(epoch FROM applied_at) * 1000 AS at FROM "${s}report_projection".applied_messages
      WHERE id = ANY($1::text[])`,
    [ids.map((id) => `decision:${id}`)],
  );
  const delays = (rows) => rows.map((r) => Number(r.at) - answered.get(r.id));
  await stopAll();
  await dropRunData(env);
  const toDecision = delays(decided.rows);
  const toReport = delays(applied.rows);
  return {
    events: ids.length,
    errors: result.non2xx + result.errors,
    decision: {
      p50: percentile(toDecision, 50),
      p99: percentile(toDecision, 99),
      max: Math.max(...toDecision),
    },
    report: { p50: percentile(toReport, 50), p99: percentile(toReport, 99), max: Math.max(...toReport) },
  };
}

const latency = [];
for (let rep = 0; rep < REPS; rep++) {
  latency.push(await latencyRun());
  const r = latency.at(-1);
  log(
    `latency at ${RATE}/s, rep ${rep + 1}: ${r.events} events; to the report p50 ${Math.round(r.report.p50)} ms, p99 ${Math.round(r.report.p99)} ms`,
  );
}
await db.end();
const mid = (pick) => Math.round(median(latency.map(pick)));

const pad = (v, n) => String(v).padStart(n);
const lines = [
  '',
  `Consumer benchmark: Node ${process.versions.node}, ${(await import('node:os')).cpus().length} cores; one replica of each consumer`,
  '',
  `Throughput of one replica (median of ${REPS} runs), from its first effect to its last:`,
  `${'chunk size'.padEnd(12)}${pad('events', 8)}${pad('attribution ev/s', 18)}${pad('projection msg/s', 18)}${pad('projection ev/s', 17)}`,
  ...throughput.map(
    (t) =>
      `${String(t.chunk).padEnd(12)}${pad(t.events, 8)}${pad(Math.round(t.attribution), 18)}${pad(Math.round(t.projectionMessages), 18)}${pad(Math.round(t.projectionEvents), 17)}`,
  ),
  '  (chunk size 1 = one transaction and one Kafka send per message: what the NestJS transport, eachMessage, costs)',
  '',
  `End-to-end latency at ${RATE} events/s (batches of ${PER_REQUEST}), ${LATENCY_SECONDS} s after a 5 s warm-up, median of ${REPS} runs: ${mid((r) => r.events)} events a run, ${latency.reduce((n, r) => n + r.errors, 0)} errors`,
  `${"from the gateway's answer to".padEnd(44)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}${pad('max ms', 8)}`,
  `${'decision stored (attribution)'.padEnd(44)}${pad(
    mid((r) => r.decision.p50),
    8,
  )}${pad(
    mid((r) => r.decision.p99),
    8,
  )}${pad(
    mid((r) => r.decision.max),
    8,
  )}`,
  `${'report and panel updated (projection)'.padEnd(44)}${pad(
    mid((r) => r.report.p50),
    8,
  )}${pad(
    mid((r) => r.report.p99),
    8,
  )}${pad(
    mid((r) => r.report.max),
    8,
  )}`,
  '  (to the start of the transaction that stored or applied it; its commit follows within milliseconds)',
];
process.stdout.write(`${lines.join('\n')}\n\n`);
stopKafka?.();
