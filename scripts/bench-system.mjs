// `npm run bench:system` (last part of `npm run bench`): the whole platform, run exactly as users
// run it (`npm start`), under a steady load; what every process costs per event, so that a change
// can be compared with what it replaced.
//
// Per tree and repetition, `node scripts/start.mjs` runs on schemas, topics and Redis keys of its
// own (it builds, migrates, bootstraps a workspace and key, starts every app and relays their
// logs), with the defaults npm start uses (only the ports and a rate limit out of reach are set).
// An active campaign is PUT, 5 s of load warm everything up, then each scenario runs in turn:
// single events at 1,000 and 2,000 events/s, batches of 50 at 1,000 and 2,000 events/s. For each,
// the CPU time of every process (the apps, npm start itself, Kafka, Postgres, Redis) from just
// before the load until every recorded event's decision is in the report, divided by the events
// recorded; the latency from the gateway's answer to the decision and to the report.
//
// BENCH_BASELINE=<git ref> also measures that ref, in the same run and alternating with the
// current checkout (a worktree under .bench/, installed and built once, reused later), and prints
// the medians side by side. BENCH_REPS (default 3) starts per tree; BENCH_SYSTEM_SECONDS
// (default 15) of load per scenario; BENCH_SYSTEM_SCENARIOS to run some only. Variables the
// apps read (KAFKA_FETCH_MIN_BYTES, say) pass through to npm start. Linux only (/proc).
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { AssignerProtocol, Kafka, logLevel } from 'kafkajs';
import {
  build,
  checkNode,
  DEFAULTS,
  ensureDependencies,
  ensureKafka,
  ensurePostgres,
  ensureRedis,
  fail,
  log,
  ROOT,
} from './lib/stack.mjs';
import {
  appProcesses,
  CLK_TCK,
  cpuBetween,
  cpuSnapshot,
  dropRunData,
  eventMaker,
  findServices,
  freePorts,
  median,
  percentile,
  sleep,
} from './lib/bench-kit.mjs';
import { load, putCampaign, startPlatform } from './lib/platform.mjs';

const REPS = Number(process.env.BENCH_REPS ?? 3);
const SECONDS = Number(process.env.BENCH_SYSTEM_SECONDS ?? 15);
const BASELINE = process.env.BENCH_BASELINE;
const ALL_SCENARIOS = [
  { title: 'single events', rate: 1000, perRequest: 1, connections: 64 },
  { title: 'single events', rate: 2000, perRequest: 1, connections: 64 },
  { title: 'batches of 50', rate: 1000, perRequest: 50, connections: 16 },
  { title: 'batches of 50', rate: 2000, perRequest: 50, connections: 16 },
];
/** BENCH_SYSTEM_SCENARIOS=single@1000,batch@2000 runs only those (default: all four). */
const SCENARIOS = process.env.BENCH_SYSTEM_SCENARIOS
  ? ALL_SCENARIOS.filter((s) =>
      process.env.BENCH_SYSTEM_SCENARIOS.split(',').includes(
        `${s.perRequest === 1 ? 'single' : 'batch'}@${s.rate}`,
      ),
    )
  : ALL_SCENARIOS;
if (SCENARIOS.length === 0)
  fail('BENCH_SYSTEM_SCENARIOS names none of single@1000, single@2000, batch@1000, batch@2000');
const WARMUP = { ...ALL_SCENARIOS[0], seconds: 5 };
const DRAIN_TIMEOUT_MS = 60_000;
/** Ids per query: an array parameter of tens of thousands of uuids is slow to plan and to send. */
const CHUNK = 5000;
const RELAY = 'npm start (log relay)';
const runId = Date.now().toString(36);

