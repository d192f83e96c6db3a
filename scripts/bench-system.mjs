// `npm run bench:system` (also part of `npm run bench`): the highest rate the whole platform
// sustains, run exactly as users run it (`npm start`), under an open-loop load; what every process
// costs per event at each rate; and a soak at 70 % of the sustained rate.
//
// Per tree and repetition, `node scripts/start.mjs` runs on schemas, topics and Redis keys of its
// own, with npm start's defaults (only the ports and a rate limit out of reach are set): gateway,
// attribution, report projection, webhook dispatcher, with the local broker, Postgres and Redis.
// An active campaign is PUT, and a webhook endpoint subscribed to event.recorded points at a
// receiver on 127.0.0.1 (bench/webhook-receiver.mjs, a process of its own).
//
// 1. Warm-up: the broker, the JIT and the connection pools get BENCH_SYSTEM_WARMUP_SECONDS (20)
//    of single events and batches, then everything drains.
// 2. Steps: per scenario (new single events; duplicates of 2,000 recorded events; batches of 100;
//    batches of 1,000), the rate steps up a ladder. The load generator (bench/load-generator.mjs,
//    a process of its own) is open loop: request i is due at start + i / rate and its latency
//    counts from then, so a platform that falls behind shows it in its latency instead of being
//    sent less (coordinated omission). A step lasts BENCH_SYSTEM_STEP_SECONDS (10) and passes
//    when: no error (every answer 201, or 200 for duplicates and batches, no batch item
//    rejected, no socket error); at least 95 % of the rate achieved (answers per second until
//    the last one); p99 at the gateway <= 50 ms; and the consumers' lag, the outbox
//    and the due webhook deliveries are all back to zero within 5 s of the load stopping. A step
//    that fails is run once more. The highest rate passed is what the platform sustains; the
//    ladder goes on past the first latency miss, to the highest rate passing everything but the
//    p99 (how much it takes at all), and stops at a rate that fails its retry on more than that.
// 3. Soak: BENCH_SYSTEM_SOAK_SECONDS (300) of new single events at 70 % of the sustained rate,
//    reading every 10 s each process's RSS and the backlogs; it says whether either grew.
//
// Per step it prints the rate offered and achieved, p50 / p99 / p99.9 at the gateway (from each
// request's due time), the end-to-end latency from the answer to the report (the decision applied
// to the read model) and to the webhook's arrival at the receiver (a sample of up to 2,000 events
// per step), and per process the CPU milliseconds per event (from /proc/<pid>/stat, from just
// before the load until the backlogs are drained) and the peak RSS during the step.
//
// Knobs: BENCH_REPS (1) starts per tree, medians printed; BENCH_SYSTEM_SCENARIOS
// (single,duplicates,batch100,batch1000) to run some only; BENCH_SYSTEM_STEPS to replace ladders
// with fixed rates, all run (e.g. `single=1000,1500;batch100=20000`); BENCH_SYSTEM_SOAK_SECONDS=0
// to skip the soak, BENCH_SYSTEM_SOAK_RATE to set its rate; BENCH_BASELINE=<git ref> also
// measures that ref, alternating with the current checkout (a worktree under .bench/, installed
// and built once, reused), and BENCH_CANDIDATE=<ref> measures that ref in place of the checkout,
// to compare two commits. Variables the apps read
// (KAFKA_FETCH_MIN_BYTES, GATEWAY_WORKERS, ...) pass through to npm start. Progress on stderr,
// results on stdout. Linux only (/proc).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { AssignerProtocol, Kafka, logLevel } from 'kafkajs';
import {
  build,
  checkNode,
  DEFAULTS,
  ensureDependencies,
  ensureServices,
  fail,
  log,
  ROOT,
} from './lib/stack.mjs';
import {
  appProcesses,
  cpuBetween,
  cpuSnapshot,
  dropRunData,
  expectExits,
  findServices,
  freePorts,
  killOnExit,
  median,
  percentile,
  processGroups,
  rssKb,
  sleep,
} from './lib/bench-kit.mjs';
import { putCampaign, startPlatform } from './lib/platform.mjs';

const REPS = Number(process.env.BENCH_REPS ?? 1);
const STEP_SECONDS = Number(process.env.BENCH_SYSTEM_STEP_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_SYSTEM_WARMUP_SECONDS ?? 20);
const SOAK_SECONDS = Number(process.env.BENCH_SYSTEM_SOAK_SECONDS ?? 300);
/** The soak's rate of new single events; by default 70 % of the sustained rate measured. */
const SOAK_RATE = process.env.BENCH_SYSTEM_SOAK_RATE ? Number(process.env.BENCH_SYSTEM_SOAK_RATE) : null;
const BASELINE = process.env.BENCH_BASELINE;
/** Measured in place of the checkout: a worktree of this ref (to compare two commits). */
const CANDIDATE = process.env.BENCH_CANDIDATE;
/** What a step must meet to pass. */
const P99_LIMIT_MS = 50;
const DRAIN_LIMIT_S = 5;
/** Beyond this, a step's backlog is given up on (and the step failed). */
const DRAIN_TIMEOUT_MS = 120_000;
/** Events per step whose end-to-end latency is measured. */
const SAMPLE = 2000;
const DUPLICATES_SEEDED = 2000;
/** Ids per query: an array parameter of tens of thousands of ids is slow to plan and to send. */
const CHUNK = 5000;
const RELAY = 'npm start (log relay)';
const RECEIVER = 'webhook receiver';
const GENERATOR = 'load generator';
const runId = Date.now().toString(36);

