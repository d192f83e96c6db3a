// The latency of webhooks in bench:webhooks: when each answered event's webhook reached the
// receiver, when its message was stored by the dispatcher (to split the way there from the
// delivering), and the p99 by second of load for the progress log.
import { percentile, sleep } from '../bench-kit.mjs';
import { queryChunks } from './end-to-end.mjs';

/**
 * Waits until the receiver has had the webhook of every event in `answered` (event id -> when
 * the 201 came); returns each one's arrival (Infinity: not within `timeoutMs` of `from`).
 */
export async function arrivals(receiver, answered, from, { eventMessageId, timeoutMs }) {
  const wanted = new Map(
    [...answered].map(([eventId]) => [eventMessageId(eventId, 'event.recorded'), eventId]),
  );
  for (;;) {
    const late = performance.now() - from > timeoutMs;
    if (late || (await receiver.ask('count')).unique >= wanted.size) {
      const got = new Map((await receiver.ask('arrivals')).arrivals);
      const missing = [...wanted.keys()].filter((id) => !got.has(id)).length;
      if (missing === 0 || late) {
        return new Map([...wanted].map(([messageId, eventId]) => [eventId, got.get(messageId) ?? Infinity]));
      }
    }
    await sleep(100);
  }
}

/**
 * When each event's message was stored (created_at: the start of the dispatcher's fan-out
 * transaction), to split the latency into the way there (outbox, Kafka, consumer) and delivering.
 */
export async function storedAt(db, env, eventIds) {
  const rows = await queryChunks(
    db,
    `SELECT event_id::text AS id, extract(epoch FROM created_at) * 1000 AS at
       FROM "${env.DATABASE_SCHEMA_PREFIX}webhook_dispatcher".messages
      WHERE event_id = ANY($1::uuid[]) AND type = 'event.recorded'`,
    eventIds,
  );
  return new Map(rows.map((r) => [r.id, Number(r.at)]));
}

/** p99 of the latencies by second of load, for the progress log: where in the load they grew. */
export function bySecond(answered, arrived, loadStartedAt, fmt) {
  const seconds = [];
  for (const [eventId, at] of arrived) {
    const second = Math.floor((answered.get(eventId) - loadStartedAt) / 1000);
    (seconds[second] ??= []).push(at - answered.get(eventId));
  }
  return [...seconds]
    .map((delays, i) => (delays ? `${i}:${fmt(percentile(delays, 99), 0)}` : `${i}:-`))
    .join(' ');
}
