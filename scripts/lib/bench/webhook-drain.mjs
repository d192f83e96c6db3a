// One dispatcher replica draining a backlog in bench:webhooks: following the receiver's count to
// find the steady middle of the drain (10 % to 90 %), and checking afterwards that the dispatcher
// recorded every delivery as delivered.
import { log } from '../stack.mjs';
import { sleep } from '../bench-kit.mjs';

/**
 * Follows the receiver's distinct webhook-ids until all `backlog` arrived: when the first came,
 * when 10 % and 90 % had (with `reading()` taken there), and when the last did.
 */
export async function watchDrain(receiver, backlog, label, reading) {
  const low = Math.ceil(backlog * 0.1);
  const high = Math.floor(backlog * 0.9);
  let first, from, to, last;
  let seen = 0;
  let progressAt = performance.now();
  let loggedAt = performance.now();
  while (!last) {
    const { unique } = await receiver.ask('count');
    const at = performance.now();
    if (unique > seen) progressAt = at;
    seen = unique;
    if (!first && unique > 0) first = { at, n: unique };
    if (!from && unique >= low) from = { at, n: unique, ...(await reading()) };
    if (from && !to && unique >= high) to = { at, n: unique, ...(await reading()) };
    if (unique >= backlog) last = { at, n: unique };
    if (at - progressAt > 60_000)
      throw new Error(`${label}: no delivery for 60 s, ${unique} of ${backlog} arrived`);
    if (at - loggedAt > 5000) {
      loggedAt = at;
      log(`${label}: ${unique} of ${backlog} delivered`);
    }
    await sleep(50);
  }
  return { first, from, to, last };
}

/** Waits until every row is delivered, as recorded by the dispatcher (it writes outcomes in batches). */
export async function allDelivered(db, env, backlog, label) {
  const schema = `${env.DATABASE_SCHEMA_PREFIX}webhook_dispatcher`;
  for (let i = 0; ; i++) {
    const rows = (
      await db.query(
        `SELECT count(*) FILTER (WHERE status = 'delivered')::int AS delivered,
                count(*) FILTER (WHERE status <> 'delivered')::int AS other,
                (SELECT count(*)::int FROM "${schema}".attempts) AS attempts
           FROM "${schema}".deliveries`,
      )
    ).rows[0];
    if (rows.delivered === backlog) return rows;
    if (i === 60)
      throw new Error(`${label}: ${rows.delivered} of ${backlog} rows delivered 30 s after the last arrived`);
    await sleep(500);
  }
}