const ALL_SCENARIOS = [
  {
    key: 'single',
    title: 'new single events',
    kind: 'new',
    perRequest: 1,
    connections: 256,
    ladder: [250, 500, 750, 1000, 1250, 1500, 2000, 2500, 3000, 4000, 5000],
  },
  {
    key: 'duplicates',
    title: `duplicates (single events, each a repeat of one of ${DUPLICATES_SEEDED} recorded)`,
    kind: 'duplicates',
    perRequest: 1,
    connections: 256,
    ladder: [1000, 2000, 3000, 4000, 5000, 6000, 8000, 10000, 12000, 15000, 20000],
  },
  {
    key: 'batch100',
    title: 'batches of 100 new events',
    kind: 'new',
    perRequest: 100,
    connections: 64,
    ladder: [500, 1000, 1500, 2000, 3000, 4000, 5000, 7500, 10000, 15000, 20000, 30000, 40000],
  },
  {
    key: 'batch1000',
    title: 'batches of 1,000 new events',
    kind: 'new',
    perRequest: 1000,
    connections: 16,
    ladder: [1000, 2000, 3000, 4000, 5000, 7500, 10000, 15000, 20000, 30000, 40000],
  },
];

function scenariosWanted() {
  const keys = (process.env.BENCH_SYSTEM_SCENARIOS ?? ALL_SCENARIOS.map((s) => s.key).join(','))
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  const unknown = keys.filter((k) => !ALL_SCENARIOS.some((s) => s.key === k));
  if (unknown.length)
    fail(
      `BENCH_SYSTEM_SCENARIOS: unknown ${unknown.join(', ')}; known: ${ALL_SCENARIOS.map((s) => s.key).join(', ')}`,
    );
  const fixed = new Map();
  for (const part of (process.env.BENCH_SYSTEM_STEPS ?? '').split(';').filter(Boolean)) {
    const [key, rates] = part.split('=');
    const values = (rates ?? '').split(',').map(Number);
    if (!ALL_SCENARIOS.some((s) => s.key === key) || values.some((v) => !(v > 0)))
      fail(
        `BENCH_SYSTEM_STEPS: "${part}" is not <scenario>=<events/s>,... (e.g. single=1000,1500;batch100=20000)`,
      );
    fixed.set(key, values);
  }
  return ALL_SCENARIOS.filter((s) => keys.includes(s.key) && (fixed.size === 0 || fixed.has(s.key))).map(
    (s) => (fixed.has(s.key) ? { ...s, ladder: fixed.get(s.key), fixed: true } : s),
  );
}
const SCENARIOS = scenariosWanted();
if (SCENARIOS.length === 0) fail('BENCH_SYSTEM_SCENARIOS and BENCH_SYSTEM_STEPS leave no scenario to run');

checkNode();
ensureDependencies();
build();
const require = createRequire(import.meta.url);
const { eventMessageId } = require(join(ROOT, 'dist/libs/webhooks/src/index.js'));
const base = { ...DEFAULTS, ...process.env };
// The services are up before any start.mjs runs, so none of them starts (and owns) the broker.
const stopKafka = await ensureServices(base);
const services = findServices(base);

function git(args, cwd = ROOT) {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) fail(`git ${args.join(' ')}: ${result.stderr.trim()}`);
  return result.stdout.trim();
}

/** Runs a command in `cwd` with its output on stderr, which is for progress (stdout: the results). */
function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: ['ignore', 2, 'inherit'] });
  if (result.status !== 0) fail(`${command} ${args.join(' ')} in ${cwd} exited with ${result.status}`);
}

function currentTree() {
  const sha = git(['rev-parse', 'HEAD']);
  const branch = git(['rev-parse', '--abbrev-ref', 'HEAD']);
  const dirty = git(['status', '--porcelain']) !== '';
  const ref = branch === 'HEAD' ? 'detached HEAD' : branch;
  return {
    label: 'current',
    root: ROOT,
    describe: `${ref} at ${sha.slice(0, 12)}${dirty ? ' with uncommitted changes' : ''} (${ROOT})`,
  };
}

/** A worktree of `ref` under .bench/, installed and built; reused when a previous run completed it. */
function worktree(ref, label) {
  const sha = git(['rev-parse', '--verify', `${ref}^{commit}`]);
  const root = join(ROOT, '.bench', `baseline-${git(['rev-parse', '--short', sha])}`);
  // Written only once install and build succeeded: a worktree without it is half made, so redone.
  const complete = `${root}.complete`;
  if (!existsSync(complete)) {
    if (existsSync(root)) {
      spawnSync('git', ['worktree', 'remove', '--force', root], { cwd: ROOT, stdio: 'ignore' });
      rmSync(root, { recursive: true, force: true });
    }
    git(['worktree', 'prune']);
    log(`baseline: a worktree of ${ref} (${sha.slice(0, 12)}) at ${root}`);
    git(['worktree', 'add', '--detach', root, sha]);
    run('npm', ['install', '--no-audit', '--no-fund'], root);
    run('npm', ['run', 'build'], root);
    writeFileSync(complete, `${sha}\n`);
  }
  if (!existsSync(join(root, 'scripts/start.mjs'))) fail(`${ref} has no scripts/start.mjs to run`);
  return { label, root, describe: `${ref} = ${sha.slice(0, 12)} (${root})` };
}

