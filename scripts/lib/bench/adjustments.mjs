// bench:system's adjustments comparison (BENCH_SYSTEM_ADJUSTMENTS): at each rate, pairs of steps
// on the same start, one after the other: new single events alone, then the same events plus
// adjustments at a tenth of their rate (half retractions, half restatements, of events the step
// before recorded, so their decisions exist). What an adjustment costs each process: the second
// step's CPU less its events at the first step's CPU per event, divided by the adjustments
// recorded; medians of the pairs. The adjustments are sent from the bench's own process, open
// loop, one request each.
import { median } from '../bench-kit.mjs';
import { figure, pad, sum } from './report.mjs';

const fmt = figure('>120');
export const ADJUSTMENT_SHARE = 0.1;

/**
 * Sends `rate` adjustments a second for `seconds` to POST .../adjustments, open loop (request i is
 * due at start + i / rate), adjustment k of the event `${target.idPrefix}-${3k}` (spread over
 * page_view and order_paid events). Resolves once every answer is in: how many were sent, by
 * status, the first unexpected answer, and p50 / p99 from each request's due time.
 */
export async function sendAdjustments({ url, bootstrap }, { rate, seconds, target, idPrefix }) {
  const path = `${url}/v1/workspaces/${bootstrap.workspaceId}/adjustments`;
  const headers = { authorization: `Bearer ${bootstrap.apiKey}`, 'content-type': 'application/json' };
  const total = Math.round(rate * seconds);
  const statuses = {};
  const latencies = [];
  let firstError;
  const pending = [];
  const started = performance.now();
  for (let k = 0; k < total; k++) {
    const due = started + (k * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    const restatement = k % 2 === 1;
    const body = JSON.stringify({
      adjustmentId: `${idPrefix}-${k}`,
      externalId: `${target}-${3 * k}`,
      type: restatement ? 'restatement' : 'retraction',
      occurredAt: new Date().toISOString(),
      ...(restatement ? { valueMinor: 2500, currency: 'EUR' } : {}),
    });
    pending.push(
      fetch(path, { method: 'POST', headers, body })
        .then(async (res) => {
          statuses[res.status] = (statuses[res.status] ?? 0) + 1;
          if (res.status !== 201) firstError ??= `${res.status} ${(await res.text()).slice(0, 200)}`;
          else await res.arrayBuffer();
        })
        .catch((err) => {
          statuses.network = (statuses.network ?? 0) + 1;
          firstError ??= err.message;
        })
        .finally(() => latencies.push(performance.now() - due)),
    );
  }
  await Promise.all(pending);
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  return {
    sent: total,
    recorded: statuses[201] ?? 0,
    errors: total - (statuses[201] ?? 0),
    statuses,
    firstError,
    p50: at(0.5),
    p99: at(0.99),
  };
}

/**
 * The pairs at each rate: `step(rate, alongside)` measures one step of new single events (with
 * `alongside`, run during its load, when given) and returns bench:system's step result, with
 * `idPrefix` and, per process, `cpuMs`. Returns per rate the list of pairs.
 */
export async function adjustmentPairs(ctx, rates, pairs, step, log) {
  const results = [];
  for (const rate of rates) {
    const measured = [];
    for (let p = 0; p < pairs; p++) {
      const alone = await step(rate);
      const adjustmentRate = Math.round(rate * ADJUSTMENT_SHARE);
      const idPrefix = `${alone.idPrefix}-adj`;
      const withAdjustments = await step(rate, () =>
        sendAdjustments(ctx, {
          rate: adjustmentRate,
          seconds: ctx.knobs.stepSeconds,
          target: alone.idPrefix,
          idPrefix,
        }),
      );
      const adjusted = withAdjustments.alongside;
      // What the events of the second step would have cost at the first step's CPU per event
      // (the two steps may record a few events more or less), taken from its CPU.
      const perAdjustment = withAdjustments.processes.map(({ name, cpuMs }) => {
        const perEvent = alone.processes.find((q) => q.name === name)?.msPerEvent ?? 0;
        const events = cpuMs - perEvent * withAdjustments.events;
        return { name, msPerAdjustment: events / Math.max(1, adjusted.recorded) };
      });
      log(
        `  adjustments @ ${rate} events/s + ${adjustmentRate}/s: ${adjusted.recorded}/${adjusted.sent} recorded, ` +
          `p50/p99 ${fmt(adjusted.p50, 1)}/${fmt(adjusted.p99, 1)} ms, drained in ${fmt(withAdjustments.drainSeconds, 1)} s` +
          (adjusted.firstError ? `; first error: ${adjusted.firstError}` : ''),
      );
      measured.push({ alone, withAdjustments, adjusted, perAdjustment });
    }
    results.push({ rate, adjustmentRate: Math.round(rate * ADJUSTMENT_SHARE), pairs: measured });
  }
  return results;
}

/** The comparison's lines: per rate, events alone against events + 10 % adjustments, medians of every pair of every start. */
export function adjustmentReport(tree, starts, outside) {
  const lines = [];
  const rates = starts[0]?.adjusted ?? [];
  for (const [i, { rate, adjustmentRate }] of rates.entries()) {
    const pairs = starts.flatMap((s) => s.adjusted[i].pairs);
    const names = [...new Set(pairs.flatMap((p) => p.alone.processes.map((q) => q.name)))];
    const med = (pick) => {
      const values = pairs.map(pick).filter((v) => v !== undefined && v !== null && !Number.isNaN(v));
      return values.length ? median(values) : undefined;
    };
    const msPerEvent = (step, name) => step.processes.find((q) => q.name === name)?.msPerEvent;
    const perAdjustment = (p, name) => p.perAdjustment.find((q) => q.name === name)?.msPerAdjustment;
    const row = (label, a, b, c, digits = 3) =>
      `  ${label.padEnd(34)}${[a, b, c].map((v) => pad(v === undefined ? '-' : fmt(v, digits), 16)).join('')}`;
    const platform = names.filter((name) => !outside.has(name));
    lines.push(
      '',
      `${tree.label}: new single events at ${rate}/s alone, then with ${adjustmentRate} adjustments/s (${Math.round(ADJUSTMENT_SHARE * 100)} %); medians of ${pairs.length} pair(s)`,
      `  ${''.padEnd(34)}${pad('events alone', 16)}${pad('+ adjustments', 16)}${pad('per adjustment', 16)}`,
      row(
        'achieved events/s',
        med((p) => p.alone.achieved),
        med((p) => p.withAdjustments.achieved),
        undefined,
        0,
      ),
      row(
        'adjustments recorded',
        undefined,
        med((p) => p.adjusted.recorded),
        undefined,
        0,
      ),
      row(
        'errors (events + adjustments)',
        med((p) => p.alone.errors),
        med((p) => p.withAdjustments.errors + p.adjusted.errors),
        undefined,
        0,
      ),
      row(
        'gateway p50 ms (col. 3: adjustments)',
        med((p) => p.alone.p50),
        med((p) => p.withAdjustments.p50),
        med((p) => p.adjusted.p50),
        1,
      ),
      row(
        'gateway p99 ms (col. 3: adjustments)',
        med((p) => p.alone.p99),
        med((p) => p.withAdjustments.p99),
        med((p) => p.adjusted.p99),
        1,
      ),
      row(
        'drained after the load, s',
        med((p) => p.alone.drainSeconds),
        med((p) => p.withAdjustments.drainSeconds),
        undefined,
        1,
      ),
      '  CPU ms per event (columns 1-2) and per adjustment (column 3)',
      ...platform.map((name) =>
        row(
          `  ${name}`,
          med((p) => msPerEvent(p.alone, name)),
          med((p) => msPerEvent(p.withAdjustments, name)),
          med((p) => perAdjustment(p, name)),
        ),
      ),
      row(
        '  total (the platform)',
        med((p) => sum(platform.map((name) => msPerEvent(p.alone, name) ?? 0))),
        med((p) => sum(platform.map((name) => msPerEvent(p.withAdjustments, name) ?? 0))),
        med((p) => sum(platform.map((name) => perAdjustment(p, name) ?? 0))),
      ),
    );
  }
  if (lines.length)
    lines.push(
      '  (per event: CPU of the step / events recorded, so the second column carries the adjustments too;',
      "  per adjustment: (CPU of the second step - its events x the first step's CPU per event) /",
      '  adjustments recorded. The endpoint subscribes to',
      '  event.recorded, conversion.retracted and conversion.restated.)',
    );
  return lines;
}
