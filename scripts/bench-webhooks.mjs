// `npm run bench:webhooks` (last part of `npm run bench`): how fast one webhook dispatcher replica
// delivers, and how long a webhook takes to arrive with the whole platform running, alone and
// beside an endpoint that times out. Every receiver is a node:http server on
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
//    be `delivered`. Target: 3,000 deliveries/s per replica, receiver included.
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
//    (the criterion: a stuck endpoint does not slow the others), on the medians and per start.
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
// stdout. Linux only (/proc). The shared pieces (fixtures, dispatcher readings, the report) are
// in scripts/lib/bench/.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import pg from 'pg';
import { cli, fail, log, ROOT } from './lib/stack.mjs';
import {
  cpuBetween,
  cpuSnapshot,
  dropRunData,
  eventMaker,
  freePorts,
  percentile,
  stopAll,
  stopProcess,
} from './lib/bench-kit.mjs';
import { load, putCampaign, startPlatform } from './lib/platform.mjs';
import { dispatcherDigest, dispatcherMetrics } from './lib/bench/dispatcher.mjs';
import { startChild, startHelper } from './lib/bench/helper-process.mjs';
import { stopOnInterrupt } from './lib/bench/interrupt.mjs';
import { figure } from './lib/bench/report.mjs';
import {
  newRunId,
  platformPorts,
  RATE_LIMIT_OUT_OF_REACH,
  runPrefixes,
  throwawayPrivacyHashKey,
  throwawaySecretKeys,
} from './lib/bench/run-env.mjs';
import { prepareBuild, prepareServices } from './lib/bench/setup.mjs';
import { describeCheckout } from './lib/bench/trees.mjs';
import { createEndpoint, insertBacklog, insertEndpoints } from './lib/bench/webhook-fixtures.mjs';
import { allDelivered, watchDrain } from './lib/bench/webhook-drain.mjs';
import { arrivals, bySecond, storedAt } from './lib/bench/webhook-latency.mjs';
import { webhooksReport } from './lib/bench/webhooks-report.mjs';

const WARMUP_SECONDS = 5;
const DRAIN_TIMEOUT_MS = 60_000;
const RELAY = 'npm start (log relay)';
const HEALTHY = 'receiver (answers 200)';
const SLOW = 'receiver (never answers)';
/** A figure as printed: '-' for none, '>60s' for a webhook that never arrived. */
const fmt = figure(`>${DRAIN_TIMEOUT_MS / 1000}s`);

/** The BENCH_* knobs, checked. */
function parseKnobs() {
  const parts = (process.env.BENCH_WEBHOOK_SCENARIOS ?? 'throughput,latency').split(',');
  if (!parts.every((p) => p === 'throughput' || p === 'latency') || parts.length === 0)
    fail('BENCH_WEBHOOK_SCENARIOS is a comma-separated list of throughput and latency');
  return {
    parts,
    reps: Number(process.env.BENCH_REPS ?? 3),
    backlog: Number(process.env.BENCH_WEBHOOK_BACKLOG ?? 60_000),
    endpoints: Number(process.env.BENCH_WEBHOOK_ENDPOINTS ?? 1),
    seconds: Number(process.env.BENCH_WEBHOOK_SECONDS ?? 15),
    rate: Number(process.env.BENCH_WEBHOOK_RATE ?? 500),
    warmupSeconds: WARMUP_SECONDS,
  };
}