const db = new pg.Client({ connectionString: base.DATABASE_URL });
await db.connect();
const kafka = new Kafka({
  clientId: 'bench-system',
  brokers: base.KAFKA_BROKERS.split(','),
  logLevel: logLevel.NOTHING,
});

let live = null; // the platform running now, stopped and dropped if this run is interrupted
let interrupted = false;
const helpers = new Set(); // the receiver and the load generator of the start running now

async function cleanUp() {
  for (const h of helpers) h.proc.kill('SIGTERM');
  await live?.stop();
  if (live) await dropRunData(live.env);
  await db.end();
  stopKafka?.();
}

// Ctrl-C reaches start.mjs too (same process group), which stops its apps: wait for that, drop.
process.on('SIGINT', () => {
  if (interrupted) return;
  interrupted = true;
  expectExits();
  log('interrupted: stopping the platform and dropping its data');
  void cleanUp().finally(() => process.exit(130));
});

/**
 * A helper process of the run (bench/<script>), spoken to over IPC: `ask` sends a message and
 * resolves with its answer (they answer in order). The run ends if it dies on its own.
 */
function helper(name, script, args = []) {
  const proc = killOnExit(
    spawn(process.execPath, [join(ROOT, 'bench', script), ...args], {
      cwd: ROOT,
      stdio: ['ignore', 2, 'inherit', 'ipc'],
    }),
  );
  const answers = [];
  let ready;
  const first = new Promise((resolve) => (ready = resolve));
  proc.on('message', (message) => (answers.length ? answers.shift()(message) : ready(message)));
  proc.on('exit', (code, signal) => {
    if (!proc.expectedExit && !interrupted) {
      log(`${name} exited (${signal ?? code}) in the middle of the run`);
      void cleanUp().finally(() => process.exit(1));
    }
  });
  const h = {
    name,
    proc,
    pid: proc.pid,
    first,
    ask: (message) =>
      new Promise((resolve) => {
        answers.push(resolve);
        proc.send(message);
      }),
    stop() {
      proc.expectedExit = true;
      helpers.delete(h);
      proc.kill('SIGTERM');
    },
  };
  helpers.add(h);
  return h;
}

/**
 * The consumer group of each app (`<topic prefix><app>`, as the consumers name theirs) with the
 * topics it is assigned, read from the broker rather than listed here so that a consumer added
 * later is waited for too; and their lag. An admin client of its own per start.
 */
async function consumerGroups(apps, prefix) {
  const admin = kafka.admin();
  await admin.connect();
  const groups = new Map();
  for (const group of (await admin.describeGroups(apps.map((app) => `${prefix}${app}`))).groups) {
    const assigned = new Set();
    for (const member of group.members) {
      const assignment = AssignerProtocol.MemberAssignment.decode(member.memberAssignment);
      for (const topic of Object.keys(assignment?.assignment ?? {})) assigned.add(topic);
    }
    if (assigned.size) groups.set(group.groupId, [...assigned].sort());
  }

  /** Messages not yet committed by the groups: the high watermark minus the committed offset. */
  async function lag() {
    const ends = new Map();
    let total = 0;
    for (const [groupId, topics] of groups) {
      for (const { topic, partitions } of await admin.fetchOffsets({ groupId, topics })) {
        if (!ends.has(topic)) ends.set(topic, await admin.fetchTopicOffsets(topic));
        for (const { partition, offset } of partitions) {
          const end = ends.get(topic).find((p) => p.partition === partition);
          // -1: the group has committed nothing there yet, so all of it is still to do.
          const committed = Number(offset) < 0 ? Number(end.low) : Number(offset);
          total += Math.max(0, Number(end.high) - committed);
        }
      }
    }
    return total;
  }
  return { groups, lag, close: () => admin.disconnect() };
}

/** What is still on its way: consumer lag, outbox rows not yet published, webhook deliveries due. */
async function backlog(env, consumers) {
  const s = env.DATABASE_SCHEMA_PREFIX;
  const lag = await consumers.lag();
  const { rows } = await db.query(
    `SELECT (SELECT count(*) FROM "${s}gateway".outbox)::int AS outbox,
            (SELECT count(*) FROM "${s}webhook_dispatcher".deliveries WHERE next_attempt_at IS NOT NULL)::int AS deliveries`,
  );
  return { lag, outbox: rows[0].outbox, deliveries: rows[0].deliveries };
}
const backlogTotal = (b) => b.lag + b.outbox + b.deliveries;

/** Waits until nothing is on its way; the seconds it took from `from`, or Infinity past the timeout. */
async function drain(env, consumers, from) {
  for (;;) {
    if (backlogTotal(await backlog(env, consumers)) === 0) return (performance.now() - from) / 1000;
    if (performance.now() - from > DRAIN_TIMEOUT_MS) return Infinity;
    await sleep(100);
  }
}

/** Runs `sql` (with $1 an array) over `values` in chunks; returns all the rows. */
async function queryChunks(sql, values) {
  const rows = [];
  for (let i = 0; i < values.length; i += CHUNK)
    rows.push(...(await db.query(sql, [values.slice(i, i + CHUNK)])).rows);
  return rows;
}

