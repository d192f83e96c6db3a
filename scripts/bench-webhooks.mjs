// `npm run bench:webhooks` (last part of `npm run bench`): how fast one webhook dispatcher replica
// delivers, and how long a webhook takes to arrive with the whole platform running, alone and
// beside an endpoint that times out (issue 9, part 5). Every receiver is a node:http server on
// 127.0.0.1 (bench/webhook-receiver.mjs) in a process of its own; nothing is sent anywhere else.
//
// 1. Throughput of one replica. Per run, schemas and topics of its own are made with the CLI
//    (migrate, topics:create, workspace:create), then written directly with SQL: an endpoint (or
//    BENCH_WEBHOOK_ENDPOINTS of them, round robin) pointing at a receiver answering 200, its
//    signing secret sealed with SecretCipher under a throwaway WEBHOOK_SECRET_KEYS, and a backlog
//    of BENCH_WEBHOOK_BACKLOG (60,000) event.recorded messages, with the bodies the dispatcher
//    itself builds, each with one due delivery; then ANALYZE, as autovacuum would soon after such
//    an insert. Then ONE dispatcher process starts (dist/apps/webhook-dispatcher/src/main.js,
//    NODE_ENV=production, LOG_LEVEL=warn, http and 127.0.0.0/8 allowed, the rest its defaults)
//    and drains it. The rate is taken over the steady middle of the drain, from the receiver's
//    10 % to its 90 % of distinct webhook-ids (start-up and tail left out), and so is the CPU of
//    the dispatcher, the receiver and Postgres, per delivery. Afterwards every delivery row must
//    be `delivered`. Target (issue 9): 3,000 deliveries/s per replica, receiver included.
// 2. Latency with the whole platform running as users run it: per start, `node scripts/start.mjs`
//    on schemas, topics and Redis keys of its own, as bench:system runs it (its defaults; only
//    ports, a rate limit out of reach and a throwaway WEBHOOK_SECRET_KEYS set). An active
//    campaign is PUT and an endpoint subscribed to event.recorded is created through the API
//    (POST .../webhook-endpoints) at a receiver noting when each webhook-id first arrives. A 5 s
//    warm-up, then BENCH_WEBHOOK_SECONDS (15) of single events at BENCH_WEBHOOK_RATE (500)/s
//    with autocannon (which sends each second's quota in a burst). Latency: the receiver's first
//    arrival of the event's webhook-id (derived from the event id in the 201, as the dispatcher
//    derives it) minus when the client got the 201; p50 and p99.
// 3. The same, on the same start right after 2: a second endpoint subscribed to event.recorded,
//    at a receiver that never answers, so every attempt to it ends at the dispatcher's
//    WEBHOOK_REQUEST_TIMEOUT_MS (default 15 s; printed). A 5 s warm-up with both, then the same
//    load; the healthy endpoint's p50/p99, and whether its p99 stays within 2x of scenario 2's
//    (the issue's criterion), on the medians and per start.
//
// For 2 and 3, the CPU of every process (the apps, npm start itself, Kafka, Postgres, Redis, the
// receivers) from just before the load until every event answered 201 has reached the healthy
// receiver, per delivery to it (= per event); peak RSS of each. To tell where time goes: the
// latency split at the message's created_at (the way there: outbox, Kafka, fan-out; then the
// delivery engine), the dispatcher's claim queries and mean attempt from its /metrics, and on
// stderr the p99 by second of load. The header names the dispatcher build measured (a digest of
// dist/apps/webhook-dispatcher) and says so if it changed between runs.
//
// BENCH_REPS (default 3) runs of 1 and starts for 2 and 3, alternating, medians printed.
// BENCH_WEBHOOK_SCENARIOS=throughput or =latency runs one part only. Variables the apps read
// (WEBHOOK_MAX_IN_FLIGHT, WEBHOOK_REQUEST_TIMEOUT_MS, ...) pass through to both. Each run's
// schemas, topics and keys are dropped at its end, and on Ctrl-C. Progress on stderr, results on
// stdout. Linux only (/proc).
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import {
  build,
  checkNode,
  cli,
  DEFAULTS,
  ensureDependencies,
  ensureServices,
  fail,
  log,
  ROOT,
} from './lib/stack.mjs';
import {
  CLK_TCK,
  cpuBetween,
  cpuSnapshot,
  dropRunData,
  eventMaker,
  expectExits,
  findServices,
  freePorts,
  killOnExit,
  median,
  percentile,
  sleep,
  stopAll,
  stopProcess,
} from './lib/bench-kit.mjs';
import { load, putCampaign, startPlatform } from './lib/platform.mjs';

