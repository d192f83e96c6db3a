// `npm run bench` (second part): the Kafka consumers, against the real stack on this machine.
//
// Throughput of one replica: recorded events are loaded onto the topic first, then one
//    attribution replica decides them all, then one report-projection replica applies them (an
//    event is two messages for it: the recorded event and its decision). Measured from its first
//    effect to its last, so start-up and the group join are left out. Run with chunks of
//    ATTRIBUTION_BATCH_SIZE / REPORT_PROJECTION_BATCH_SIZE = 500 (one transaction per chunk) and
//    with chunks of 1, the cost model of Nest's own Kafka transport (eachMessage: one handler call,
//    so one transaction and one send, per message).
//
// End-to-end latency and CPU per event of the whole platform under a steady load are measured by
// `npm run bench:system` (scripts/bench-system.mjs).
//
// Each run has its own schemas and topics, dropped at the end. BENCH_REPS (default 3) runs,
// medians printed; BENCH_EVENTS (default 30000) events per run.
import { randomUUID } from 'node:crypto';
import { cpus } from 'node:os';
import { cli, ensureServices, log } from './lib/stack.mjs';
import { dropRunData, median, sleep, startProcess, stopProcess } from './lib/bench-kit.mjs';
import { newRunId, runPrefixes, throwawayPrivacyHashKey } from './lib/bench/run-env.mjs';
import { connectClients, prepareBuild } from './lib/bench/setup.mjs';

const REPS = Number(process.env.BENCH_REPS ?? 3);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 30_000);
/** Chunks of 1 are slow: fewer events keep the run short, and a rate needs no more. */
const EVENTS_ONE_BY_ONE = Math.min(EVENTS, 3000);
const runId = newRunId();
const DAY = 86_400_000;

const base = {
  ...prepareBuild(),
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  REDIS_KEY_PREFIX: runPrefixes('benchc', runId).REDIS_KEY_PREFIX,
  PRIVACY_HASH_KEY: process.env.PRIVACY_HASH_KEY ?? throwawayPrivacyHashKey(),
};
const stopKafka = await ensureServices(base);
const { db, kafka } = await connectClients(base, 'bench');

let part = 0;
/** A fresh stack of schemas and topics, with a workspace and an active campaign. */
async function freshStack() {
  const { DATABASE_SCHEMA_PREFIX, KAFKA_TOPIC_PREFIX } = runPrefixes('benchc', runId, part++);
  const env = { ...base, DATABASE_SCHEMA_PREFIX, KAFKA_TOPIC_PREFIX };
  cli(['migrate'], env);
  cli(['topics:create'], env);
  const workspaceId = cli(['workspace:create', '--name', 'bench'], env).workspaceId;
  // Written directly: no gateway runs to PUT it (the campaigns API has its own tests).
  await db.query(
    `INSERT INTO "${env.DATABASE_SCHEMA_PREFIX}gateway".campaigns
       (workspace_id, id, name, status, starts_at, goals, attribution_window_days, counting_mode, version)
     VALUES ($1, 'bench', 'bench', 'active', $2, ARRAY['order_paid'], 0, 'every', 1)`,
    [workspaceId, new Date(Date.now() - 30 * DAY).toISOString()],
  );
  return { env, workspaceId };
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

/** One replica of `app` alone on the backlog: its rate until `sql` reaches `target`; stopped after. */
async function replicaRate({ app, what }, env, sql, target) {
  const replica = startProcess(app, `dist/apps/${app}/src/main.js`, env);
  const rate = await measure(sql, target, what);
  await stopProcess(replica);
  return rate;
}

async function throughputRun(chunk, events) {
  const { env, workspaceId } = await freshStack();
  await loadRecordedEvents(env, workspaceId, events);
  const s = env.DATABASE_SCHEMA_PREFIX;

  const attributionRate = await replicaRate(
    { app: 'attribution', what: 'attribution' },
    consumerEnv(env, chunk, 3921),
    `SELECT count(*) AS n FROM "${s}attribution".decisions`,
    events,
  );
  const projectionRate = await replicaRate(
    { app: 'report-projection', what: 'projection' },
    consumerEnv(env, chunk, 3922),
    `SELECT count(*) AS n FROM "${s}report_projection".applied_messages`,
    events * 2,
  );
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

async function main() {
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

  await db.end();

  const pad = (v, n) => String(v).padStart(n);
  const lines = [
    '',
    `Consumer benchmark: Node ${process.versions.node}, ${cpus().length} cores; one replica of each consumer`,
    '',
    `Throughput of one replica (median of ${REPS} runs), from its first effect to its last:`,
    `${'chunk size'.padEnd(12)}${pad('events', 8)}${pad('attribution ev/s', 18)}${pad('projection msg/s', 18)}${pad('projection ev/s', 17)}`,
    ...throughput.map(
      (t) =>
        `${String(t.chunk).padEnd(12)}${pad(t.events, 8)}${pad(Math.round(t.attribution), 18)}${pad(Math.round(t.projectionMessages), 18)}${pad(Math.round(t.projectionEvents), 17)}`,
    ),
    "  (chunk size 1 = one transaction and one Kafka send per message: what Nest's own Kafka transport, eachMessage, costs)",
  ];
  process.stdout.write(`${lines.join('\n')}\n\n`);
  stopKafka?.();
}

await main();