/**
 * From the answer (201, or 200 for a batch) to the decision applied to the report, and to the
 * webhook's first arrival at the receiver, for the sampled events: p50 and p99 (ms), and how many
 * never arrived (within the drain).
 */
async function endToEnd(env, receiver, sampled) {
  if (sampled.length === 0) return null;
  const answered = new Map(sampled);
  const read = async () => ({
    applied: await queryChunks(
      `SELECT substr(id, 10) AS id, extract(epoch FROM applied_at) * 1000 AS at
         FROM "${env.DATABASE_SCHEMA_PREFIX}report_projection".applied_messages WHERE id = ANY($1::text[])`,
      sampled.map(([id]) => `decision:${id}`),
    ),
    arrivals: (
      await receiver.ask({ arrivalsOf: sampled.map(([id]) => eventMessageId(id, 'event.recorded')) })
    ).arrivals,
  });
  // The backlog reads 0 a moment before the last effects are visible (a produce in flight between
  // two consumers is in no lag yet): what is still missing gets 10 s before it counts as missing.
  let { applied, arrivals } = await read();
  const complete = () => applied.length === sampled.length && arrivals.every(([, at]) => at !== null);
  for (const deadline = performance.now() + 10_000; !complete() && performance.now() < deadline;) {
    await sleep(250);
    ({ applied, arrivals } = await read());
  }
  const report = applied.map((r) => Number(r.at) - answered.get(r.id));
  const webhook = arrivals.flatMap(([, at], i) => (at === null ? [] : [at - sampled[i][1]]));
  return {
    report: {
      p50: percentile(report, 50),
      p99: percentile(report, 99),
      missing: sampled.length - report.length,
    },
    webhook: {
      p50: percentile(webhook, 50),
      p99: percentile(webhook, 99),
      missing: sampled.length - webhook.length,
    },
  };
}

/** Reads every process's RSS each `everyMs` until stopped; the peak (MB) per group. */
function rssSampler(groupsOf, everyMs = 500) {
  const peaks = new Map();
  const read = () => {
    for (const [name, pids] of groupsOf()) {
      const mb = Math.max(0, ...pids.map(rssKb)) / 1024;
      peaks.set(name, Math.max(peaks.get(name) ?? 0, mb));
    }
  };
  read();
  const timer = setInterval(read, everyMs);
  return () => {
    clearInterval(timer);
    read();
    return peaks;
  };
}

/** What a step must meet, and which of it failed ('' when it passed). */
function verdict(step) {
  const failed = [];
  if (step.errors > 0) failed.push('errors');
  // Open loop: a platform that falls behind answers the rest after the step, so less per second.
  if (step.achieved < 0.95 * step.rate) failed.push('rate');
  if (step.p99 > P99_LIMIT_MS) failed.push('p99');
  if (step.drainSeconds > DRAIN_LIMIT_S) failed.push('drain');
  if (step.e2e && (step.e2e.report.missing > 0 || step.e2e.webhook.missing > 0)) failed.push('missing');
  return failed.join('+');
}

/** One step on a running platform: the load, then the drain; CPU from just before one to the end of the other. */
async function step(ctx, spec, rate) {
  const { platform, env, url, bootstrap, consumers, receiver, generator } = ctx;
  const extra = [
    { name: RECEIVER, pid: receiver.pid },
    { name: GENERATOR, pid: generator.pid },
  ];
  const who = { rootPid: platform.pid, rootLabel: RELAY, services, extra };
  await receiver.ask('reset');
  const stopRss = rssSampler(() => processGroups(who));
  const before = cpuSnapshot(who);
  const load = await generator.ask({
    type: 'run',
    origin: url,
    path: `/v1/workspaces/${bootstrap.workspaceId}/events${spec.perRequest === 1 ? '' : '/batch'}`,
    authorization: `Bearer ${bootstrap.apiKey}`,
    kind: spec.kind,
    perRequest: spec.perRequest,
    rate,
    seconds: STEP_SECONDS,
    idPrefix: `system-${runId}-${spec.key}-${rate}-${ctx.steps++}`,
    connections: spec.connections,
    sample: SAMPLE,
  });
  if (load.type !== 'done') throw new Error(`the load generator failed: ${load.message}`);
  const loadEnd = performance.now();
  const drainSeconds = await drain(env, consumers, loadEnd);
  const after = cpuSnapshot(who);
  const peaks = stopRss();
  const e2e = await endToEnd(env, receiver, load.sampled);
  const window = (after.at - before.at) / 1000;
  const errors =
    load.requests - (load.statuses[spec.perRequest > 1 || spec.kind === 'duplicates' ? 200 : 201] ?? 0);
  const result = {
    rate,
    achieved: load.events / load.seconds,
    errors: errors + load.rejectedItems,
    firstError: load.firstError,
    p50: load.p50,
    p99: load.p99,
    p999: load.p999,
    drainSeconds,
    e2e,
    processes: cpuBetween(before, after).map(({ name, cpuMs }) => ({
      name,
      msPerEvent: cpuMs / Math.max(1, load.events),
      corePct: cpuMs / window / 10,
      peakRssMb: peaks.get(name) ?? 0,
    })),
  };
  result.failed = verdict(result);
  const total = sum(
    result.processes.filter((p) => !extra.some((e) => e.name === p.name)).map((p) => p.msPerEvent),
  );
  log(
    `  ${spec.key} @ ${rate}/s: ${Math.round(result.achieved)} ev/s, ${result.errors} errors, p50/p99/p99.9 ` +
      `${fmt(result.p50, 1)}/${fmt(result.p99, 1)}/${fmt(result.p999, 1)} ms, drained in ${fmt(drainSeconds, 1)} s, ` +
      `report p99 ${fmt(e2e?.report.p99, 0)} ms, webhook p99 ${fmt(e2e?.webhook.p99, 0)} ms, ${total.toFixed(3)} CPU ms/event` +
      (result.failed ? ` -> FAILED (${result.failed})` : ' -> ok') +
      (result.firstError ? `; first error: ${result.firstError}` : ''),
  );
  // The next step starts from nothing on its way, even after a step that could not drain in time.
  if (drainSeconds === Infinity) await drain(env, consumers, performance.now());
  return result;
}