const REPS = Number(process.env.BENCH_REPS ?? 3);
const BACKLOG = Number(process.env.BENCH_WEBHOOK_BACKLOG ?? 60_000);
const ENDPOINTS = Number(process.env.BENCH_WEBHOOK_ENDPOINTS ?? 1);
const SECONDS = Number(process.env.BENCH_WEBHOOK_SECONDS ?? 15);
const RATE = Number(process.env.BENCH_WEBHOOK_RATE ?? 500);
const PARTS = (process.env.BENCH_WEBHOOK_SCENARIOS ?? 'throughput,latency').split(',');
if (!PARTS.every((p) => p === 'throughput' || p === 'latency') || PARTS.length === 0)
  fail('BENCH_WEBHOOK_SCENARIOS is a comma-separated list of throughput and latency');
const TARGET = 3000;
const LOAD = { rate: RATE, perRequest: 1, connections: 64 };
const WARMUP_SECONDS = 5;
const DRAIN_TIMEOUT_MS = 60_000;
/** Rows per INSERT of the backlog. */
const CHUNK = 5000;
const RELAY = 'npm start (log relay)';
const HEALTHY = 'receiver (answers 200)';
const SLOW = 'receiver (never answers)';
const runId = Date.now().toString(36);
/** A figure as printed: '-' for none, '>60s' for a webhook that never arrived. */
const fmt = (v, digits) =>
  v === undefined ? '-' : v === Infinity ? `>${DRAIN_TIMEOUT_MS / 1000}s` : v.toFixed(digits);

checkNode();
ensureDependencies();
build();
const require = createRequire(import.meta.url);
const { eventMessageId, newEndpointId, newSigningSecret, SecretCipher } = require(
  join(ROOT, 'dist/libs/webhooks/src/index.js'),
);
const { recordedMessage } = require(
  join(ROOT, 'dist/apps/webhook-dispatcher/src/messages/webhook-payloads.js'),
);

// A key of this run's own to seal signing secrets with: never the one npm start keeps for the user.
const SECRET_KEYS = `bench:${randomBytes(32).toString('base64')}`;
const base = { ...DEFAULTS, ...process.env, WEBHOOK_SECRET_KEYS: SECRET_KEYS, WEBHOOK_SECRET_KEY_ID: '' };
const REQUEST_TIMEOUT_MS = Number(base.WEBHOOK_REQUEST_TIMEOUT_MS ?? 15_000);
const stopKafka = await ensureServices(base);
const services = findServices(base);
const db = new pg.Client({ connectionString: base.DATABASE_URL });
await db.connect();

let live = null; // the platform running now, stopped if this run is interrupted
const undropped = new Map(); // schema prefix -> env of a run whose data is not dropped yet
let interrupted = false;

async function cleanUp() {
  await live?.stop();
  await stopAll();
  for (const env of undropped.values()) await dropRunData(env);
  undropped.clear();
  await db.end();
  stopKafka?.();
}

/** Ends the run on a failure: stops everything, drops the run's data, exits 1. */
async function abort(message) {
  if (interrupted) return;
  interrupted = true;
  expectExits();
  log(`error: ${message}`);
  await cleanUp().catch((err) => log(`cleaning up failed too: ${err.message}`));
  process.exit(1);
}

// Ctrl-C reaches every child too (same process group): they stop; wait for that, drop the data.
process.on('SIGINT', () => {
  if (interrupted) return;
  interrupted = true;
  expectExits();
  log('interrupted: stopping every process and dropping the run data');
  void cleanUp().finally(() => process.exit(130));
});

/** A child of this run; if it dies when nobody stopped it, the run ends (cleaned up). */
function child(name, args, env, ipc = false) {
  const proc = killOnExit(
    spawn(process.execPath, args, {
      cwd: ROOT,
      env,
      // Its stdout (log lines, at LOG_LEVEL=warn: only what is wrong) goes to stderr, with progress.
      stdio: ['ignore', 2, 'inherit', ...(ipc ? ['ipc'] : [])],
    }),
  );
  proc.on('exit', (code, signal) => {
    if (!proc.expectedExit && !interrupted) void abort(`${name} exited (${signal ?? code})`);
  });
  return proc;
}

/** A receiver process (bench/webhook-receiver.mjs), once it listens; `ask` sends it a query. */
function startReceiver(mode) {
  const proc = child(
    `the receiver (${mode})`,
    [join(ROOT, 'bench/webhook-receiver.mjs'), mode],
    process.env,
    true,
  );
  const answers = []; // resolvers of the queries sent, in order: it answers them in order
  // A query to a receiver that has gone (stopped at the end, or by Ctrl-C) never resolves: the
  // run is then being stopped by whoever stopped it.
  proc.on('error', () => {});
  return new Promise((resolve) => {
    proc.on('message', (message) => {
      if (message.port) {
        resolve({
          proc,
          pid: proc.pid,
          url: `http://127.0.0.1:${message.port}/webhooks`,
          ask: (query) =>
            new Promise((answer) => {
              if (!proc.connected) return;
              answers.push(answer);
              proc.send(query, (err) => {
                if (err && !interrupted) void abort(`the receiver (${mode}): ${err.message}`);
              });
            }),
        });
      } else answers.shift()?.(message);
    });
  });
}

