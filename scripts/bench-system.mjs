// `npm run bench:system` (also part of `npm run bench`): the highest rate the whole platform
// sustains, run exactly as users run it (`npm start`), under an open-loop load; what every process
// costs per event at each rate; and a soak at 70 % of the sustained rate.
//
// Per tree and repetition, `node scripts/start.mjs` runs on schemas, topics and Redis keys of its
// own, with npm start's defaults (only the ports and a rate limit out of reach are set): gateway,
// attribution, report projection, webhook dispatcher, with the local broker, Postgres and Redis.
// An active campaign is PUT, and a webhook endpoint subscribed to event.recorded (and, when
// BENCH_SYSTEM_ADJUSTMENTS asks for adjustments, to conversion.retracted and conversion.restated)
// points at a receiver on 127.0.0.1 (bench/webhook-receiver.mjs, a process of its own).
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
// (single,duplicates,batch100,batch1000) to run some only (empty: none); BENCH_SYSTEM_ADJUSTMENTS=<rates>
// (e.g. 500,1000) adds, per rate, BENCH_SYSTEM_ADJUSTMENT_PAIRS (3) pairs of steps: new single
// events alone, then with adjustments at 10 % of their rate, and CPU per adjustment per process
// (scripts/lib/bench/adjustments.mjs); BENCH_SYSTEM_STEPS to replace ladders
// with fixed rates, all run (e.g. `single=1000,1500;batch100=20000`); BENCH_SYSTEM_SOAK_SECONDS=0
// to skip the soak, BENCH_SYSTEM_SOAK_RATE to set its rate; BENCH_BASELINE=<git ref> also
// measures that ref, alternating with the current checkout (a worktree under .bench/, installed
// and built once, reused), and BENCH_CANDIDATE=<ref> measures that ref in place of the checkout,
// to compare two commits. BENCH_SYSTEM_TRACING=off,on measures every tree twice, without traces
// and with OpenTelemetry tracing on in every service (OTEL_EXPORTER_OTLP_ENDPOINT set to a local
// OTLP/HTTP sink on 127.0.0.1 that accepts and discards what it is sent; docs/operations.md#traces),
// and prints both (default: off, as npm start runs). Variables the apps read
// (KAFKA_FETCH_MIN_BYTES, GATEWAY_WORKERS, ...) pass through to npm start. Progress on stderr,
// results on stdout. Linux only (/proc). The shared pieces (trees, lag, ladder, report) are in
// scripts/lib/bench/.
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fail, log, ROOT } from './lib/stack.mjs';
import { appProcesses, cpuBetween, cpuSnapshot, dropRunData, sleep } from './lib/bench-kit.mjs';
import { putCampaign, startPlatform } from './lib/platform.mjs';
import { endToEnd } from './lib/bench/end-to-end.mjs';
import { createEndpoint } from './lib/bench/webhook-fixtures.mjs';
import { startHelper } from './lib/bench/helper-process.mjs';
import { stopOnInterrupt } from './lib/bench/interrupt.mjs';
import { backlog, backlogTotal, consumerGroups, drain } from './lib/bench/lag.mjs';
import { ladder, verdict } from './lib/bench/ladder.mjs';
import { figure, sum } from './lib/bench/report.mjs';
import { rssNow, rssSampler } from './lib/bench/rss.mjs';
import { newRunId, platformPorts, RATE_LIMIT_OUT_OF_REACH, runPrefixes } from './lib/bench/run-env.mjs';
import { connectClients, prepareBuild, prepareServices } from './lib/bench/setup.mjs';
import { soakGrowth } from './lib/bench/soak.mjs';
import { adjustmentPairs, adjustmentReport } from './lib/bench/adjustments.mjs';
import { systemReport } from './lib/bench/system-report.mjs';
import { treesToMeasure } from './lib/bench/trees.mjs';

/** Beyond this, a step's backlog is given up on (and the step failed). */
const DRAIN_TIMEOUT_MS = 120_000;
/** Events per step whose end-to-end latency is measured. */
const SAMPLE = 2000;
const DUPLICATES_SEEDED = 2000;
const RELAY = 'npm start (log relay)';
const RECEIVER = 'webhook receiver';
const GENERATOR = 'load generator';
const fmt = figure('>120');

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