/** Whether a step failed on more than its latency: errors, a backlog left, events missing. */
const throughputFailed = (step) => step.failed.split('+').some((f) => f && f !== 'p99');

/**
 * A scenario's ladder. A failed step runs once more (a p99 miss only until the latency has been
 * lost once: past that rate it is expected). The ladder goes on past a latency miss, to find how
 * much the platform takes at all, and stops at a rate that fails its retry on throughput.
 * `sustained`: the highest rate passing every criterion; `throughput`: every criterion but p99.
 */
async function ladder(ctx, spec) {
  const steps = [];
  let latencyLost = false;
  for (const rate of spec.ladder) {
    let result = await step(ctx, spec, rate);
    if (result.failed && !spec.fixed && (throughputFailed(result) || !latencyLost)) {
      log(`  ${spec.key} @ ${rate}/s failed (${result.failed}); once more`);
      result = { ...(await step(ctx, spec, rate)), retried: true };
    }
    steps.push(result);
    if (result.failed === 'p99') latencyLost = true;
    if (throughputFailed(result) && !spec.fixed) break;
  }
  const highest = (ok) => Math.max(0, ...steps.filter(ok).map((s) => s.rate));
  return { steps, sustained: highest((s) => !s.failed), throughput: highest((s) => !throughputFailed(s)) };
}

/** New single events at `rate` for SOAK_SECONDS; every 10 s, each process's RSS and the backlogs. */
async function soak(ctx, rate) {
  const { platform, env, url, bootstrap, consumers, receiver, generator } = ctx;
  const who = {
    rootPid: platform.pid,
    rootLabel: RELAY,
    services,
    extra: [
      { name: RECEIVER, pid: receiver.pid },
      { name: GENERATOR, pid: generator.pid },
    ],
  };
  log(`soak: new single events at ${rate}/s for ${SOAK_SECONDS} s`);
  const samples = []; // { at (s), rss: Map(name -> MB), backlog }
  const started = performance.now();
  let stop = false;
  const sampler = (async () => {
    while (!stop) {
      await sleep(10_000);
      if (stop) break;
      const rss = new Map(
        [...processGroups(who)].map(([name, pids]) => [name, Math.max(0, ...pids.map(rssKb)) / 1024]),
      );
      const b = await backlog(env, consumers);
      samples.push({ at: (performance.now() - started) / 1000, rss, backlog: backlogTotal(b) });
      log(
        `  soak ${Math.round(samples.at(-1).at)} s: backlog ${backlogTotal(b)} (lag ${b.lag}, outbox ${b.outbox}, deliveries ${b.deliveries}); RSS MB ` +
          [...rss].map(([n, mb]) => `${n} ${Math.round(mb)}`).join(', '),
      );
    }
  })();
  await receiver.ask('reset');
  const load = await generator.ask({
    type: 'run',
    origin: url,
    path: `/v1/workspaces/${bootstrap.workspaceId}/events`,
    authorization: `Bearer ${bootstrap.apiKey}`,
    kind: 'new',
    perRequest: 1,
    rate,
    seconds: SOAK_SECONDS,
    idPrefix: `system-${runId}-soak-${ctx.steps++}`,
    connections: 256,
    sample: SAMPLE,
  });
  stop = true;
  await sampler;
  if (load.type !== 'done') throw new Error(`the load generator failed: ${load.message}`);
  const drainSeconds = await drain(env, consumers, performance.now());
  // Growth: the last minute against the second (the first is the warm-in). A series grew if its
  // lowest reading in the last minute is above its highest in the second, by more than a margin.
  const window = (from, to) => samples.filter((s) => s.at > from && s.at <= to);
  const second = window(60, 120);
  const last = window(SOAK_SECONDS - 60, SOAK_SECONDS + 1);
  const names = [...(samples[0]?.rss.keys() ?? [])];
  const rss = names.map((name) => {
    const early = Math.max(...second.map((s) => s.rss.get(name) ?? 0));
    const late = Math.min(...last.map((s) => s.rss.get(name) ?? 0));
    return { name, early, late, grew: late > early * 1.05 + 5 };
  });
  const backlogEarly = Math.max(...second.map((s) => s.backlog));
  const backlogLate = Math.min(...last.map((s) => s.backlog));
  return {
    rate,
    achieved: load.events / load.seconds,
    errors: load.requests - (load.statuses[201] ?? 0),
    p50: load.p50,
    p99: load.p99,
    p999: load.p999,
    drainSeconds,
    rss,
    backlog: {
      early: backlogEarly,
      late: backlogLate,
      grew: backlogLate > Math.max(backlogEarly * 1.5, rate),
    },
    judged: second.length > 0 && last.length > 0,
  };
}