/** A fresh environment on prefixes of its own, to be dropped at the end (or on Ctrl-C). */
let made = 0;
function runEnv(extra) {
  const n = made++;
  const env = {
    ...base,
    DATABASE_SCHEMA_PREFIX: `benchw_${runId}_${n}_`,
    KAFKA_TOPIC_PREFIX: `benchw.${runId}.${n}.`,
    REDIS_KEY_PREFIX: `benchw:${runId}:${n}:`,
    ...extra,
  };
  undropped.set(env.DATABASE_SCHEMA_PREFIX, env);
  return env;
}

async function drop(env) {
  undropped.delete(env.DATABASE_SCHEMA_PREFIX);
  await dropRunData(env);
}

/** The checkout measured: branch, commit, and whether it has uncommitted changes. */
function describeTree() {
  const git = (args) => spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' }).stdout?.trim() ?? '';
  const branch = git(['rev-parse', '--abbrev-ref', 'HEAD']);
  const dirty = git(['status', '--porcelain']) !== '';
  return `${branch === 'HEAD' ? 'detached HEAD' : branch} at ${git(['rev-parse', 'HEAD']).slice(0, 12)}${dirty ? ' with uncommitted changes' : ''}`;
}

/**
 * A digest of the dispatcher's built code (dist/apps/webhook-dispatcher), taken at each start:
 * the dispatcher is being worked on, and a build by someone else during the run would change
 * what the later runs measure. The report says so.
 */
const DISPATCHER_DIST = join(ROOT, 'dist/apps/webhook-dispatcher');
function dispatcherDigest() {
  const hash = createHash('sha256');
  const files = readdirSync(DISPATCHER_DIST, { recursive: true })
    .filter((f) => f.endsWith('.js'))
    .sort();
  for (const file of files) hash.update(file).update(readFileSync(join(DISPATCHER_DIST, file)));
  return hash.digest('hex').slice(0, 12);
}
const builds = []; // [what was measured, digest of the dispatcher build it ran]

/**
 * What the dispatcher's /metrics says so far: its claim queries by kind (window: the oldest due
 * rows; deep: stepping over endpoints that cannot take more), and its attempts' total duration.
 */
async function dispatcherMetrics(port) {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  const value = (name, labels = '') =>
    Number(new RegExp(`^${name}(\\{[^}]*${labels}[^}]*\\})? (\\S+)$`, 'm').exec(text)?.[2] ?? 0);
  return {
    windowClaims: value('webhook_claims_total', 'kind="window"'),
    deepClaims: value('webhook_claims_total', 'kind="deep"'),
    attemptSeconds: value('webhook_attempt_duration_seconds_sum'),
    attempts: value('webhook_attempt_duration_seconds_count'),
  };
}

// ---------------------------------------------------------------------------------------------
// 1. Throughput of one dispatcher replica.

/** Endpoints at `url` with a sealed signing secret each, written as the gateway's API would. */
async function insertEndpoints(env, workspaceId, url, count) {
  const gateway = `${env.DATABASE_SCHEMA_PREFIX}gateway`;
  const cipher = SecretCipher.parse(SECRET_KEYS);
  const ids = [];
  for (let i = 0; i < count; i++) {
    const id = newEndpointId();
    await db.query(
      `INSERT INTO "${gateway}".webhook_endpoints (id, workspace_id, url, description) VALUES ($1, $2, $3, 'bench')`,
      [id, workspaceId, `${url}/${i}`],
    );
    await db.query(
      `INSERT INTO "${gateway}".webhook_endpoint_secrets (endpoint_id, sealed) VALUES ($1, $2)`,
      [id, cipher.seal(newSigningSecret())],
    );
    ids.push(id);
  }
  return ids;
}

