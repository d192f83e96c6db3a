// `npm run bench`: ingest throughput and latency against the real running stack (gateway process,
// Postgres, Redis, Kafka on this machine), and the same load against a bare node:http baseline
// doing the same Redis + Postgres + Kafka work (bench/baseline-server.mjs), in one run.
//
// Scenarios: single events with new externalIds; single events that are all duplicates;
// batches of 500. Each is run BENCH_REPS times (default 3) for BENCH_SECONDS (default 10),
// alternating gateway and baseline; the medians are printed, with the CPU microseconds each
// process spent per event (the server under test, Postgres, Redis, the broker, and autocannon,
// which runs in this process), so that a ratio can be read as the cost of each side's work. Data lives in its own schema,
// Redis prefix and topic prefix, dropped at the end.
import autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';
import { cpus } from 'node:os';
import { cli, ensureServices, log } from './lib/stack.mjs';
import {
  cpuBetween,
  cpuSnapshot,
  dropRunData,
  findServices,
  median,
  startProcess,
  stopAll,
} from './lib/bench-kit.mjs';
import {
  newRunId,
  RATE_LIMIT_OUT_OF_REACH,
  runPrefixes,
  throwawayPrivacyHashKey,
  throwawaySecretKeys,
} from './lib/bench/run-env.mjs';
import { prepareBuild } from './lib/bench/setup.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const REPS = Number(process.env.BENCH_REPS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const BATCH = 500;
const runId = newRunId();