/** The BENCH_* knobs, checked; the scenarios to run, with fixed rates in place of their ladders. */
function parseKnobs() {
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
  const scenarios = ALL_SCENARIOS.filter(
    (s) => keys.includes(s.key) && (fixed.size === 0 || fixed.has(s.key)),
  ).map((s) => (fixed.has(s.key) ? { ...s, ladder: fixed.get(s.key), fixed: true } : s));
  const adjustmentRates = (process.env.BENCH_SYSTEM_ADJUSTMENTS ?? '').split(',').filter(Boolean).map(Number);
  if (adjustmentRates.some((v) => !(v > 0)))
    fail('BENCH_SYSTEM_ADJUSTMENTS: not <events/s>,... (e.g. 500,1000)');
  if (scenarios.length === 0 && adjustmentRates.length === 0)
    fail('BENCH_SYSTEM_SCENARIOS and BENCH_SYSTEM_STEPS leave no scenario to run');
  const tracing = [
    ...new Set(
      (process.env.BENCH_SYSTEM_TRACING ?? 'off')
        .split(',')
        .map((m) => m.trim())
        .filter(Boolean),
    ),
  ];
  if (tracing.length === 0 || tracing.some((m) => m !== 'off' && m !== 'on'))
    fail('BENCH_SYSTEM_TRACING: not off, on, or off,on');
  return {
    /** Tracing off, on, or each in turn (every tree measured once per mode). */
    tracing,
    scenarios,
    /** Rates of new single events at which to compare events alone with events + 10 % adjustments. */
    adjustmentRates,
    adjustmentPairs: Number(process.env.BENCH_SYSTEM_ADJUSTMENT_PAIRS ?? 3),
    reps: Number(process.env.BENCH_REPS ?? 1),
    stepSeconds: Number(process.env.BENCH_SYSTEM_STEP_SECONDS ?? 10),
    warmupSeconds: Number(process.env.BENCH_SYSTEM_WARMUP_SECONDS ?? 20),
    soakSeconds: Number(process.env.BENCH_SYSTEM_SOAK_SECONDS ?? 300),
    /** The soak's rate of new single events; by default 70 % of the sustained rate measured. */
    soakRate: process.env.BENCH_SYSTEM_SOAK_RATE ? Number(process.env.BENCH_SYSTEM_SOAK_RATE) : null,
    baseline: process.env.BENCH_BASELINE,
    /** Measured in place of the checkout: a worktree of this ref (to compare two commits). */
    candidate: process.env.BENCH_CANDIDATE,
  };
}