/** `count` event.recorded messages, each with one due delivery (endpoints taken in turn). */
async function insertBacklog(env, workspaceId, endpointIds, count) {
  const schema = `${env.DATABASE_SCHEMA_PREFIX}webhook_dispatcher`;
  const now = new Date().toISOString();
  for (let i = 0; i < count; i += CHUNK) {
    const messages = Array.from({ length: Math.min(CHUNK, count - i) }, (_, j) =>
      recordedMessage({
        eventId: randomUUID(),
        workspaceId,
        externalId: `bench-${i + j}`,
        name: 'order_paid',
        occurredAt: now,
        receivedAt: now,
        contactId: `contact-${(i + j) % 5000}`,
        campaignId: 'bench',
        valueMinor: '4999',
        currency: 'EUR',
      }),
    );
    await db.query(
      `INSERT INTO "${schema}".messages (id, workspace_id, type, event_id, body)
       SELECT * FROM unnest($1::text[], $2::uuid[], $3::text[], $4::uuid[], $5::text[])`,
      [
        messages.map((m) => m.id),
        messages.map((m) => m.workspaceId),
        messages.map((m) => m.type),
        messages.map((m) => m.eventId),
        messages.map((m) => m.body),
      ],
    );
    await db.query(
      `INSERT INTO "${schema}".deliveries (endpoint_id, message_id, workspace_id, type, next_attempt_at)
       SELECT d.endpoint_id, d.message_id, $3, 'event.recorded', now()
         FROM unnest($1::text[], $2::text[]) AS d (endpoint_id, message_id)`,
      [
        messages.map((_, j) => endpointIds[(i + j) % endpointIds.length]),
        messages.map((m) => m.id),
        workspaceId,
      ],
    );
  }
  await db.query(`ANALYZE "${schema}".messages, "${schema}".deliveries`);
}

async function throughputRun(rep) {
  const [port] = await freePorts(1);
  const env = runEnv({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    WEBHOOK_DISPATCHER_PORT: String(port),
    WEBHOOK_ALLOW_HTTP: 'true',
    WEBHOOK_ALLOWED_CIDRS: '127.0.0.0/8',
  });
  const label = `throughput, run ${rep + 1}`;
  log(`${label}: migrating, a workspace, ${ENDPOINTS} endpoint(s) and ${BACKLOG} due deliveries`);
  cli(['migrate'], env);
  cli(['topics:create'], env);
  const { workspaceId } = cli(['workspace:create', '--name', 'bench-webhooks'], env);
  const receiver = await startReceiver('ok');
  const endpointIds = await insertEndpoints(env, workspaceId, receiver.url, ENDPOINTS);
  await insertBacklog(env, workspaceId, endpointIds, BACKLOG);

  log(`${label}: one webhook dispatcher draining ${BACKLOG} deliveries`);
  builds.push([`throughput run ${rep + 1}`, dispatcherDigest()]);
  const dispatcher = child(
    'the webhook dispatcher',
    [join(ROOT, 'dist/apps/webhook-dispatcher/src/main.js')],
    env,
  );
  const extra = [
    { name: 'webhook-dispatcher', pid: dispatcher.pid },
    { name: HEALTHY, pid: receiver.pid },
  ];
  const snapshot = () => cpuSnapshot({ services: { ...services, kafka: [], redis: [] }, extra });
  const low = Math.ceil(BACKLOG * 0.1);
  const high = Math.floor(BACKLOG * 0.9);
  let first, from, to, last;
  let seen = 0;
  let progressAt = performance.now();
  let loggedAt = performance.now();
  while (!last) {
    const { unique } = await receiver.ask('count');
    const at = performance.now();
    if (unique > seen) progressAt = at;
    seen = unique;
    if (!first && unique > 0) first = { at, n: unique };
    if (!from && unique >= low)
      from = { at, n: unique, cpu: snapshot(), metrics: await dispatcherMetrics(port) };
    if (from && !to && unique >= high)
      to = { at, n: unique, cpu: snapshot(), metrics: await dispatcherMetrics(port) };
    if (unique >= BACKLOG) last = { at, n: unique };
    if (at - progressAt > 60_000)
      throw new Error(`${label}: no delivery for 60 s, ${unique} of ${BACKLOG} arrived`);
    if (at - loggedAt > 5000) {
      loggedAt = at;
      log(`${label}: ${unique} of ${BACKLOG} delivered`);
    }
    await sleep(50);
  }

  // Every row delivered, as recorded by the dispatcher (its outcomes are written in batches).
  const schema = `${env.DATABASE_SCHEMA_PREFIX}webhook_dispatcher`;
  let rows;
  for (let i = 0; ; i++) {
    rows = (
      await db.query(
        `SELECT count(*) FILTER (WHERE status = 'delivered')::int AS delivered,
                count(*) FILTER (WHERE status <> 'delivered')::int AS other,
                (SELECT count(*)::int FROM "${schema}".attempts) AS attempts
           FROM "${schema}".deliveries`,
      )
    ).rows[0];
    if (rows.delivered === BACKLOG) break;
    if (i === 60)
      throw new Error(`${label}: ${rows.delivered} of ${BACKLOG} rows delivered 30 s after the last arrived`);
    await sleep(500);
  }
  const { duplicates } = await receiver.ask('count');
  await stopProcess(dispatcher);
  await stopProcess(receiver.proc);
  await drop(env);

  const window = (to.at - from.at) / 1000;
  const delivered = to.n - from.n;
  const result = {
    rate: delivered / window,
    wholeRate: (last.n - first.n) / ((last.at - first.at) / 1000),
    // Little's law: attempts in flight on average = rate x mean attempt duration.
    meanAttemptMs:
      ((to.metrics.attemptSeconds - from.metrics.attemptSeconds) /
        (to.metrics.attempts - from.metrics.attempts)) *
      1000,
    claimsPer100:
      ((to.metrics.windowClaims -
        from.metrics.windowClaims +
        to.metrics.deepClaims -
        from.metrics.deepClaims) /
        delivered) *
      100,
    attemptsPerDelivery: rows.attempts / BACKLOG,
    duplicates,
    processes: cpuBetween(from.cpu, to.cpu).map(({ name, cpuMs, peakRssMb }) => ({
      name,
      msPerDelivery: cpuMs / delivered,
      corePct: cpuMs / window / 10,
      peakRssMb,
    })),
  };
  const total = result.processes.reduce((sum, p) => sum + p.msPerDelivery, 0);
  log(
    `${label}: ${Math.round(result.rate)} deliveries/s (10-90 %), ${Math.round(result.wholeRate)}/s first to last, ` +
      `${total.toFixed(3)} CPU ms/delivery, ${duplicates} duplicates`,
  );
  return result;
}

