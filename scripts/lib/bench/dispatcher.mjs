// What bench:webhooks reads of the webhook dispatcher it measures: a digest of its build (so that
// a rebuild by someone else during a run shows in the report) and its own /metrics.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../stack.mjs';

const DISPATCHER_DIST = join(ROOT, 'dist/apps/webhook-dispatcher');

/** A digest of the dispatcher's built code (dist/apps/webhook-dispatcher), first 12 hex digits. */
export function dispatcherDigest() {
  const hash = createHash('sha256');
  const files = readdirSync(DISPATCHER_DIST, { recursive: true })
    .filter((f) => f.endsWith('.js'))
    .sort();
  for (const file of files) hash.update(file).update(readFileSync(join(DISPATCHER_DIST, file)));
  return hash.digest('hex').slice(0, 12);
}

/**
 * What the dispatcher's /metrics says so far: its claim queries by kind (window: the oldest due
 * rows; deep: stepping over endpoints that cannot take more), and its attempts' total duration.
 */
export async function dispatcherMetrics(port) {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  const value = (name, labels = '') =>
    Number(new RegExp(`^${name}(\\{[^}]*${labels}[^}]*\\})? (\\S+)$`, 'm').exec(text)?.[2] ?? 0);
  return {
    windowClaims: value('webhook_claims_total', 'kind="window"'),
    deepClaims: value('webhook_claims_total', 'kind="deep"'),
    attemptSeconds: value('webhook_attempt_duration_seconds_sum'),
    attempts: value('webhook_attempt_duration_seconds_count'),
  };
}
