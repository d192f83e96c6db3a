// End-to-end latency of sampled events: from the gateway's answer to the decision applied to the
// report (the projection's applied_at) and to the webhook's first arrival at the receiver.
import { percentile, sleep } from '../bench-kit.mjs';

/** Ids per query: an array parameter of tens of thousands of ids is slow to plan and to send. */
export const CHUNK = 5000;

/** Runs `sql` (with $1 an array) over `values` in chunks of CHUNK; returns all the rows. */
export async function queryChunks(db, sql, values) {
  const rows = [];
  for (let i = 0; i < values.length; i += CHUNK)
    rows.push(...(await db.query(sql, [values.slice(i, i + CHUNK)])).rows);
  return rows;
}

/**
 * For `sampled` ([event id, answered at (ms since epoch)]), p50 and p99 (ms) to the report and
 * to the receiver, and how many never arrived. `eventMessageId` derives the webhook-id as the
 * dispatcher does.
 */
export async function endToEnd({ db, env, receiver, eventMessageId }, sampled) {
  if (sampled.length === 0) return null;
  const answered = new Map(sampled);
  const read = async () => ({
    applied: await queryChunks(
      db,
      `SELECT substr(id, 10) AS id, extract(epoch FROM applied_at) * 1000 AS at
         FROM "${env.DATABASE_SCHEMA_PREFIX}report_projection".applied_messages WHERE id = ANY($1::text[])`,
      sampled.map(([id]) => `decision:${id}`),
    ),
    arrivals: (
      await receiver.ask({ arrivalsOf: sampled.map(([id]) => eventMessageId(id, 'event.recorded')) })
    ).arrivals,
  });
  // The backlog reads 0 a moment before the last effects are visible (a produce in flight between
  // two consumers is in no lag yet): what is still missing gets 10 s before it counts as missing.
  let { applied, arrivals } = await read();
  const complete = () => applied.length === sampled.length && arrivals.every(([, at]) => at !== null);
  for (const deadline = performance.now() + 10_000; !complete() && performance.now() < deadline;) {
    await sleep(250);
    ({ applied, arrivals } = await read());
  }
  const report = applied.map((r) => Number(r.at) - answered.get(r.id));
  const webhook = arrivals.flatMap(([, at], i) => (at === null ? [] : [at - sampled[i][1]]));
  return {
    report: {
      p50: percentile(report, 50),
      p99: percentile(report, 99),
      missing: sampled.length - report.length,
    },
    webhook: {
      p50: percentile(webhook, 50),
      p99: percentile(webhook, 99),
      missing: sampled.length - webhook.length,
    },
  };
}