async function main() {
  const knobs = parseKnobs();
  const run = await setUp();
  // Tables that churn (the outbox, the due deliveries) cost more with every dead row left behind;
  // a server with autovacuum off (as some CI images set it) measures that, not what users run.
  const { rows: settings } = await run.db.query(`SELECT current_setting('autovacuum') AS autovacuum`);
  knobs.autovacuum = settings[0].autovacuum;
  if (knobs.autovacuum !== 'on')
    log(
      'warning: autovacuum is off on this Postgres: the outbox and the deliveries are never vacuumed during the run',
    );
  const trees = withTracing(treesToMeasure(knobs), knobs.tracing);
  log(`trees: ${trees.map((t) => `${t.label} = ${t.describe}`).join('; ')}`);
  const runs = new Map(trees.map((t) => [t.label, []])); // label -> one measureTree result per rep
  try {
    for (let rep = 0; rep < knobs.reps; rep++) {
      // Alternating, so that both trees see the same state of the machine.
      for (const tree of trees) runs.get(tree.label).push(await measureTree(run, knobs, tree, rep));
    }
  } catch (err) {
    log(`error: ${err.stack ?? err.message}`);
    await run.cleanUp();
    process.exit(1);
  }
  await run.cleanUp();
  const outside = new Set([RECEIVER, GENERATOR]);
  const lines = systemReport({ knobs, scenarios: knobs.scenarios, trees, runs, outside, relay: RELAY });
  for (const tree of trees) lines.push(...adjustmentReport(tree, runs.get(tree.label), outside));
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

/**
 * The build, the services (up before any start.mjs runs, so none of them starts and owns the
 * broker), a Postgres and a Kafka client for the readings, and the clean-up on Ctrl-C.
 */
async function setUp() {
  const base = prepareBuild();
  const { eventMessageId } = createRequire(import.meta.url)(join(ROOT, 'dist/libs/webhooks/src/index.js'));
  const { stopKafka, services } = await prepareServices(base);
  const { db, kafka } = await connectClients(base, 'bench-system');
  const run = {
    runId: newRunId(),
    base,
    services,
    db,
    kafka,
    eventMessageId,
    starts: 0,
    live: null, // the platform running now, stopped and dropped if this run is interrupted
    helpers: new Set(), // the receiver and the load generator of the start running now
    async cleanUp() {
      for (const h of run.helpers) h.proc.kill('SIGTERM');
      await run.live?.stop();
      if (run.live) await dropRunData(run.live.env);
      await db.end();
      stopKafka?.();
    },
  };
  run.state = stopOnInterrupt('stopping the platform and dropping its data', run.cleanUp);
  return run;
}

/**
 * Each tree once per tracing mode (BENCH_SYSTEM_TRACING): as it is when only `off` is asked for;
 * otherwise labelled with its mode, so the report shows tracing off and on side by side.
 */
function withTracing(trees, modes) {
  if (modes.length === 1 && modes[0] === 'off') return trees.map((t) => ({ ...t, tracing: 'off' }));
  return trees.flatMap((tree) =>
    modes.map((mode) => ({
      ...tree,
      label: trees.length > 1 ? `${tree.label}, tracing ${mode}` : `tracing ${mode}`,
      tracing: mode,
      describe: `${tree.describe}; tracing ${mode === 'on' ? 'on, exported over OTLP/HTTP to a local sink that discards it' : 'off'}`,
    })),
  );
}

/**
 * An OTLP/HTTP endpoint on 127.0.0.1 that reads every export request whole, answers 200 and keeps
 * nothing but counts: the receiving end of a collector at no cost to the platform's processes.
 */
async function startOtlpSink() {
  const counts = { requests: 0, bytes: 0 };
  const server = createServer((req, res) => {
    req.on('data', (chunk) => (counts.bytes += chunk.length));
    req.on('end', () => {
      counts.requests += 1;
      res.writeHead(200, { 'content-type': req.headers['content-type'] ?? 'application/x-protobuf' });
      res.end();
    });
  });
  await new Promise((resolve) => server.listen({ host: '127.0.0.1', port: 0 }, resolve));
  return {
    counts,
    url: `http://127.0.0.1:${server.address().port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A helper process of the start (bench/<script>); the run ends if it dies on its own. */
function helper(run, name, script, args = []) {
  const h = startHelper(name, script, args, {
    onDeath: (message) => {
      if (run.state.stopping) return;
      log(`${message} in the middle of the run`);
      void run.cleanUp().finally(() => process.exit(1));
    },
  });
  run.helpers.add(h);
  return {
    ...h,
    stop() {
      run.helpers.delete(h);
      void h.stop();
    },
  };
}

/** One start of the platform from `tree`, on data of its own: warm-up, every scenario's ladder, the soak. */
async function measureTree(run, knobs, tree, rep) {
  const n = run.starts++;
  const { port, env: ports } = await platformPorts();
  const sink = tree.tracing === 'on' ? await startOtlpSink() : null;
  const env = {
    ...run.base,
    ...runPrefixes('benchs', run.runId, n),
    ...ports,
    ...RATE_LIMIT_OUT_OF_REACH,
    // Tracing on only where asked for, whatever the caller's environment says (docs/operations.md#traces).
    OTEL_EXPORTER_OTLP_ENDPOINT: sink?.url ?? '',
    OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: '',
  };
  const url = `http://127.0.0.1:${port}`;
  log(`${tree.label}, rep ${rep + 1}: npm start (gateway on ${port})`);
  const platform = (run.live = startPlatform(tree, env, () => run.state.stopping));
  let consumers;
  const receiver = helper(run, RECEIVER, 'webhook-receiver.mjs', ['ok']);
  const generator = helper(run, GENERATOR, 'load-generator.mjs');
  try {
    const bootstrap = await platform.up;
    const { port: receiverPort } = await receiver.first;
    await putCampaign(url, bootstrap);
    // The adjustments' types only when this run sends adjustments: a tree from before they
    // existed (BENCH_BASELINE) refuses them, and without adjustments they are never sent.
    const adjusting = knobs.adjustmentRates.length > 0;
    await createEndpoint(url, bootstrap, `http://127.0.0.1:${receiverPort}/webhooks`, 'bench:system', [
      'event.recorded',
      ...(adjusting ? ['conversion.retracted', 'conversion.restated'] : []),
    ]);
    const ctx = { run, knobs, platform, env, url, bootstrap, receiver, generator, steps: 0 };
    await warmUp(ctx, tree, rep);
    // Every consumer has been assigned its partitions by now (start.mjs waits for them to join).
    const apps = appProcesses(platform.pid).map((app) => app.name);
    consumers = ctx.consumers = await consumerGroups(run.kafka, apps, env.KAFKA_TOPIC_PREFIX);
    await drainAll(ctx, performance.now());
    if (knobs.scenarios.some((s) => s.kind === 'duplicates')) await seedDuplicates(ctx, n);
    const scenarios = [];
    for (const spec of knobs.scenarios) {
      log(`${tree.label}, rep ${rep + 1}: ${spec.title}`);
      scenarios.push(await ladder(spec, (rate) => step(ctx, spec, rate)));
    }
    let adjusted = null;
    if (knobs.adjustmentRates.length) {
      log(`${tree.label}, rep ${rep + 1}: events alone, then with 10 % adjustments`);
      const spec = ALL_SCENARIOS.find((s) => s.key === 'single');
      adjusted = await adjustmentPairs(
        ctx,
        knobs.adjustmentRates,
        knobs.adjustmentPairs,
        (rate, alongside) => step(ctx, spec, rate, alongside),
        log,
      );
    }
    const single = scenarios[knobs.scenarios.findIndex((s) => s.key === 'single')];
    let soaked = null;
    if (knobs.soakSeconds > 0 && knobs.soakRate) soaked = await soak(ctx, knobs.soakRate);
    else if (knobs.soakSeconds > 0 && single?.sustained > 0)
      soaked = await soak(ctx, Math.round(single.sustained * 0.7));
    else if (knobs.soakSeconds > 0)
      log('no soak: it runs at 70 % of the sustained rate of new single events, not measured here');
    return { scenarios, soaked, adjusted, groups: consumers.groups };
  } finally {
    // After Ctrl-C the SIGINT handler stops the platform, drops its data and exits: not twice.
    if (run.state.stopping) await new Promise(() => {});
    receiver.stop();
    generator.stop();
    await consumers?.close();
    await platform.stop();
    run.live = null;
    await dropRunData(env);
    if (sink) {
      log(
        `${tree.label}: the OTLP sink received ${sink.counts.requests} export requests, ${(sink.counts.bytes / 1e6).toFixed(1)} MB`,
      );
      await sink.close();
    }
  }
}

/** An order for the load generator: `rate` events/s for `seconds` (open loop), `sample` of them timed end to end. */
function loadOrder(ctx, { kind, perRequest, connections }, rate, seconds, idPart, sample) {
  const { url, bootstrap } = ctx;
  return {
    type: 'run',
    origin: url,
    path: `/v1/workspaces/${bootstrap.workspaceId}/events${perRequest === 1 ? '' : '/batch'}`,
    authorization: `Bearer ${bootstrap.apiKey}`,
    kind,
    perRequest,
    rate,
    seconds,
    idPrefix: `system-${ctx.run.runId}-${idPart}-${ctx.steps++}`,
    connections,
    sample,
  };
}

const drainAll = (ctx, from) => drain(ctx.run.db, ctx.env, ctx.consumers, from, DRAIN_TIMEOUT_MS);

/** The broker, the JIT and the connection pools get warm: single events, then batches of 100. */
async function warmUp(ctx, tree, rep) {
  const { warmupSeconds } = ctx.knobs;
  log(
    `${tree.label}, rep ${rep + 1}: warming up for ${warmupSeconds} s (single events, then batches of 100)`,
  );
  const warm = (perRequest, rate) =>
    loadOrder(ctx, { kind: 'new', perRequest, connections: 64 }, rate, warmupSeconds / 2, 'warm', 0);
  await ctx.generator.ask(warm(1, 500));
  await ctx.generator.ask(warm(100, 5000));
}

/** The events the duplicates scenario repeats, recorded once and drained. */
async function seedDuplicates(ctx, n) {
  const { url, bootstrap, generator, run } = ctx;
  const seeded = await generator.ask({
    type: 'seed',
    origin: url,
    path: `/v1/workspaces/${bootstrap.workspaceId}/events`,
    authorization: `Bearer ${bootstrap.apiKey}`,
    idPrefix: `system-${run.runId}-seed-${n}`,
    count: DUPLICATES_SEEDED,
  });
  if (seeded.type !== 'seeded') throw new Error(`seeding the duplicates failed: ${seeded.message}`);
  await drainAll(ctx, performance.now());
}

/** Which processes are measured: the platform's, the services', and the run's own helpers. */
const measured = ({ run, platform, receiver, generator }) => ({
  rootPid: platform.pid,
  rootLabel: RELAY,
  services: run.services,
  extra: [
    { name: RECEIVER, pid: receiver.pid },
    { name: GENERATOR, pid: generator.pid },
  ],
});

/**
 * One step on a running platform: the load, then the drain; CPU from just before one to the end of
 * the other. `alongside` (the adjustments comparison) runs during the load; its result is returned.
 */
async function step(ctx, spec, rate, alongside) {
  const { run, env, receiver, generator } = ctx;
  const who = measured(ctx);
  await receiver.ask('reset');
  const stopRss = rssSampler(who);
  const before = cpuSnapshot(who);
  const order = loadOrder(ctx, spec, rate, ctx.knobs.stepSeconds, `${spec.key}-${rate}`, SAMPLE);
  const [load, beside] = await Promise.all([generator.ask(order), alongside?.()]);
  if (load.type !== 'done') throw new Error(`the load generator failed: ${load.message}`);
  const drainSeconds = await drainAll(ctx, performance.now());
  const after = cpuSnapshot(who);
  const peaks = stopRss();
  const e2e = await endToEnd({ db: run.db, env, receiver, eventMessageId: run.eventMessageId }, load.sampled);
  const window = (after.at - before.at) / 1000;
  const errors =
    load.requests - (load.statuses[spec.perRequest > 1 || spec.kind === 'duplicates' ? 200 : 201] ?? 0);
  const result = {
    rate,
    idPrefix: order.idPrefix,
    events: load.events,
    alongside: beside,
    achieved: load.events / load.seconds,
    errors: errors + load.rejectedItems + (beside?.errors ?? 0),
    firstError: load.firstError,
    p50: load.p50,
    p99: load.p99,
    p999: load.p999,
    drainSeconds,
    e2e,
    processes: cpuBetween(before, after).map(({ name, cpuMs }) => ({
      name,
      cpuMs,
      msPerEvent: cpuMs / Math.max(1, load.events),
      corePct: cpuMs / window / 10,
      peakRssMb: peaks.get(name) ?? 0,
    })),
  };
  result.failed = verdict(result);
  const total = sum(
    result.processes.filter((p) => !who.extra.some((e) => e.name === p.name)).map((p) => p.msPerEvent),
  );
  log(
    `  ${spec.key} @ ${rate}/s: ${Math.round(result.achieved)} ev/s, ${result.errors} errors, p50/p99/p99.9 ` +
      `${fmt(result.p50, 1)}/${fmt(result.p99, 1)}/${fmt(result.p999, 1)} ms, drained in ${fmt(drainSeconds, 1)} s, ` +
      `report p99 ${fmt(e2e?.report.p99, 0)} ms, webhook p99 ${fmt(e2e?.webhook.p99, 0)} ms, ${total.toFixed(3)} CPU ms/event` +
      (result.failed ? ` -> FAILED (${result.failed})` : ' -> ok') +
      (result.firstError ? `; first error: ${result.firstError}` : ''),
  );
  // The next step starts from nothing on its way, even after a step that could not drain in time.
  if (drainSeconds === Infinity) await drainAll(ctx, performance.now());
  return result;
}

/** New single events at `rate` for the soak's seconds; every 10 s, each process's RSS and the backlogs. */
async function soak(ctx, rate) {
  const { run, env, consumers, receiver, generator } = ctx;
  const { soakSeconds } = ctx.knobs;
  const who = measured(ctx);
  log(`soak: new single events at ${rate}/s for ${soakSeconds} s`);
  const samples = []; // { at (s), rss: Map(name -> MB), backlog }
  const started = performance.now();
  let stop = false;
  const sampler = (async () => {
    while (!stop) {
      await sleep(10_000);
      if (stop) break;
      const rss = rssNow(who);
      const b = await backlog(run.db, env, consumers);
      samples.push({ at: (performance.now() - started) / 1000, rss, backlog: backlogTotal(b) });
      log(
        `  soak ${Math.round(samples.at(-1).at)} s: backlog ${backlogTotal(b)} (lag ${b.lag}, outbox ${b.outbox}, deliveries ${b.deliveries}); RSS MB ` +
          [...rss].map(([n, mb]) => `${n} ${Math.round(mb)}`).join(', '),
      );
    }
  })();
  await receiver.ask('reset');
  const single = { kind: 'new', perRequest: 1, connections: 256 };
  const load = await generator.ask(loadOrder(ctx, single, rate, soakSeconds, 'soak', SAMPLE));
  stop = true;
  await sampler;
  if (load.type !== 'done') throw new Error(`the load generator failed: ${load.message}`);
  const drainSeconds = await drainAll(ctx, performance.now());
  return {
    rate,
    achieved: load.events / load.seconds,
    errors: load.requests - (load.statuses[201] ?? 0),
    p50: load.p50,
    p99: load.p99,
    p999: load.p999,
    drainSeconds,
    ...soakGrowth(samples, soakSeconds, rate),
  };
}

await main();