const sum = (values) => values.reduce((a, b) => a + b, 0);
const fmt = (v, digits) =>
  v === undefined || v === null || Number.isNaN(v) ? '-' : v === Infinity ? '>120' : v.toFixed(digits);

let starts = 0;
/** One start of the platform from `tree`, on data of its own: warm-up, every scenario's ladder, the soak. */
async function measureTree(tree, rep) {
  const n = starts++;
  const [port, attributionPort, projectionPort, dispatcherPort] = await freePorts(4);
  const env = {
    ...base,
    DATABASE_SCHEMA_PREFIX: `benchs_${runId}_${n}_`,
    KAFKA_TOPIC_PREFIX: `benchs.${runId}.${n}.`,
    REDIS_KEY_PREFIX: `benchs:${runId}:${n}:`,
    PORT: String(port),
    ATTRIBUTION_PORT: String(attributionPort),
    REPORT_PROJECTION_PORT: String(projectionPort),
    WEBHOOK_DISPATCHER_PORT: String(dispatcherPort),
    // Per key and second; the most the gateway accepts, far beyond any load here.
    RATE_LIMIT_REQUESTS: '1000000',
  };
  const url = `http://127.0.0.1:${port}`;
  log(`${tree.label}, rep ${rep + 1}: npm start (gateway on ${port})`);
  const platform = (live = startPlatform(tree, env, () => interrupted));
  let consumers;
  const receiver = helper(RECEIVER, 'webhook-receiver.mjs', ['ok']);
  const generator = helper(GENERATOR, 'load-generator.mjs');
  try {
    const bootstrap = await platform.up;
    const { port: receiverPort } = await receiver.first;
    await putCampaign(url, bootstrap);
    const res = await fetch(`${url}/v1/workspaces/${bootstrap.workspaceId}/webhook-endpoints`, {
      method: 'POST',
      headers: { authorization: `Bearer ${bootstrap.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        url: `http://127.0.0.1:${receiverPort}/webhooks`,
        eventTypes: ['event.recorded'],
        description: 'bench:system',
      }),
    });
    if (res.status !== 201)
      throw new Error(`creating the webhook endpoint answered ${res.status}: ${await res.text()}`);
    const ctx = { platform, env, url, bootstrap, receiver, generator, steps: 0 };
    const order = (kind, perRequest, rate, seconds) => ({
      type: 'run',
      origin: url,
      path: `/v1/workspaces/${bootstrap.workspaceId}/events${perRequest === 1 ? '' : '/batch'}`,
      authorization: `Bearer ${bootstrap.apiKey}`,
      kind,
      perRequest,
      rate,
      seconds,
      idPrefix: `system-${runId}-warm-${ctx.steps++}`,
      connections: 64,
      sample: 0,
    });
    log(
      `${tree.label}, rep ${rep + 1}: warming up for ${WARMUP_SECONDS} s (single events, then batches of 100)`,
    );
    await generator.ask(order('new', 1, 500, WARMUP_SECONDS / 2));
    await generator.ask(order('new', 100, 5000, WARMUP_SECONDS / 2));
    // Every consumer has been assigned its partitions by now (start.mjs waits for them to join).
    const apps = appProcesses(platform.pid).map((app) => app.name);
    consumers = ctx.consumers = await consumerGroups(apps, env.KAFKA_TOPIC_PREFIX);
    await drain(env, consumers, performance.now());
    if (SCENARIOS.some((s) => s.kind === 'duplicates')) {
      const seeded = await generator.ask({
        type: 'seed',
        origin: url,
        path: `/v1/workspaces/${bootstrap.workspaceId}/events`,
        authorization: `Bearer ${bootstrap.apiKey}`,
        idPrefix: `system-${runId}-seed-${n}`,
        count: DUPLICATES_SEEDED,
      });
      if (seeded.type !== 'seeded') throw new Error(`seeding the duplicates failed: ${seeded.message}`);
      await drain(env, consumers, performance.now());
    }
    const scenarios = [];
    for (const spec of SCENARIOS) {
      log(`${tree.label}, rep ${rep + 1}: ${spec.title}`);
      scenarios.push(await ladder(ctx, spec));
    }
    let soaked = null;
    const single = scenarios[SCENARIOS.findIndex((s) => s.key === 'single')];
    if (SOAK_SECONDS > 0 && SOAK_RATE) soaked = await soak(ctx, SOAK_RATE);
    else if (SOAK_SECONDS > 0 && single?.sustained > 0)
      soaked = await soak(ctx, Math.round(single.sustained * 0.7));
    else if (SOAK_SECONDS > 0)
      log('no soak: it runs at 70 % of the sustained rate of new single events, not measured here');
    return { scenarios, soaked, groups: consumers.groups };
  } finally {
    // After Ctrl-C the SIGINT handler stops the platform, drops its data and exits: not twice.
    if (interrupted) await new Promise(() => {});
    receiver.stop();
    generator.stop();
    await consumers?.close();
    await platform.stop();
    live = null;
    await dropRunData(env);
  }
}