async function main() {
  const env = {
    ...prepareBuild(),
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    ...runPrefixes('bench', runId),
    // A throwaway key: the gateway needs one to start, and this run seals nothing worth keeping.
    WEBHOOK_SECRET_KEYS: process.env.WEBHOOK_SECRET_KEYS ?? throwawaySecretKeys(),
    PRIVACY_HASH_KEY: process.env.PRIVACY_HASH_KEY ?? throwawayPrivacyHashKey(),
    // Rate limiting stays on (its Redis round trip is part of the cost), set out of reach.
    ...RATE_LIMIT_OUT_OF_REACH,
  };
  const stopKafka = await ensureServices(env);

  cli(['migrate'], env);
  cli(['topics:create'], env);
  const workspaceId = cli(['workspace:create', '--name', 'bench'], env).workspaceId;
  const apiKey = cli(
    ['key:create', '--workspace', workspaceId, '--scope', 'events:write', '--name', 'bench'],
    env,
  ).key;

  const servers = {
    gateway: startProcess('gateway', 'dist/apps/gateway/src/main.js', { ...env, PORT: '3901' }),
    baseline: startProcess('baseline', 'bench/baseline-server.mjs', { ...env, PORT: '3902' }),
  };
  const services = findServices(env);
  /** CPU of the server under test, the services and the load generator (this process). */
  const snapshot = (target) =>
    cpuSnapshot({
      services,
      extra: [
        { name: 'server', pid: servers[target].pid },
        { name: 'autocannon', pid: process.pid },
      ],
    });
  const CPU_GROUPS = ['server', 'Postgres', 'Redis', 'Kafka broker', 'autocannon'];
  const targets = {
    gateway: `http://127.0.0.1:3901/v1/workspaces/${workspaceId}/events`,
    baseline: `http://127.0.0.1:3902/v1/workspaces/${workspaceId}/events`,
  };
  await Promise.all(Object.values(targets).map(waitReady));

  let counter = 0;
  const event = (externalId = `bench-${runId}-${counter++}`) =>
    JSON.stringify({
      name: 'order_paid',
      occurredAt: new Date().toISOString(),
      contactId: `contact-${counter % 5000}`,
      campaignId: 'bench',
      valueMinor: 4999,
      currency: 'EUR',
      externalId,
    });

  // Duplicates: a pool of events recorded once, then sent again and again.
  const duplicates = Array.from({ length: 2000 }, () => `dup-${runId}-${randomUUID()}`);
  for (let i = 0; i < duplicates.length; i += BATCH) {
    await fetch(`${targets.gateway}/batch`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
      body: `{"events":[${duplicates
        .slice(i, i + BATCH)
        .map((id) => event(id))
        .join(',')}]}`,
    });
  }

  const SCENARIOS = [
    {
      name: 'single, new externalIds',
      path: '',
      connections: CONNECTIONS,
      perRequest: 1,
      body: () => event(),
    },
    {
      name: 'single, all duplicates',
      path: '',
      connections: CONNECTIONS,
      perRequest: 1,
      body: () => event(duplicates[counter++ % duplicates.length]),
    },
    {
      name: `batches of ${BATCH}`,
      path: '/batch',
      connections: 8,
      perRequest: BATCH,
      body: () => `{"events":[${Array.from({ length: BATCH }, () => event()).join(',')}]}`,
      baselineSkip: true,
    },
  ];

  const rows = [];
  for (const scenario of SCENARIOS) {
    const runs = { gateway: [], baseline: [] };
    for (let rep = 0; rep < REPS; rep++) {
      for (const target of ['gateway', 'baseline']) {
        // The baseline has no batch endpoint: the batch scenario measures the gateway alone.
        if (target === 'baseline' && scenario.baselineSkip) continue;
        await load(targets[target], apiKey, scenario, 2); // warm-up
        const before = snapshot(target);
        const r = await load(targets[target], apiKey, scenario, SECONDS);
        const events = r.requests.total * scenario.perRequest;
        const cpu = new Map(cpuBetween(before, snapshot(target)).map((g) => [g.name, g.cpuMs]));
        runs[target].push({
          cpuUsPerEvent: Object.fromEntries(CPU_GROUPS.map((g) => [g, ((cpu.get(g) ?? 0) * 1000) / events])),
          eventsPerSecond: events / SECONDS,
          p50: r.latency.p50,
          p99: r.latency.p99,
          errors: r.errors + r.timeouts + r.non2xx,
        });
        log(
          `${scenario.name} / ${target} / rep ${rep + 1}: ${Math.round(runs[target].at(-1).eventsPerSecond)} events/s, p99 ${runs[target].at(-1).p99} ms`,
        );
      }
    }
    for (const target of ['gateway', 'baseline']) {
      if (runs[target].length === 0) continue;
      rows.push({
        scenario: scenario.name,
        target,
        eventsPerSecond: median(runs[target].map((r) => r.eventsPerSecond)),
        p50: median(runs[target].map((r) => r.p50)),
        p99: median(runs[target].map((r) => r.p99)),
        errors: runs[target].reduce((sum, r) => sum + r.errors, 0),
        cpuUsPerEvent: Object.fromEntries(
          CPU_GROUPS.map((g) => [g, median(runs[target].map((r) => r.cpuUsPerEvent[g]))]),
        ),
      });
    }
  }

  await stopAll();

  const pad = (v, n) => String(v).padStart(n);
  const lines = [
    '',
    `Ingest benchmark: ${REPS} runs of ${SECONDS} s each, medians; ${CONNECTIONS} connections (batches: 8); Node ${process.versions.node}, ${cpus().length} cores`,
    '',
    `${'scenario'.padEnd(26)}${'target'.padEnd(10)}${pad('events/s', 10)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}${pad('errors', 8)}   CPU µs per event: ${CPU_GROUPS.map((g) => (g === 'Kafka broker' ? 'Kafka' : g)).join(' / ')}`,
  ];
  for (const row of rows) {
    lines.push(
      `${row.scenario.padEnd(26)}${row.target.padEnd(10)}${pad(Math.round(row.eventsPerSecond), 10)}${pad(row.p50, 9)}${pad(row.p99, 9)}${pad(row.errors, 8)}   ${CPU_GROUPS.map((g) => Math.round(row.cpuUsPerEvent[g])).join(' / ')}`,
    );
    const base = rows.find((r) => r.scenario === row.scenario && r.target === 'baseline');
    if (row.target === 'baseline' && base) {
      const gw = rows.find((r) => r.scenario === row.scenario && r.target === 'gateway');
      lines.push(
        `${''.padEnd(26)}${'ratio'.padEnd(10)}${pad((gw.eventsPerSecond / base.eventsPerSecond).toFixed(2), 10)}  (gateway / baseline)`,
      );
    }
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);

  // Clean up this run's data.
  await dropRunData(env);
  stopKafka?.();
}

/** Resolves once `url` answers anything but a 5xx (the server is up). */
async function waitReady(url) {
  for (let i = 0; i < 150; i++) {
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      if (res.status < 500) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

/** Runs `scenario` against `url` for `seconds` with autocannon, as fast as it answers. */
function load(url, apiKey, scenario, seconds) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${url}${scenario.path}`,
        connections: scenario.connections,
        duration: seconds,
        requests: [
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
            setupRequest: (req) => ({ ...req, body: scenario.body() }),
          },
        ],
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

await main();