// ---------------------------------------------------------------------------------------------
// 2 and 3. Latency with the whole platform running.

const TREE = { root: ROOT, describe: describeTree() };
const event = eventMaker(`webhooks-${runId}`);

async function createEndpoint(url, { workspaceId, apiKey }, target) {
  const res = await fetch(`${url}/v1/workspaces/${workspaceId}/webhook-endpoints`, {
    method: 'POST',
    headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ url: target, eventTypes: ['event.recorded'], description: 'bench' }),
  });
  if (res.status !== 201) throw new Error(`creating an endpoint answered ${res.status}: ${await res.text()}`);
  return (await res.json()).id;
}

/**
 * Waits until the receiver has had the webhook of every event in `answered` (event id -> when
 * the 201 came); returns each one's arrival (Infinity: not within DRAIN_TIMEOUT_MS of `from`).
 */
async function arrivals(receiver, answered, from) {
  const wanted = new Map(
    [...answered].map(([eventId]) => [eventMessageId(eventId, 'event.recorded'), eventId]),
  );
  for (;;) {
    const late = performance.now() - from > DRAIN_TIMEOUT_MS;
    if (late || (await receiver.ask('count')).unique >= wanted.size) {
      const got = new Map((await receiver.ask('arrivals')).arrivals);
      const missing = [...wanted.keys()].filter((id) => !got.has(id)).length;
      if (missing === 0 || late) {
        return new Map([...wanted].map(([messageId, eventId]) => [eventId, got.get(messageId) ?? Infinity]));
      }
    }
    await sleep(100);
  }
}

/**
 * When each event's message was stored (created_at: the start of the dispatcher's fan-out
 * transaction), to split the latency into the way there (outbox, Kafka, consumer) and delivering.
 */
async function storedAt(env, eventIds) {
  const schema = `${env.DATABASE_SCHEMA_PREFIX}webhook_dispatcher`;
  const stored = new Map();
  for (let i = 0; i < eventIds.length; i += CHUNK) {
    const { rows } = await db.query(
      `SELECT event_id::text AS id, extract(epoch FROM created_at) * 1000 AS at
         FROM "${schema}".messages WHERE event_id = ANY($1::uuid[]) AND type = 'event.recorded'`,
      [eventIds.slice(i, i + CHUNK)],
    );
    for (const r of rows) stored.set(r.id, Number(r.at));
  }
  return stored;
}

/** p99 of the latencies by second of load, for the progress log: where in the load they grew. */
function bySecond(answered, arrived, loadStartedAt) {
  const seconds = [];
  for (const [eventId, at] of arrived) {
    const second = Math.floor((answered.get(eventId) - loadStartedAt) / 1000);
    (seconds[second] ??= []).push(at - answered.get(eventId));
  }
  return [...seconds]
    .map((delays, i) => (delays ? `${i}:${fmt(percentile(delays, 99), 0)}` : `${i}:-`))
    .join(' ');
}