checkNode();
ensureDependencies();
build();
const base = { ...DEFAULTS, ...process.env };
// The services are up before any start.mjs runs, so none of them starts (and owns) the broker.
await ensurePostgres(base.DATABASE_URL);
await ensureRedis(base.REDIS_URL);
const stopKafka = await ensureKafka(base.KAFKA_BROKERS);
const ports = {
  postgresPort: Number(new URL(base.DATABASE_URL).port || 5432),
  redisPort: Number(new URL(base.REDIS_URL).port || 6379),
  kafkaPort: Number(base.KAFKA_BROKERS.split(',')[0].split(':')[1]),
};

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
function baselineTree(ref) {
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
  return { label: 'baseline', root, describe: `${ref} = ${sha.slice(0, 12)} (${root})` };
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

async function cleanUp() {
  await live?.stop();
  if (live) await dropRunData(live.env);
  await db.end();
  stopKafka?.();
}

// Ctrl-C reaches start.mjs too (same process group), which stops its apps: wait for that, drop.
process.on('SIGINT', () => {
  if (interrupted) return;
  interrupted = true;
  log('interrupted: stopping the platform and dropping its data');
  void cleanUp().finally(() => process.exit(130));
});

const event = eventMaker(`system-${runId}`);

/**
 * The consumer group of each app (`<topic prefix><app>`, as the consumers name theirs) with the
 * topics it is assigned, read from the broker rather than listed here so that a consumer added
 * later is waited for too (apps that consume nothing, the gateway, have no group); and their lag.
 * An admin client of its own per start: one that knew the topics of a start since dropped
 * fails to refresh its metadata.
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

/** Runs `sql` (with $1 an array) over `values` in chunks; returns all the rows. */
async function queryChunks(sql, values) {
  const rows = [];
  for (let i = 0; i < values.length; i += CHUNK)
    rows.push(...(await db.query(sql, [values.slice(i, i + CHUNK)])).rows);
  return rows;
}

const decisionIds = (ids) => ids.map((id) => `decision:${id}`);

/**
 * Waits until the groups have no lag and every one of `ids` has its decision applied to the
 * report; returns the seconds since `from`, or Infinity after DRAIN_TIMEOUT_MS. The database is
 * asked only once the lag is 0, to keep the polling's own cost out of the measurement.
 */
async function drain(env, consumers, ids, from) {
  const sql = `SELECT count(*)::int AS n FROM "${env.DATABASE_SCHEMA_PREFIX}report_projection".applied_messages WHERE id = ANY($1::text[])`;
  for (;;) {
    if ((await consumers.lag()) === 0) {
      const applied = (await queryChunks(sql, decisionIds(ids))).reduce((n, r) => n + r.n, 0);
      if (applied === ids.length) return (performance.now() - from) / 1000;
    }
    if (performance.now() - from > DRAIN_TIMEOUT_MS) return Infinity;
    await sleep(200);
  }
}

/** From the gateway's answer to the decision stored and to the report updated: p50 and p99, ms. */
async function latencies(env, answered) {
  const s = env.DATABASE_SCHEMA_PREFIX;
  const ids = [...answered.keys()];
  const decided = await queryChunks(
    `SELECT event_id::text AS id, extract(epoch FROM decided_at) * 1000 AS at FROM "${s}attribution".decisions WHERE event_id = ANY($1::uuid[])`,
    ids,
  );
  const applied = await queryChunks(
    `SELECT substr(id, 10) AS id, extract(epoch FROM applied_at) * 1000 AS at FROM "${s}report_projection".applied_messages WHERE id = ANY($1::text[])`,
    decisionIds(ids),
  );
  const spread = (rows) => {
    const delays = rows.map((r) => Number(r.at) - answered.get(r.id));
    return { p50: percentile(delays, 50), p99: percentile(delays, 99) };
  };
  return { decision: spread(decided), report: spread(applied) };
}

/** One scenario on a running platform: load, then drain; CPU from just before one to the end of the other. */
async function scenario(platform, url, bootstrap, services, consumers, spec) {
  const snapshot = () => cpuSnapshot({ rootPid: platform.pid, rootLabel: RELAY, services });
  const before = snapshot();
  const { answered, errors, seconds, selfCpuMs } = await load(url, bootstrap, spec, SECONDS, event);
  const loadEnd = performance.now();
  const lagAtEnd = await consumers.lag();
  const ids = [...answered.keys()];
  const drainSeconds = await drain(platform.env, consumers, ids, loadEnd);
  const after = snapshot();
  if (ids.length === 0) throw new Error(`${spec.title} at ${spec.rate}/s: no event was recorded`);
  if (drainSeconds === Infinity) log(`warning: not drained within ${DRAIN_TIMEOUT_MS / 1000} s`);
  const window = (after.at - before.at) / 1000;
  return {
    achieved: ids.length / seconds,
    errors,
    lagAtEnd,
    drainSeconds,
    loadGeneratorPct: selfCpuMs / seconds / 10,
    ...(await latencies(platform.env, answered)),
    processes: cpuBetween(before, after).map(({ name, cpuMs, peakRssMb }) => ({
      name,
      msPerEvent: cpuMs / ids.length,
      corePct: cpuMs / window / 10,
      peakRssMb,
    })),
  };
}

let starts = 0;
/** One start of the platform from `tree`, on data of its own; every scenario in turn. */
async function measureTree(tree, rep) {
  const n = starts++;
  const [port, attributionPort, projectionPort] = await freePorts(3);
  const env = {
    ...base,
    DATABASE_SCHEMA_PREFIX: `benchs_${runId}_${n}_`,
    KAFKA_TOPIC_PREFIX: `benchs.${runId}.${n}.`,
    REDIS_KEY_PREFIX: `benchs:${runId}:${n}:`,
    PORT: String(port),
    ATTRIBUTION_PORT: String(attributionPort),
    REPORT_PROJECTION_PORT: String(projectionPort),
    // Per key and second; the most the gateway accepts, far beyond any load here.
    RATE_LIMIT_REQUESTS: '1000000',
  };
  const url = `http://127.0.0.1:${port}`;
  log(`${tree.label}, rep ${rep + 1}: npm start (gateway on ${port})`);
  const platform = (live = startPlatform(tree, env, () => interrupted));
  let consumers;
  try {
    const bootstrap = await platform.up;
    const services = findServices(ports);
    await putCampaign(url, bootstrap);
    log(`${tree.label}, rep ${rep + 1}: warming up, ${WARMUP.seconds} s at ${WARMUP.rate} events/s`);
    const warm = await load(url, bootstrap, WARMUP, WARMUP.seconds, event);
    // Every consumer has been assigned its partitions by now (start.mjs waits for them to join).
    const apps = appProcesses(platform.pid).map((app) => app.name);
    consumers = await consumerGroups(apps, env.KAFKA_TOPIC_PREFIX);
    await drain(env, consumers, [...warm.answered.keys()], performance.now());
    const results = [];
    for (const spec of SCENARIOS) {
      const r = await scenario(platform, url, bootstrap, services, consumers, spec);
      const total = r.processes.reduce((sum, p) => sum + p.msPerEvent, 0);
      log(
        `${tree.label}, rep ${rep + 1}, ${spec.title} at ${spec.rate}/s: ${Math.round(r.achieved)} events/s, ${r.errors} errors, ` +
          `lag ${r.lagAtEnd}, drained in ${r.drainSeconds.toFixed(1)} s, ${total.toFixed(3)} CPU ms/event, report p99 ${Math.round(r.report.p99)} ms`,
      );
      results.push(r);
    }
    return { results, groups: consumers.groups };
  } finally {
    // After Ctrl-C the SIGINT handler stops the platform, drops its data and exits: not twice.
    if (interrupted) await new Promise(() => {});
    await consumers?.close();
    await platform.stop();
    live = null;
    await dropRunData(env);
  }
}

const trees = [...(BASELINE ? [baselineTree(BASELINE)] : []), currentTree()];
log(`trees: ${trees.map((t) => `${t.label} = ${t.describe}`).join('; ')}`);
const runs = new Map(trees.map((t) => [t.label, []])); // label -> one { results, groups } per rep
try {
  for (let rep = 0; rep < REPS; rep++) {
    // Alternating, so that both trees see the same state of the machine.
    for (const tree of trees) runs.get(tree.label).push(await measureTree(tree, rep));
  }
} catch (err) {
  log(`error: ${err.message}`);
  await cleanUp();
  process.exit(1);
}
await cleanUp();

// The report: per scenario, the medians of the starts of each tree, side by side.
const labels = trees.map((t) => t.label);
const compare = labels.length === 2;
const pad = (v, n) => String(v).padStart(n);
const sum = (values) => values.reduce((a, b) => a + b, 0);
// Every process seen, in the order first seen: the apps as start.mjs starts them, then the rest.
const names = [
  ...new Set([...runs.values()].flat().flatMap((run) => run.results[0].processes.map((p) => p.name))),
];
const stripPrefix = (name) => name.replace(/^benchs\.[^.]+\.\d+\./, '');
const groups = [...runs.get('current')[0].groups].map(
  ([group, topics]) => `${stripPrefix(group)} (${topics.map(stripPrefix).join(', ')})`,
);

const lines = [
  '',
  `System benchmark: the platform as \`npm start\` runs it; Node ${process.versions.node}, ${cpus().length} cores, CLK_TCK ${CLK_TCK}`,
  `${REPS} start(s) per tree${compare ? ', alternating' : ''}; per start a ${WARMUP.seconds} s warm-up, then each scenario for ${SECONDS} s; medians of the starts`,
  ...trees.map((t) => `  ${t.label.padEnd(9)} ${t.describe}`),
  `  lag: consumer groups ${groups.join('; ')}`,
];
for (const [i, spec] of SCENARIOS.entries()) {
  const results = (label) => runs.get(label).map((run) => run.results[i]);
  /** A label, then per tree `combine` (the median) of what `pick` reads from each start's result. */
  const line = (label, digits, pick, { ratio = false, combine = median } = {}) => {
    const values = labels.map((l) => {
      const picked = results(l)
        .map(pick)
        .filter((v) => v !== undefined);
      return picked.length ? combine(picked) : undefined;
    });
    const text = (v) =>
      v === undefined ? '-' : v === Infinity ? `>${DRAIN_TIMEOUT_MS / 1000}` : v.toFixed(digits);
    const cells = values.map((v) => pad(text(v), 11)).join('');
    const r = compare && ratio && values[0] ? pad((values[1] / values[0]).toFixed(2), 18) : '';
    return `  ${label.padEnd(40)}${cells}${r}`;
  };
  const compared = (label, digits, pick) => line(label, digits, pick, { ratio: true });
  const perProcess = (field, digits, ratio) => [
    ...names.map((name) =>
      line(`  ${name}`, digits, (r) => r.processes.find((p) => p.name === name)?.[field], { ratio }),
    ),
    line('  total', digits, (r) => sum(r.processes.map((p) => p[field])), { ratio }),
  ];
  lines.push(
    '',
    `${spec.title} at ${spec.rate} events/s offered (${spec.rate / spec.perRequest} requests/s, ${spec.connections} connections)`,
    `  ${''.padEnd(40)}${labels.map((l) => pad(l, 11)).join('')}${compare ? pad('current/baseline', 18) : ''}`,
    line('achieved events/s (recorded)', 0, (r) => r.achieved),
    line('errors (non-2xx + socket), all starts', 0, (r) => r.errors, { combine: sum }),
    line('consumer lag at load end (messages)', 0, (r) => r.lagAtEnd),
    line('seconds to drain', 1, (r) => r.drainSeconds),
    compared('latency to decision stored, p50 ms', 0, (r) => r.decision.p50),
    compared('latency to decision stored, p99 ms', 0, (r) => r.decision.p99),
    compared('latency to report updated, p50 ms', 0, (r) => r.report.p50),
    compared('latency to report updated, p99 ms', 0, (r) => r.report.p99),
    '  CPU ms per event',
    ...perProcess('msPerEvent', 3, true),
    '  CPU % of one core (load and drain)',
    ...perProcess('corePct', 0, false),
    line('  (load generator, not in total)', 0, (r) => r.loadGeneratorPct),
    '  peak RSS MB',
    ...names.map((name) =>
      line(
        `  ${name === 'Postgres' ? 'Postgres (its largest process)' : name}`,
        0,
        (r) => r.processes.find((p) => p.name === name)?.peakRssMb,
      ),
    ),
  );
}
lines.push(
  '',
  'CPU: utime + stime (all threads) from /proc/<pid>/stat, from just before the load until every recorded event',
  "had its decision applied to the report and the consumers' lag was 0, divided by the events recorded.",
  'Kafka broker, Postgres and Redis are shared: whatever else uses them in that window counts too.',
  "Postgres: all its processes, plus the backends that exited in the window (the postmaster's cutime + cstime);",
  'its peak RSS is that of its largest single process (shared buffers count in each).',
  'Peak RSS: VmHWM, the high-water mark since the process started (for the services, not only this run).',
  `${RELAY}: start.mjs relaying every app's log lines; its stdout is a pipe here, so without the pino-pretty`,
  'formatting it adds on a terminal.',
  "Latency: from the gateway's answer to the start of the transaction that stored the decision or applied it.",
);
process.stdout.write(`${lines.join('\n')}\n\n`);