const trees = [
  ...(BASELINE ? [worktree(BASELINE, 'baseline')] : []),
  CANDIDATE ? worktree(CANDIDATE, 'current') : currentTree(),
];
log(`trees: ${trees.map((t) => `${t.label} = ${t.describe}`).join('; ')}`);
const runs = new Map(trees.map((t) => [t.label, []])); // label -> one measureTree result per rep
try {
  for (let rep = 0; rep < REPS; rep++) {
    // Alternating, so that both trees see the same state of the machine.
    for (const tree of trees) runs.get(tree.label).push(await measureTree(tree, rep));
  }
} catch (err) {
  log(`error: ${err.stack ?? err.message}`);
  await cleanUp();
  process.exit(1);
}
await cleanUp();

// The report: per tree and scenario, a column per rate (medians of the starts that ran it).
const pad = (v, n) => String(v).padStart(n);
const stripPrefix = (name) => name.replace(/^benchs\.[^.]+\.\d+\./, '');
const groups = [...runs.get('current')[0].groups].map(
  ([group, topics]) => `${stripPrefix(group)} (${topics.map(stripPrefix).join(', ')})`,
);
const outside = new Set([RECEIVER, GENERATOR]);
const lines = [
  '',
  `System benchmark: the platform as \`npm start\` runs it, open-loop load; Node ${process.versions.node}, ${cpus().length} cores`,
  `${REPS} start(s) per tree${trees.length > 1 ? ', alternating' : ''}; a ${WARMUP_SECONDS} s warm-up, then ${STEP_SECONDS} s per step; medians of the starts`,
  `a step passes with no error, p99 <= ${P99_LIMIT_MS} ms at the gateway, and lag, outbox and due deliveries at 0 within ${DRAIN_LIMIT_S} s of the load's end`,
  ...trees.map((t) => `  ${t.label.padEnd(9)} ${t.describe}`),
  `  lag: consumer groups ${groups.join('; ')}`,
];
const summary = [];
for (const tree of trees) {
  const reps = runs.get(tree.label);
  for (const [i, spec] of SCENARIOS.entries()) {
    const ladders = reps.map((r) => r.scenarios[i]);
    const rates = [...new Set(ladders.flatMap((l) => l.steps.map((s) => s.rate)))].sort((a, b) => a - b);
    const at = (rate) => ladders.flatMap((l) => l.steps.filter((s) => s.rate === rate));
    const cell = (rate, pick, digits) => {
      const values = at(rate)
        .map(pick)
        .filter((v) => v !== undefined && v !== null);
      return pad(values.length ? fmt(median(values), digits) : '-', 9);
    };
    const row = (label, pick, digits = 0) =>
      `  ${label.padEnd(34)}${rates.map((r) => cell(r, pick, digits)).join('')}`;
    const names = [
      ...new Set(ladders.flatMap((l) => l.steps.flatMap((s) => s.processes.map((p) => p.name)))),
    ];
    const platformNames = names.filter((n) => !outside.has(n));
    const sustained = median(ladders.map((l) => l.sustained));
    const throughput = median(ladders.map((l) => l.throughput));
    summary.push({ tree: tree.label, spec, sustained, throughput, ladders });
    lines.push(
      '',
      `${tree.label}: ${spec.title}; sustained ${sustained} events/s, ${throughput} latency aside` +
        (reps.length > 1
          ? ` (per start: ${ladders.map((l) => `${l.sustained}/${l.throughput}`).join(', ')})`
          : ''),
      row('offered events/s', (s) => s.rate),
      row('achieved events/s', (s) => s.achieved),
      row('errors', (s) => s.errors),
      row('gateway latency p50 ms', (s) => s.p50, 1),
      row('gateway latency p99 ms', (s) => s.p99, 1),
      row('gateway latency p99.9 ms', (s) => s.p999, 1),
      row('drained after the load, s', (s) => s.drainSeconds, 1),
      row('answer -> report, p50 ms', (s) => s.e2e?.report.p50),
      row('answer -> report, p99 ms', (s) => s.e2e?.report.p99),
      row('answer -> webhook, p50 ms', (s) => s.e2e?.webhook.p50),
      row('answer -> webhook, p99 ms', (s) => s.e2e?.webhook.p99),
      '  CPU ms per event',
      ...platformNames.map((name) =>
        row(`  ${name}`, (s) => s.processes.find((p) => p.name === name)?.msPerEvent, 3),
      ),
      row(
        '  total (the platform)',
        (s) => sum(s.processes.filter((p) => !outside.has(p.name)).map((p) => p.msPerEvent)),
        3,
      ),
      ...[...outside].map((name) =>
        row(`  ${name} (not in total)`, (s) => s.processes.find((p) => p.name === name)?.msPerEvent, 3),
      ),
      '  peak RSS MB (largest process)',
      ...names.map((name) => row(`  ${name}`, (s) => s.processes.find((p) => p.name === name)?.peakRssMb)),
      `  ${'passed'.padEnd(34)}${rates
        .map((r) =>
          pad(
            at(r)
              .map((s) => (s.failed ? 'no' : 'yes'))
              .join('/'),
            9,
          ),
        )
        .join('')}`,
      `  ${'failed on'.padEnd(34)}${rates
        .map((r) =>
          pad(
            // A leading space: a long one (rate+p99+drain) still stands apart from its neighbour.
            ` ${at(r)
              .map((s) => s.failed || '-')
              .join('/')}`,
            9,
          ),
        )
        .join('')}`,
    );
  }
  for (const [k, r] of reps.entries()) {
    const s = r.soaked;
    if (!s) continue;
    lines.push(
      '',
      `${tree.label}: soak${reps.length > 1 ? ` (start ${k + 1})` : ''}, ${SOAK_SECONDS} s of new single events at ${s.rate}/s${SOAK_RATE ? '' : ' (70 % of sustained)'}`,
      `  achieved ${Math.round(s.achieved)} events/s, ${s.errors} errors, gateway p50/p99/p99.9 ${fmt(s.p50, 1)}/${fmt(s.p99, 1)}/${fmt(s.p999, 1)} ms, drained ${fmt(s.drainSeconds, 1)} s after`,
      s.judged
        ? `  backlog (lag + outbox + due deliveries): highest in minute 2 ${s.backlog.early}, lowest in the last minute ${s.backlog.late}: ${s.backlog.grew ? 'GREW' : 'no growth'}`
        : '  too short to judge growth (needs at least 3 minutes)',
      ...(s.judged
        ? s.rss.map(
            (r) =>
              `  RSS ${r.name.padEnd(30)} highest in minute 2 ${pad(Math.round(r.early), 5)} MB, lowest in the last minute ${pad(Math.round(r.late), 5)} MB: ${r.grew ? 'GREW' : 'no growth'}`,
          )
        : []),
    );
  }
}
if (trees.length === 2) {
  // Side by side at the rates both trees ran: what a change did to the cost and the latency.
  for (const spec of SCENARIOS) {
    const [b, c] = trees.map((t) => summary.find((s) => s.tree === t.label && s.spec === spec).ladders);
    const stepsAt = (ladders, rate) => ladders.flatMap((l) => l.steps.filter((s) => s.rate === rate));
    const rates = [...new Set(b.flatMap((l) => l.steps.map((s) => s.rate)))]
      .filter((r) => stepsAt(c, r).length)
      .sort((x, y) => x - y);
    for (const rate of rates) {
      const names = [...new Set(stepsAt(c, rate).flatMap((s) => s.processes.map((p) => p.name)))];
      const compare = (label, pick, digits) => {
        const [vb, vc] = [b, c].map((ladders) => {
          const values = stepsAt(ladders, rate)
            .map(pick)
            .filter((v) => v !== undefined && v !== null);
          return values.length ? median(values) : undefined;
        });
        const ratio = vb && vc !== undefined ? (vc / vb).toFixed(2) : '-';
        return `  ${label.padEnd(34)}${pad(fmt(vb, digits), 11)}${pad(fmt(vc, digits), 11)}${pad(ratio, 18)}`;
      };
      lines.push(
        '',
        `compared: ${spec.title} at ${rate} events/s`,
        `  ${''.padEnd(34)}${pad('baseline', 11)}${pad('current', 11)}${pad('current/baseline', 18)}`,
        compare('achieved events/s', (s) => s.achieved, 0),
        compare('gateway latency p50 ms', (s) => s.p50, 1),
        compare('gateway latency p99 ms', (s) => s.p99, 1),
        compare('answer -> report, p99 ms', (s) => s.e2e?.report.p99, 0),
        compare('answer -> webhook, p99 ms', (s) => s.e2e?.webhook.p99, 0),
        '  CPU ms per event',
        ...names
          .filter((n) => !outside.has(n))
          .map((name) =>
            compare(`  ${name}`, (s) => s.processes.find((p) => p.name === name)?.msPerEvent, 3),
          ),
        compare(
          '  total (the platform)',
          (s) => sum(s.processes.filter((p) => !outside.has(p.name)).map((p) => p.msPerEvent)),
          3,
        ),
        compare('peak RSS MB, gateway', (s) => s.processes.find((p) => p.name === 'gateway')?.peakRssMb, 0),
      );
    }
  }
}
lines.push(
  '',
  `Highest rate sustained (events/s): every criterion / every criterion but the p99 <= ${P99_LIMIT_MS} ms`,
);
for (const spec of SCENARIOS) {
  const cell = (t) => {
    const s = summary.find((x) => x.tree === t.label && x.spec === spec);
    return pad(`${t.label} ${s.sustained} / ${s.throughput}`, 24);
  };
  lines.push(`  ${spec.title.padEnd(60)}${trees.map(cell).join('')}`);
}
lines.push(
  '',
  'Latency at the gateway: from when each request was due (open loop) to the end of its answer.',
  'End to end: from the answer to the decision applied to the report (applied_at), and to the webhook',
  "event.recorded's first arrival at the receiver; a sample of at most 2,000 events per step.",
  'CPU: utime + stime (all threads) from /proc/<pid>/stat, from just before the load until the backlogs',
  'were drained, divided by the events recorded (duplicates: answered). Kafka broker, Postgres and Redis',
  'are shared: whatever else uses them in that window counts too. Postgres: every backend, and those that exited.',
  `${RELAY}: start.mjs relaying every app's log lines. Peak RSS: the largest process of each group,`,
  'read every 0.5 s during the step.',
);
process.stdout.write(`${lines.join('\n')}\n\n`);
