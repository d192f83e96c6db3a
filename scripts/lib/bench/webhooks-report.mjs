// The printed report of bench:webhooks: the throughput of one dispatcher replica (median and each
// run), the latency to a healthy endpoint alone and beside one that never answers, the criterion
// that compares them, and how each figure was taken.
import { cpus } from 'node:os';
import { CLK_TCK } from '../bench-kit.mjs';
import { medianOf, pad, pick, processNames, sum } from './report.mjs';

/** Deliveries per second one replica should reach, receiver included. */
export const TARGET = 3000;

/**
 * The report's lines. `knobs`: { reps, backlog, endpoints, rate, seconds, warmupSeconds };
 * `setting`: the dispatcher's limits and timeout as the run had them; `builds`: [what, digest].
 */
export function webhooksReport({ knobs, setting, tree, builds, throughput, latency, relay, fmt }) {
  const digests = new Set(builds.map(([, digest]) => digest));
  const lines = [
    '',
    `Webhook benchmark: Node ${process.versions.node}, ${cpus().length} cores, CLK_TCK ${CLK_TCK}; medians of ${knobs.reps} run(s)`,
    `  ${tree.describe}; dispatcher build (digest of dist/apps/webhook-dispatcher) ${[...digests].join(', ')}`,
    ...(digests.size > 1
      ? [
          `  CHANGED during the run (rebuilt by someone else): the runs measured different code: ${builds.map(([what, digest]) => `${what} ${digest}`).join(', ')}`,
        ]
      : []),
  ];
  if (throughput.length) lines.push(...throughputTable(throughput, knobs, setting, fmt));
  if (latency.length) lines.push(...latencyTable(latency, knobs, setting, fmt));
  lines.push(
    '',
    'CPU: utime + stime (all threads) from /proc/<pid>/stat, divided by the deliveries in the same window. In 1 the',
    "window is the receiver's 10 % to 90 % of the backlog; in 2 and 3 from just before the load until every event",
    'answered 201 had reached the healthy receiver. Postgres, Kafka and Redis are shared: whatever else uses them in',
    "that window counts too. Postgres: all its processes, plus the backends that exited in the window (the postmaster's",
    'cutime + cstime); its peak RSS is that of its largest single process. Peak RSS: VmHWM, the high-water mark since',
    `the process started. ${relay}: start.mjs relaying every app's log lines (stdout a pipe here).`,
    "Latency: the receiver's first arrival of the event's webhook-id minus when autocannon got the 201 (one clock);",
    "split at the message's created_at, the start of the dispatcher's fan-out transaction (percentiles of each part,",
    'so they do not add up).',
  );
  return lines;
}

/** 1. One replica draining a backlog: a row per figure, the median then every run. */
function throughputTable(throughput, { backlog, endpoints }, { maxInFlight, maxInFlightPerEndpoint }, fmt) {
  const row = (label, digits, values, note = '') =>
    `  ${label.padEnd(46)}${pad(fmt(medianOf(values), digits), 10)}   ${values.map((v) => fmt(v, digits)).join(' ')}${note}`;
  const rate = medianOf(throughput.map((r) => r.rate));
  const procs = processNames(throughput);
  const perProcess = (field, digits) =>
    procs.map((name) =>
      row(
        `  ${name}`,
        digits,
        throughput.map((r) => pick(r, name, field)),
      ),
    );
  return [
    '',
    `1. One dispatcher replica draining ${backlog} due deliveries to a local receiver (${endpoints} endpoint${endpoints === 1 ? '' : 's'}; ` +
      `in flight at most ${maxInFlight}, ${maxInFlightPerEndpoint} per endpoint)`,
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
    ...perProcess('msPerDelivery', 3),
    row(
      '  total',
      3,
      throughput.map((r) => sum(r.processes.map((p) => p.msPerDelivery))),
    ),
    '  CPU % of one core (10 % to 90 %)',
    ...perProcess('corePct', 0),
    '  peak RSS MB',
    ...procs.map((name) =>
      row(
        `  ${name === 'Postgres' ? 'Postgres (its largest process)' : name}`,
        0,
        throughput.map((r) => pick(r, name, 'peakRssMb')),
      ),
    ),
  ];
}

/** 2. and 3. The latency to the healthy endpoint, alone and beside a stuck one, and the criterion. */
function latencyTable(latency, { reps, rate, seconds, warmupSeconds }, { requestTimeoutMs }, fmt) {
  const alone = latency.map((r) => r.alone);
  const beside = latency.map((r) => r.beside);
  const row = (label, digits, of, { ratio = false, combine = medianOf } = {}) => {
    const a = combine(alone.map(of));
    const b = combine(beside.map(of));
    const r = ratio && a && b !== undefined && b !== Infinity ? pad((b / a).toFixed(2), 10) : '';
    return `  ${label.padEnd(46)}${pad(fmt(a, digits), 14)}${pad(fmt(b, digits), 22)}${r}`;
  };
  const procs = processNames([...alone, ...beside]);
  const perProcess = (field, digits, ratio) => [
    ...procs.map((name) => row(`  ${name}`, digits, (r) => pick(r, name, field), { ratio })),
    row('  total', digits, (r) => sum(r.processes.map((p) => p[field])), { ratio }),
  ];
  const p99Alone = medianOf(alone.map((r) => r.p99));
  const p99Beside = medianOf(beside.map((r) => r.p99));
  const within = p99Beside <= 2 * p99Alone;
  const perStart = latency.map((r) => fmt(r.beside.p99 / r.alone.p99, 2)).join(', ');
  return [
    '',
    `2. and 3. From the 201 to the webhook's arrival at ${rate} events/s, the whole platform running (npm start); ` +
      `${reps} start(s), per start a ${warmupSeconds} s warm-up then ${seconds} s of load per scenario`,
    `   3 adds a second endpoint that never answers; each attempt to it ends at WEBHOOK_REQUEST_TIMEOUT_MS = ${requestTimeoutMs} ms`,
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
    `  criterion: healthy p99 beside the stuck endpoint <= 2 x its p99 alone: ` +
      `${fmt(p99Beside, 0)} <= 2 x ${fmt(p99Alone, 0)} = ${fmt(2 * p99Alone, 0)} ms: ${within ? 'met' : 'NOT met'} (per start 3/2: ${perStart})`,
  ];
}
