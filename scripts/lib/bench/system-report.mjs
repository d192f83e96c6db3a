// The printed report of bench:system: per tree and scenario a column per rate (medians of the
// starts that ran it), the soak, the two trees side by side at the rates both ran, the highest
// rates sustained, and how each figure was taken.
import { cpus } from 'node:os';
import { median } from '../bench-kit.mjs';
import { DRAIN_LIMIT_S, P99_LIMIT_MS } from './ladder.mjs';
import { figure, pad, sum } from './report.mjs';

const fmt = figure('>120');
const stripPrefix = (name) => name.replace(/^benchs\.[^.]+\.\d+\./, '');

/**
 * The report's lines. `runs`: tree label -> one result per start ({ scenarios, soaked, groups });
 * `outside`: the processes of the run's own (not in the platform's total); `relay`: npm start's name.
 */
export function systemReport({ knobs, scenarios, trees, runs, outside, relay }) {
  const { reps, warmupSeconds, stepSeconds } = knobs;
  const groups = [...runs.get(trees.at(-1).label)[0].groups].map(
    ([group, topics]) => `${stripPrefix(group)} (${topics.map(stripPrefix).join(', ')})`,
  );
  const lines = [
    '',
    `System benchmark: the platform as \`npm start\` runs it, open-loop load; Node ${process.versions.node}, ${cpus().length} cores`,
    `${reps} start(s) per tree${trees.length > 1 ? ', alternating' : ''}; a ${warmupSeconds} s warm-up, then ${stepSeconds} s per step; medians of the starts`,
    `Postgres autovacuum ${knobs.autovacuum ?? 'not read'}${knobs.autovacuum === 'on' ? '' : ' (tables that churn are never vacuumed: not what users run)'}`,
    `a step passes with no error, p99 <= ${P99_LIMIT_MS} ms at the gateway, and lag, outbox and due deliveries at 0 within ${DRAIN_LIMIT_S} s of the load's end`,
    ...trees.map((t) => `  ${t.label.padEnd(9)} ${t.describe}`),
    `  lag: consumer groups ${groups.join('; ')}`,
  ];
  const summary = [];
  for (const tree of trees) {
    const starts = runs.get(tree.label);
    for (const [i, spec] of scenarios.entries()) {
      const ladders = starts.map((r) => r.scenarios[i]);
      summary.push({
        tree: tree.label,
        spec,
        sustained: median(ladders.map((l) => l.sustained)),
        throughput: median(ladders.map((l) => l.throughput)),
        ladders,
      });
      lines.push(...ladderTable(tree, spec, summary.at(-1), starts.length, outside));
    }
    for (const [k, r] of starts.entries()) {
      if (r.soaked) lines.push(...soakLines(tree, r.soaked, starts.length > 1 ? k + 1 : 0, knobs));
    }
  }
  if (trees.length === 2) {
    for (const spec of scenarios) {
      const [b, c] = trees.map((t) => summary.find((s) => s.tree === t.label && s.spec === spec).ladders);
      lines.push(
        ...comparison(
          spec,
          b,
          c,
          outside,
          trees.map((t) => t.label),
        ),
      );
    }
  }
  if (scenarios.length)
    lines.push(
      '',
      `Highest rate sustained (events/s): every criterion / every criterion but the p99 <= ${P99_LIMIT_MS} ms`,
    );
  for (const spec of scenarios) {
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
    `${relay}: start.mjs relaying every app's log lines. Peak RSS: the largest process of each group,`,
    'read every 0.5 s during the step.',
  );
  return lines;
}

/** One tree's ladder of one scenario: a row per figure, a column per rate. */
function ladderTable(tree, spec, { sustained, throughput, ladders }, startCount, outside) {
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
  const names = [...new Set(ladders.flatMap((l) => l.steps.flatMap((s) => s.processes.map((p) => p.name))))];
  const platformNames = names.filter((n) => !outside.has(n));
  const msPerEvent = (name) => (s) => s.processes.find((p) => p.name === name)?.msPerEvent;
  return [
    '',
    `${tree.label}: ${spec.title}; sustained ${sustained} events/s, ${throughput} latency aside` +
      (startCount > 1
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
    ...platformNames.map((name) => row(`  ${name}`, msPerEvent(name), 3)),
    row(
      '  total (the platform)',
      (s) => sum(s.processes.filter((p) => !outside.has(p.name)).map((p) => p.msPerEvent)),
      3,
    ),
    ...[...outside].map((name) => row(`  ${name} (not in total)`, msPerEvent(name), 3)),
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
  ];
}

/** One start's soak: the load's figures, and whether the backlog or any process's RSS grew. */
function soakLines(tree, s, start, { soakSeconds, soakRate }) {
  return [
    '',
    `${tree.label}: soak${start ? ` (start ${start})` : ''}, ${soakSeconds} s of new single events at ${s.rate}/s${soakRate ? '' : ' (70 % of sustained)'}`,
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
  ];
}

/**
 * Two trees side by side at the rates both ran (baseline and current, or tracing off and on): what
 * a change did to cost and latency.
 */
function comparison(spec, b, c, outside, [first, second] = ['baseline', 'current']) {
  const lines = [];
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
      return `  ${label.padEnd(34)}${pad(fmt(vb, digits), 14)}${pad(fmt(vc, digits), 14)}${pad(ratio, 30)}`;
    };
    lines.push(
      '',
      `compared: ${spec.title} at ${rate} events/s`,
      `  ${''.padEnd(34)}${pad(first, 14)}${pad(second, 14)}${pad(`${second}/${first}`, 30)}`,
      compare('achieved events/s', (s) => s.achieved, 0),
      compare('gateway latency p50 ms', (s) => s.p50, 1),
      compare('gateway latency p99 ms', (s) => s.p99, 1),
      compare('answer -> report, p99 ms', (s) => s.e2e?.report.p99, 0),
      compare('answer -> webhook, p99 ms', (s) => s.e2e?.webhook.p99, 0),
      '  CPU ms per event',
      ...names
        .filter((n) => !outside.has(n))
        .map((name) => compare(`  ${name}`, (s) => s.processes.find((p) => p.name === name)?.msPerEvent, 3)),
      compare(
        '  total (the platform)',
        (s) => sum(s.processes.filter((p) => !outside.has(p.name)).map((p) => p.msPerEvent)),
        3,
      ),
      compare('peak RSS MB, gateway', (s) => s.processes.find((p) => p.name === 'gateway')?.peakRssMb, 0),
    );
  }
  return lines;
}
