// The rate ladder of bench:system and what a step must meet to pass. A step passes with no error,
// at least 95 % of its rate achieved, p99 at the gateway <= P99_LIMIT_MS, the backlogs back to
// zero within DRAIN_LIMIT_S of the load's end and no sampled event missing. The highest rate
// passing everything is what the platform sustains; the ladder goes on past a latency miss, to
// the highest rate passing all but the p99, and stops at a rate that fails its retry on more.
import { log } from '../stack.mjs';

export const P99_LIMIT_MS = 50;
export const DRAIN_LIMIT_S = 5;

/** What a step must meet, and which of it failed ('' when it passed). */
export function verdict(step) {
  const failed = [];
  if (step.errors > 0) failed.push('errors');
  // Open loop: a platform that falls behind answers the rest after the step, so less per second.
  if (step.achieved < 0.95 * step.rate) failed.push('rate');
  if (step.p99 > P99_LIMIT_MS) failed.push('p99');
  if (step.drainSeconds > DRAIN_LIMIT_S) failed.push('drain');
  if (step.e2e && (step.e2e.report.missing > 0 || step.e2e.webhook.missing > 0)) failed.push('missing');
  return failed.join('+');
}

/** Whether a step failed on more than its latency: errors, a backlog left, events missing. */
export const throughputFailed = (step) => step.failed.split('+').some((f) => f && f !== 'p99');

/**
 * A scenario's ladder, `step(rate)` measuring one step (with `failed` from verdict). A failed
 * step runs once more (a p99 miss only until the latency has been lost once: past that rate it
 * is expected). Fixed rates (`spec.fixed`) are all run, none retried.
 * `sustained`: the highest rate passing every criterion; `throughput`: every criterion but p99.
 */
export async function ladder(spec, step) {
  const steps = [];
  let latencyLost = false;
  for (const rate of spec.ladder) {
    let result = await step(rate);
    if (result.failed && !spec.fixed && (throughputFailed(result) || !latencyLost)) {
      log(`  ${spec.key} @ ${rate}/s failed (${result.failed}); once more`);
      result = { ...(await step(rate)), retried: true };
    }
    steps.push(result);
    if (result.failed === 'p99') latencyLost = true;
    if (throughputFailed(result) && !spec.fixed) break;
  }
  const highest = (ok) => Math.max(0, ...steps.filter(ok).map((s) => s.rate));
  return { steps, sustained: highest((s) => !s.failed), throughput: highest((s) => !throughputFailed(s)) };
}