/** A warm-up, then the measured load; the healthy endpoint's latencies and every process's CPU. */
async function latencyScenario(platform, url, bootstrap, healthy, slow, label) {
  const snapshot = () =>
    cpuSnapshot({
      rootPid: platform.pid,
      rootLabel: RELAY,
      services,
      extra: [{ name: HEALTHY, pid: healthy.pid }, ...(slow ? [{ name: SLOW, pid: slow.pid }] : [])],
    });
  log(`${label}: warming up, ${WARMUP_SECONDS} s at ${RATE} events/s`);
  const warm = await load(url, bootstrap, LOAD, WARMUP_SECONDS, event);
  await arrivals(healthy, warm.answered, performance.now());
  await healthy.ask('reset');

  log(`${label}: ${SECONDS} s at ${RATE} events/s`);
  const slowBefore = slow ? (await slow.ask('count')).requests : 0;
  const claimsBefore = await dispatcherMetrics(platform.env.WEBHOOK_DISPATCHER_PORT);
  const loadStartedAt = Date.now();
  const before = snapshot();
  const { answered, errors, seconds, selfCpuMs } = await load(url, bootstrap, LOAD, SECONDS, event);
  const loadEnd = performance.now();
  const arrived = await arrivals(healthy, answered, loadEnd);
  const after = snapshot();
  const drainSeconds = (after.at - loadEnd) / 1000;
  const claimsAfter = await dispatcherMetrics(platform.env.WEBHOOK_DISPATCHER_PORT);
  const slowCount = slow ? (await slow.ask('count')).requests : undefined;
  const { duplicates } = await healthy.ask('count');
  await healthy.ask('reset');
  if (answered.size === 0) throw new Error(`${label}: no event was recorded`);

  const delays = [...arrived].map(([eventId, at]) => at - answered.get(eventId));
  const missing = delays.filter((d) => d === Infinity).length;
  const stored = await storedAt(platform.env, [...answered.keys()]);
  const toStored = [...answered].map(([eventId, at]) => (stored.get(eventId) ?? Infinity) - at);
  const fromStored = [...arrived].map(([eventId, at]) => at - (stored.get(eventId) ?? -Infinity));
  if (missing > 0)
    log(`warning: ${missing} webhooks had not arrived ${DRAIN_TIMEOUT_MS / 1000} s after the load`);
  const window = (after.at - before.at) / 1000;
  const result = {
    achieved: answered.size / seconds,
    errors,
    missing,
    duplicates,
    drainSeconds: missing > 0 ? Infinity : drainSeconds,
    p50: percentile(delays, 50),
    p99: percentile(delays, 99),
    toStored: { p50: percentile(toStored, 50), p99: percentile(toStored, 99) },
    fromStored: { p50: percentile(fromStored, 50), p99: percentile(fromStored, 99) },
    slowRequests: slow ? slowCount - slowBefore : undefined,
    slowRequestsAll: slowCount,
    windowClaims: claimsAfter.windowClaims - claimsBefore.windowClaims,
    deepClaims: claimsAfter.deepClaims - claimsBefore.deepClaims,
    loadGeneratorPct: selfCpuMs / seconds / 10,
    processes: cpuBetween(before, after).map(({ name, cpuMs, peakRssMb }) => ({
      name,
      msPerDelivery: cpuMs / answered.size,
      corePct: cpuMs / window / 10,
      peakRssMb,
    })),
  };
  const total = result.processes.reduce((sum, p) => sum + p.msPerDelivery, 0);
  log(
    `${label}: ${Math.round(result.achieved)} events/s, ${errors} errors, p50 ${Math.round(result.p50)} ms, ` +
      `p99 ${Math.round(result.p99)} ms, ${total.toFixed(3)} CPU ms/delivery` +
      (slow ? `, ${slowCount} requests to the endpoint that never answers since it was made` : ''),
  );
  log(`${label}: p99 ms by second of load: ${bySecond(answered, arrived, loadStartedAt)}`);
  return result;
}

async function latencyStart(rep) {
  const [port, attributionPort, projectionPort, dispatcherPort] = await freePorts(4);
  const env = runEnv({
    PORT: String(port),
    ATTRIBUTION_PORT: String(attributionPort),
    REPORT_PROJECTION_PORT: String(projectionPort),
    WEBHOOK_DISPATCHER_PORT: String(dispatcherPort),
    // Per key and second; the most the gateway accepts, far beyond any load here.
    RATE_LIMIT_REQUESTS: '1000000',
  });
  const url = `http://127.0.0.1:${port}`;
  const label = `latency, start ${rep + 1}`;
  log(`${label}: npm start (gateway on ${port})`);
  const healthy = await startReceiver('ok');
  let slow;
  builds.push([`latency start ${rep + 1}`, dispatcherDigest()]);
  const platform = (live = startPlatform(TREE, env, () => interrupted));
  try {
    const bootstrap = await platform.up;
    await putCampaign(url, bootstrap);
    await createEndpoint(url, bootstrap, healthy.url);
    const alone = await latencyScenario(platform, url, bootstrap, healthy, null, `${label}, one endpoint`);
    slow = await startReceiver('hang');
    await createEndpoint(url, bootstrap, slow.url);
    const beside = await latencyScenario(
      platform,
      url,
      bootstrap,
      healthy,
      slow,
      `${label}, beside one that never answers`,
    );
    return { alone, beside };
  } finally {
    if (interrupted) await new Promise(() => {}); // the SIGINT handler stops, drops and exits
    // The stuck attempts end at once when their receiver goes, so the dispatcher stops quickly.
    if (slow) await stopProcess(slow.proc);
    await platform.stop();
    live = null;
    await stopProcess(healthy.proc);
    await drop(env);
  }
}

