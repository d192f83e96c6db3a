// `npm run bench:client`: what the client SDK (libs/client) costs the integrator who runs it, on
// the platform as `npm start` runs it (every service up, on prefixes of this run's own).
//
//   1. send(): BENCH_CLIENT_EVENTS new events, BENCH_CLIENT_CONCURRENCY in flight, through the
//      SDK and, in the same start, as the same requests with a bare fetch; alternating, so both see
//      the same machine. Events/s, p50 and p99 latency, and the client's CPU per event: the SDK's
//      overhead is the difference.
//   2. queue(): as many events enqueued as fast as they are taken (overflow 'block'), batches of
//      BENCH_CLIENT_BATCH, until close(): events/s end to end, client CPU per event, and the
//      client's peak heap growth (the bounded memory at work).
//
// Each phase also prints the CPU milliseconds per event of every process of the platform.
// BENCH_REPS (default 3) starts; medians across them.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import {
  cpuBetween,
  cpuSnapshot,
  dropRunData,
  eventMaker,
  expectExits,
  findServices,
  freePorts,
  median,
  percentile,
  stopAll,
} from './lib/bench-kit.mjs';
import { putCampaign, startPlatform } from './lib/platform.mjs';
import { build, checkNode, DEFAULTS, ensureDependencies, ensureServices, log, ROOT } from './lib/stack.mjs';

const REPS = Number(process.env.BENCH_REPS ?? 3);
const EVENTS = Number(process.env.BENCH_CLIENT_EVENTS ?? 4000);
const CONCURRENCY = Number(process.env.BENCH_CLIENT_CONCURRENCY ?? 16);
const QUEUED = Number(process.env.BENCH_CLIENT_QUEUED ?? 40_000);
const BATCH = Number(process.env.BENCH_CLIENT_BATCH ?? 500);
const runId = Date.now().toString(36);

checkNode();
ensureDependencies();
build();
const require = createRequire(import.meta.url);
const { ConversionClient } = require(join(ROOT, 'dist/libs/client/src/index.js'));

const base = { ...DEFAULTS, ...process.env };
const stopKafka = await ensureServices(base);
const services = findServices(base);
let live = null;
let interrupted = false;
process.on('SIGINT', () => {
  if (interrupted) return;
  interrupted = true;
  expectExits();
  log('interrupted: stopping every process and dropping the run data');
  void (async () => {
    await live?.platform.stop();
    await stopAll();
    if (live) await dropRunData(live.env);
    stopKafka?.();
    process.exit(130);
  })();
});

/** Runs `send` for `count` events with `concurrency` in flight; per-event latency in ms. */
async function closedLoop(count, concurrency, send) {
  const latencies = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next += 1;
      const started = performance.now();
      await send();
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return latencies;
}

/** What one phase cost: the client's own CPU and every platform process's, per event. */
async function measure(label, platform, count, body) {
  const who = { rootPid: platform.pid, rootLabel: 'npm start', services };
  const before = cpuSnapshot(who);
  const cpu = process.cpuUsage();
  const started = performance.now();
  const extra = await body();
  const seconds = (performance.now() - started) / 1000;
  const { user, system } = process.cpuUsage(cpu);
  const processes = cpuBetween(before, cpuSnapshot(who));
  return {
    label,
    perSecond: count / seconds,
    clientUsPerEvent: (user + system) / count,
    platformMsPerEvent: Object.fromEntries(processes.map((p) => [p.name, p.cpuMs / count])),
    ...extra,
  };
}