async function main() {
  const knobs = parseKnobs();
  const run = await setUp(knobs);
  const throughput = [];
  const latency = [];
  try {
    for (let rep = 0; rep < knobs.reps; rep++) {
      // Alternating, so that both see the same states of the machine.
      if (knobs.parts.includes('throughput')) throughput.push(await throughputRun(run, rep));
      if (knobs.parts.includes('latency')) latency.push(await latencyStart(run, rep));
    }
  } catch (err) {
    await run.abort(err.stack ?? err.message);
  }
  await run.cleanUp();
  const lines = webhooksReport({
    knobs,
    setting: {
      maxInFlight: run.base.WEBHOOK_MAX_IN_FLIGHT ?? 512,
      maxInFlightPerEndpoint: run.base.WEBHOOK_MAX_IN_FLIGHT_PER_ENDPOINT ?? 32,
      requestTimeoutMs: Number(run.base.WEBHOOK_REQUEST_TIMEOUT_MS ?? 15_000),
    },
    tree: run.tree,
    builds: run.builds,
    throughput,
    latency,
    relay: RELAY,
    fmt,
  });
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

/**
 * The build, the dispatcher's own code for the fixtures, the services, a Postgres client, and
 * the clean-up that stops every process and drops every run's data, on Ctrl-C or a failure.
 */
async function setUp(knobs) {
  const base = prepareBuild();
  const require = createRequire(import.meta.url);
  const webhooks = require(join(ROOT, 'dist/libs/webhooks/src/index.js'));
  const { recordedMessage } = require(
    join(ROOT, 'dist/apps/webhook-dispatcher/src/messages/webhook-payloads.js'),
  );
  const secretKeys = throwawaySecretKeys();
  base.WEBHOOK_SECRET_KEYS = secretKeys;
  base.WEBHOOK_SECRET_KEY_ID = '';
  base.PRIVACY_HASH_KEY = throwawayPrivacyHashKey();
  const { stopKafka, services } = await prepareServices(base);
  const db = new pg.Client({ connectionString: base.DATABASE_URL });
  await db.connect();
  const run = {
    knobs,
    base,
    runId: newRunId(),
    made: 0,
    db,
    services,
    webhooks,
    recordedMessage,
    cipher: webhooks.SecretCipher.parse(secretKeys),
    tree: { root: ROOT, describe: describeCheckout() },
    builds: [], // [what was measured, digest of the dispatcher build it ran]
    live: null, // the platform running now, stopped if this run is interrupted
    undropped: new Map(), // schema prefix -> env of a run whose data is not dropped yet
    event: null,
    async cleanUp() {
      await run.live?.stop();
      await stopAll();
      for (const env of run.undropped.values()) await dropRunData(env);
      run.undropped.clear();
      await db.end();
      stopKafka?.();
    },
    /** Ends the run on a failure: stops everything, drops the run's data, exits 1. */
    async abort(message) {
      if (!run.state.begin()) return;
      log(`error: ${message}`);
      await run.cleanUp().catch((err) => log(`cleaning up failed too: ${err.message}`));
      process.exit(1);
    },
  };
  run.event = eventMaker(`webhooks-${run.runId}`);
  run.state = stopOnInterrupt('stopping every process and dropping the run data', run.cleanUp);
  return run;
}

/** A receiver process (bench/webhook-receiver.mjs), once it listens, with the url it listens at. */
async function startReceiver(run, mode) {
  const receiver = startHelper(`the receiver (${mode})`, 'webhook-receiver.mjs', [mode], {
    onDeath: (message) => void run.abort(message),
  });
  const { port } = await receiver.first;
  return { ...receiver, url: `http://127.0.0.1:${port}/webhooks` };
}

/** A fresh environment on prefixes of its own, to be dropped at the end (or on Ctrl-C). */
function runEnv(run, extra) {
  const env = { ...run.base, ...runPrefixes('benchw', run.runId, run.made++), ...extra };
  run.undropped.set(env.DATABASE_SCHEMA_PREFIX, env);
  return env;
}

async function drop(run, env) {
  run.undropped.delete(env.DATABASE_SCHEMA_PREFIX);
  await dropRunData(env);
}

// ---------------------------------------------------------------------------------------------
// 1. Throughput of one dispatcher replica.

async function throughputRun(run, rep) {
  const { backlog, endpoints } = run.knobs;
  const [port] = await freePorts(1);
  const env = runEnv(run, {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    WEBHOOK_DISPATCHER_PORT: String(port),
    WEBHOOK_ALLOW_HTTP: 'true',
    WEBHOOK_ALLOWED_CIDRS: '127.0.0.0/8',
  });
  const label = `throughput, run ${rep + 1}`;
  log(`${label}: migrating, a workspace, ${endpoints} endpoint(s) and ${backlog} due deliveries`);
  cli(['migrate'], env);
  cli(['topics:create'], env);
  const { workspaceId } = cli(['workspace:create', '--name', 'bench-webhooks'], env);
  const receiver = await startReceiver(run, 'ok');
  const fixtures = { ...run, env };
  const endpointIds = await insertEndpoints(fixtures, workspaceId, receiver.url, endpoints);
  await insertBacklog(fixtures, workspaceId, endpointIds, backlog);

  log(`${label}: one webhook dispatcher draining ${backlog} deliveries`);
  run.builds.push([`throughput run ${rep + 1}`, dispatcherDigest()]);
  const dispatcher = startChild(
    'the webhook dispatcher',
    [join(ROOT, 'dist/apps/webhook-dispatcher/src/main.js')],
    { env, onDeath: (message) => void run.abort(message) },
  );
  const extra = [
    { name: 'webhook-dispatcher', pid: dispatcher.pid },
    { name: HEALTHY, pid: receiver.pid },
  ];
  const snapshot = () => cpuSnapshot({ services: { ...run.services, kafka: [], redis: [] }, extra });
  const { first, from, to, last } = await watchDrain(receiver, backlog, label, async () => ({
    cpu: snapshot(),
    metrics: await dispatcherMetrics(port),
  }));
  const rows = await allDelivered(run.db, env, backlog, label);
  const { duplicates } = await receiver.ask('count');
  await stopProcess(dispatcher);
  await receiver.stop();
  await drop(run, env);

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
    attemptsPerDelivery: rows.attempts / backlog,
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

/** How arrivals are told (the webhook-id the dispatcher derives) and how long they are waited for. */
const arrivalOptions = (run) => ({
  eventMessageId: run.webhooks.eventMessageId,
  timeoutMs: DRAIN_TIMEOUT_MS,
});

async function latencyStart(run, rep) {
  const { port, env: ports } = await platformPorts();
  const env = runEnv(run, { ...ports, ...RATE_LIMIT_OUT_OF_REACH });
  const url = `http://127.0.0.1:${port}`;
  const label = `latency, start ${rep + 1}`;
  log(`${label}: npm start (gateway on ${port})`);
  const healthy = await startReceiver(run, 'ok');
  let slow;
  run.builds.push([`latency start ${rep + 1}`, dispatcherDigest()]);
  const platform = (run.live = startPlatform(run.tree, env, () => run.state.stopping));
  try {
    const bootstrap = await platform.up;
    await putCampaign(url, bootstrap);
    await createEndpoint(url, bootstrap, healthy.url, 'bench');
    const on = { run, platform, url, bootstrap, healthy };
    const alone = await latencyScenario({ ...on, slow: null }, `${label}, one endpoint`);
    slow = await startReceiver(run, 'hang');
    await createEndpoint(url, bootstrap, slow.url, 'bench');
    const beside = await latencyScenario({ ...on, slow }, `${label}, beside one that never answers`);
    return { alone, beside };
  } finally {
    if (run.state.stopping) await new Promise(() => {}); // the SIGINT handler stops, drops and exits
    // The stuck attempts end at once when their receiver goes, so the dispatcher stops quickly.
    if (slow) await slow.stop();
    await platform.stop();
    run.live = null;
    await healthy.stop();
    await drop(run, env);
  }
}

/** A warm-up, then the measured load; the healthy endpoint's latencies and every process's CPU. */
async function latencyScenario({ run, platform, url, bootstrap, healthy, slow }, label) {
  const { rate, seconds } = run.knobs;
  const loadShape = { rate, perRequest: 1, connections: 64 };
  const snapshot = () =>
    cpuSnapshot({
      rootPid: platform.pid,
      rootLabel: RELAY,
      services: run.services,
      extra: [{ name: HEALTHY, pid: healthy.pid }, ...(slow ? [{ name: SLOW, pid: slow.pid }] : [])],
    });
  log(`${label}: warming up, ${WARMUP_SECONDS} s at ${rate} events/s`);
  const warm = await load(url, bootstrap, loadShape, WARMUP_SECONDS, run.event);
  await arrivals(healthy, warm.answered, performance.now(), arrivalOptions(run));
  await healthy.ask('reset');

  log(`${label}: ${seconds} s at ${rate} events/s`);
  const dispatcherPort = platform.env.WEBHOOK_DISPATCHER_PORT;
  const slowBefore = slow ? (await slow.ask('count')).requests : 0;
  const claimsBefore = await dispatcherMetrics(dispatcherPort);
  const loadStartedAt = Date.now();
  const before = snapshot();
  const {
    answered,
    errors,
    seconds: took,
    selfCpuMs,
  } = await load(url, bootstrap, loadShape, seconds, run.event);
  const loadEnd = performance.now();
  const arrived = await arrivals(healthy, answered, loadEnd, arrivalOptions(run));
  const after = snapshot();
  const drainSeconds = (after.at - loadEnd) / 1000;
  const claimsAfter = await dispatcherMetrics(dispatcherPort);
  const slowCount = slow ? (await slow.ask('count')).requests : undefined;
  const { duplicates } = await healthy.ask('count');
  await healthy.ask('reset');
  if (answered.size === 0) throw new Error(`${label}: no event was recorded`);

  const delays = [...arrived].map(([eventId, at]) => at - answered.get(eventId));
  const missing = delays.filter((d) => d === Infinity).length;
  const stored = await storedAt(run.db, platform.env, [...answered.keys()]);
  const toStored = [...answered].map(([eventId, at]) => (stored.get(eventId) ?? Infinity) - at);
  const fromStored = [...arrived].map(([eventId, at]) => at - (stored.get(eventId) ?? -Infinity));
  if (missing > 0)
    log(`warning: ${missing} webhooks had not arrived ${DRAIN_TIMEOUT_MS / 1000} s after the load`);
  const window = (after.at - before.at) / 1000;
  const result = {
    achieved: answered.size / took,
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
    loadGeneratorPct: selfCpuMs / took / 10,
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
  log(`${label}: p99 ms by second of load: ${bySecond(answered, arrived, loadStartedAt, fmt)}`);
  return result;
}

await main();