// ---------------------------------------------------------------------------------------------

const throughput = [];
const latency = [];
try {
  for (let rep = 0; rep < REPS; rep++) {
    // Alternating, so that both see the same states of the machine.
    if (PARTS.includes('throughput')) throughput.push(await throughputRun(rep));
    if (PARTS.includes('latency')) latency.push(await latencyStart(rep));
  }
} catch (err) {
  await abort(err.stack ?? err.message);
}
await cleanUp();

// The report.
const pad = (v, n) => String(v).padStart(n);
const sum = (values) => values.reduce((a, b) => a + b, 0);
const names = (results) => [...new Set(results.flatMap((r) => r.processes.map((p) => p.name)))];
const pick = (r, name, field) => r.processes.find((p) => p.name === name)?.[field];
const medianOf = (values) => {
  const defined = values.filter((v) => v !== undefined);
  return defined.length ? median(defined) : undefined;
};

const digests = new Set(builds.map(([, digest]) => digest));
const lines = [
  '',
  `Webhook benchmark: Node ${process.versions.node}, ${cpus().length} cores, CLK_TCK ${CLK_TCK}; medians of ${REPS} run(s)`,
  `  ${TREE.describe}; dispatcher build (digest of dist/apps/webhook-dispatcher) ${[...digests].join(', ')}`,
  ...(digests.size > 1
    ? [
        `  CHANGED during the run (rebuilt by someone else): the runs measured different code: ${builds.map(([what, digest]) => `${what} ${digest}`).join(', ')}`,
      ]
    : []),
];

if (throughput.length) {
  const row = (label, digits, values, note = '') =>
    `  ${label.padEnd(46)}${pad(fmt(medianOf(values), digits), 10)}   ${values.map((v) => fmt(v, digits)).join(' ')}${note}`;
  const rate = medianOf(throughput.map((r) => r.rate));
  const procs = names(throughput);
  lines.push(
    '',
    `1. One dispatcher replica draining ${BACKLOG} due deliveries to a local receiver (${ENDPOINTS} endpoint${ENDPOINTS === 1 ? '' : 's'}; ` +
      `in flight at most ${base.WEBHOOK_MAX_IN_FLIGHT ?? 512}, ${base.WEBHOOK_MAX_IN_FLIGHT_PER_ENDPOINT ?? 32} per endpoint)`,
    `  ${''.padEnd(46)}${pad('median', 10)}   runs`,
    row(
      'deliveries/s, 10 % to 90 % of the drain',
      0,
      throughput.map((r) => r.rate),
      `    target >= ${TARGET}: ${rate >= TARGET ? 'met' : 'NOT met'}`,
    ),
    row(
      'deliveries/s, first to last',
      0,
      throughput.map((r) => r.wholeRate),
    ),
    row(
      "dispatcher's mean attempt, ms (its /metrics)",
      2,
      throughput.map((r) => r.meanAttemptMs),
    ),
    row(
      '  so attempts in flight on average (x rate)',
      1,
      throughput.map((r) => (r.meanAttemptMs * r.rate) / 1000),
    ),
    row(
      "dispatcher's claim queries per 100 deliveries",
      1,
      throughput.map((r) => r.claimsPer100),
    ),
    row(
      'attempts per delivery',
      3,
      throughput.map((r) => r.attemptsPerDelivery),
    ),
    `  ${'duplicates at the receiver, all runs'.padEnd(46)}${pad(sum(throughput.map((r) => r.duplicates)), 10)}`,
    '  CPU ms per delivery (10 % to 90 %)',
    ...procs.map((name) =>
      row(
        `  ${name}`,
        3,
        throughput.map((r) => pick(r, name, 'msPerDelivery')),
      ),
    ),
    row(
      '  total',
      3,
      throughput.map((r) => sum(r.processes.map((p) => p.msPerDelivery))),
    ),
    '  CPU % of one core (10 % to 90 %)',
    ...procs.map((name) =>
      row(
        `  ${name}`,
        0,
        throughput.map((r) => pick(r, name, 'corePct')),
      ),
    ),
    '  peak RSS MB',
    ...procs.map((name) =>
      row(
        `  ${name === 'Postgres' ? 'Postgres (its largest process)' : name}`,
        0,
        throughput.map((r) => pick(r, name, 'peakRssMb')),
      ),
    ),
  );
}

