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
  median,
  percentile,
  stopAll,
} from './lib/bench-kit.mjs';
import { putCampaign, startPlatform } from './lib/platform.mjs';
import { log, ROOT } from './lib/stack.mjs';
import { stopOnInterrupt } from './lib/bench/interrupt.mjs';
import { newRunId, platformPorts, RATE_LIMIT_OUT_OF_REACH, runPrefixes } from './lib/bench/run-env.mjs';
import { prepareBuild, prepareServices } from './lib/bench/setup.mjs';

/** The BENCH_* knobs. */
const parseKnobs = () => ({
  reps: Number(process.env.BENCH_REPS ?? 3),
  events: Number(process.env.BENCH_CLIENT_EVENTS ?? 4000),
  concurrency: Number(process.env.BENCH_CLIENT_CONCURRENCY ?? 16),
  queued: Number(process.env.BENCH_CLIENT_QUEUED ?? 40_000),
  batch: Number(process.env.BENCH_CLIENT_BATCH ?? 500),
});

async function main() {
  const knobs = parseKnobs();
  const run = await setUp(knobs);
  const starts = [];
  for (let rep = 0; rep < knobs.reps; rep++) starts.push(await start(run, rep));
  run.stopKafka?.();
  process.stdout.write(`${report(knobs, starts).join('\n')}\n`);
}

/** The build, the SDK as built, the services, and the clean-up on Ctrl-C. */
async function setUp(knobs) {
  const base = prepareBuild();
  const { ConversionClient } = createRequire(import.meta.url)(join(ROOT, 'dist/libs/client/src/index.js'));
  const { stopKafka, services } = await prepareServices(base);
  const run = { knobs, base, services, stopKafka, ConversionClient, runId: newRunId(), live: null };
  run.state = stopOnInterrupt('stopping every process and dropping the run data', async () => {
    await run.live?.platform.stop();
    await stopAll();
    if (run.live) await dropRunData(run.live.env);
    stopKafka?.();
  });
  return run;
}

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
async function measure(label, { platform, services }, count, body) {
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

async function start(run, rep) {
  const { reps, events: EVENTS, concurrency: CONCURRENCY, queued: QUEUED, batch: BATCH } = run.knobs;
  const { port, env: ports } = await platformPorts();
  const env = { ...run.base, ...ports, ...runPrefixes('benchc', run.runId, rep), ...RATE_LIMIT_OUT_OF_REACH };
  const url = `http://127.0.0.1:${port}`;
  log(`start ${rep + 1}/${reps}: npm start (gateway on ${port})`);
  const platform = startPlatform({ root: ROOT }, env, () => run.state.stopping);
  run.live = { platform, env };
  const on = { platform, services: run.services };
  try {
    const bootstrap = await platform.up;
    await putCampaign(url, bootstrap);
    const client = new run.ConversionClient({
      baseUrl: url,
      apiKey: bootstrap.apiKey,
      workspaceId: bootstrap.workspaceId,
    });
    const event = eventMaker(`client-${run.runId}-${rep}`);
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
          on,
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
      await measure(`queue() in batches of ${BATCH}`, on, QUEUED, async () => {
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
    run.live = null;
    await dropRunData(env);
  }
}

/** The printed table: per phase, medians of the starts; then the platform's CPU per event. */
function report({ reps: REPS, events: EVENTS, concurrency: CONCURRENCY, queued: QUEUED }, starts) {
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
  return lines;
}

await main();