async function start(rep) {
  const [port, a, r, w] = await freePorts(4);
  const prefix = `benchc_${runId}_${rep}_`;
  const env = {
    ...base,
    PORT: String(port),
    ATTRIBUTION_PORT: String(a),
    REPORT_PROJECTION_PORT: String(r),
    WEBHOOK_DISPATCHER_PORT: String(w),
    DATABASE_SCHEMA_PREFIX: prefix,
    KAFKA_TOPIC_PREFIX: `benchc.${runId}.${rep}.`,
    REDIS_KEY_PREFIX: `benchc:${runId}:${rep}:`,
    RATE_LIMIT_REQUESTS: '1000000',
  };
  const url = `http://127.0.0.1:${port}`;
  log(`start ${rep + 1}/${REPS}: npm start (gateway on ${port})`);
  const platform = startPlatform({ root: ROOT }, env, () => interrupted);
  live = { platform, env };
  try {
    const bootstrap = await platform.up;
    await putCampaign(url, bootstrap);
    const client = new ConversionClient({
      baseUrl: url,
      apiKey: bootstrap.apiKey,
      workspaceId: bootstrap.workspaceId,
    });
    const event = eventMaker(`client-${runId}-${rep}`);
    const eventsUrl = `${url}/v1/workspaces/${bootstrap.workspaceId}/events`;
    const headers = { authorization: `Bearer ${bootstrap.apiKey}`, 'content-type': 'application/json' };
    // Warm both paths (JIT, connections, the gateway's caches) before anything is measured.
    await closedLoop(500, CONCURRENCY, () => client.events.send(JSON.parse(event())));

    const results = [];
    const order = rep % 2 === 0 ? ['sdk', 'fetch'] : ['fetch', 'sdk'];
    for (const how of order) {
      results.push(
        await measure(
          `send() ${how === 'sdk' ? 'through the SDK' : 'with bare fetch'}`,
          platform,
          EVENTS,
          async () => {
            const latencies = await closedLoop(EVENTS, CONCURRENCY, async () => {
              if (how === 'sdk') return client.events.send(JSON.parse(event()));
              const res = await fetch(eventsUrl, { method: 'POST', headers, body: event() });
              if (res.status !== 201) throw new Error(`bare fetch: ${res.status} ${await res.text()}`);
              await res.json();
            });
            return { p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
          },
        ),
      );
    }

    results.push(
      await measure(`queue() in batches of ${BATCH}`, platform, QUEUED, async () => {
        const heapBefore = process.memoryUsage().heapUsed;
        let heapPeak = heapBefore;
        const queue = client.queue({
          maxBatchSize: BATCH,
          flushIntervalMs: 200,
          maxQueued: 4 * BATCH,
          overflow: 'block',
        });
        for (let i = 0; i < QUEUED; i++) {
          await queue.enqueue(JSON.parse(event()));
          if (i % 1000 === 0) heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
        }
        await queue.close();
        const stats = queue.stats();
        if (stats.recorded !== QUEUED)
          throw new Error(`the queue recorded ${stats.recorded} of ${QUEUED}: ${JSON.stringify(stats)}`);
        return { heapGrowthMb: (heapPeak - heapBefore) / 1e6 };
      }),
    );
    const stats = client.stats();
    log(`start ${rep + 1}: SDK ${stats.requests} requests, ${stats.retries} retries, ${stats.failed} failed`);
    return results;
  } finally {
    await platform.stop();
    live = null;
    await dropRunData(env);
  }
}

const starts = [];
for (let rep = 0; rep < REPS; rep++) starts.push(await start(rep));
stopKafka?.();

const labels = starts[0].map((r) => r.label);
const fmt = (v, digits = 0) => (v === undefined ? '-' : v.toFixed(digits));
const lines = [
  '',
  `Client SDK, medians of ${REPS} start(s); ${EVENTS} events with ${CONCURRENCY} in flight, ${QUEUED} through the queue`,
  '',
  'phase                           events/s   p50 ms   p99 ms   client CPU us/event   heap growth MB',
];
for (const label of labels) {
  const runs = starts.map((s) => s.find((r) => r.label === label));
  const m = (key) => (runs[0][key] === undefined ? undefined : median(runs.map((r) => r[key])));
  lines.push(
    `${label.padEnd(30)}  ${fmt(m('perSecond')).padStart(8)}  ${fmt(m('p50'), 1).padStart(7)}  ${fmt(m('p99'), 1).padStart(7)}  ${fmt(m('clientUsPerEvent'), 1).padStart(20)}  ${fmt(m('heapGrowthMb'), 1).padStart(15)}`,
  );
}
lines.push('', 'Platform CPU ms per event, by process (medians):');
for (const label of labels) {
  const runs = starts.map((s) => s.find((r) => r.label === label));
  const names = Object.keys(runs[0].platformMsPerEvent);
  const cells = names.map(
    (name) => `${name} ${median(runs.map((r) => r.platformMsPerEvent[name] ?? 0)).toFixed(3)}`,
  );
  lines.push(`  ${label}: ${cells.join(', ')}`);
}
process.stdout.write(`${lines.join('\n')}\n`);