if (latency.length) {
  const alone = latency.map((r) => r.alone);
  const beside = latency.map((r) => r.beside);
  const row = (label, digits, of, { ratio = false, combine = medianOf } = {}) => {
    const a = combine(alone.map(of));
    const b = combine(beside.map(of));
    const r = ratio && a && b !== undefined && b !== Infinity ? pad((b / a).toFixed(2), 10) : '';
    return `  ${label.padEnd(46)}${pad(fmt(a, digits), 14)}${pad(fmt(b, digits), 22)}${r}`;
  };
  const procs = names([...alone, ...beside]);
  const perProcess = (field, digits, ratio) => [
    ...procs.map((name) => row(`  ${name}`, digits, (r) => pick(r, name, field), { ratio })),
    row('  total', digits, (r) => sum(r.processes.map((p) => p[field])), { ratio }),
  ];
  const p99Alone = medianOf(alone.map((r) => r.p99));
  const p99Beside = medianOf(beside.map((r) => r.p99));
  const within = p99Beside <= 2 * p99Alone;
  const perStart = latency.map((r) => fmt(r.beside.p99 / r.alone.p99, 2)).join(', ');
  lines.push(
    '',
    `2. and 3. From the 201 to the webhook's arrival at ${RATE} events/s, the whole platform running (npm start); ` +
      `${REPS} start(s), per start a ${WARMUP_SECONDS} s warm-up then ${SECONDS} s of load per scenario`,
    `   3 adds a second endpoint that never answers; each attempt to it ends at WEBHOOK_REQUEST_TIMEOUT_MS = ${REQUEST_TIMEOUT_MS} ms`,
    `  ${''.padEnd(46)}${pad('2. one endpoint', 14)}${pad('3. beside a stuck one', 22)}${pad('3 / 2', 10)}`,
    row('achieved events/s (201)', 0, (r) => r.achieved),
    row('errors (non-2xx + socket), all starts', 0, (r) => r.errors, { combine: sum }),
    row('webhooks missing after the drain, all starts', 0, (r) => r.missing, { combine: sum }),
    row('duplicates at the receiver, all starts', 0, (r) => r.duplicates, { combine: sum }),
    row('seconds to drain after the load', 1, (r) => r.drainSeconds),
    row('latency 201 -> healthy receiver, p50 ms', 0, (r) => r.p50, { ratio: true }),
    row('latency 201 -> healthy receiver, p99 ms', 0, (r) => r.p99, { ratio: true }),
    row('  of which 201 -> message stored, p50 ms', 0, (r) => r.toStored.p50, { ratio: true }),
    row('  of which 201 -> message stored, p99 ms', 0, (r) => r.toStored.p99, { ratio: true }),
    row('  of which message stored -> receiver, p50 ms', 0, (r) => r.fromStored.p50, { ratio: true }),
    row('  of which message stored -> receiver, p99 ms', 0, (r) => r.fromStored.p99, { ratio: true }),
    row('requests the stuck endpoint got in the window', 0, (r) => r.slowRequests),
    row('  ... since it was created (warm-up too)', 0, (r) => r.slowRequestsAll),
    row("dispatcher's claim queries: window", 0, (r) => r.windowClaims),
    row("dispatcher's claim queries: deep", 0, (r) => r.deepClaims),
    '  CPU ms per delivery to the healthy endpoint (= per event)',
    ...perProcess('msPerDelivery', 3, true),
    '  CPU % of one core (load and drain)',
    ...perProcess('corePct', 0, false),
    row('  (load generator, not in total)', 0, (r) => r.loadGeneratorPct),
    '  peak RSS MB',
    ...procs.map((name) =>
      row(`  ${name === 'Postgres' ? 'Postgres (its largest process)' : name}`, 0, (r) =>
        pick(r, name, 'peakRssMb'),
      ),
    ),
    '',
    `  criterion (issue 9): healthy p99 beside the stuck endpoint <= 2 x its p99 alone: ` +
      `${fmt(p99Beside, 0)} <= 2 x ${fmt(p99Alone, 0)} = ${fmt(2 * p99Alone, 0)} ms: ${within ? 'met' : 'NOT met'} (per start 3/2: ${perStart})`,
  );
}

lines.push(
  '',
  'CPU: utime + stime (all threads) from /proc/<pid>/stat, divided by the deliveries in the same window. In 1 the',
  "window is the receiver's 10 % to 90 % of the backlog; in 2 and 3 from just before the load until every event",
  'answered 201 had reached the healthy receiver. Postgres, Kafka and Redis are shared: whatever else uses them in',
  "that window counts too. Postgres: all its processes, plus the backends that exited in the window (the postmaster's",
  'cutime + cstime); its peak RSS is that of its largest single process. Peak RSS: VmHWM, the high-water mark since',
  `the process started. ${RELAY}: start.mjs relaying every app's log lines (stdout a pipe here).`,
  "Latency: the receiver's first arrival of the event's webhook-id minus when autocannon got the 201 (one clock);",
  "split at the message's created_at, the start of the dispatcher's fan-out transaction (percentiles of each part,",
  'so they do not add up).',
);
process.stdout.write(`${lines.join('\n')}\n\n`);
