// What is still on its way through a running platform: the consumers' lag (read from the broker),
// the outbox rows not yet published and the webhook deliveries due; and waiting until all of it
// is done. A step or a soak is judged on how soon this reaches zero after the load.
import { AssignerProtocol } from 'kafkajs';
import { sleep } from '../bench-kit.mjs';

/**
 * The consumer group of each app (`<topic prefix><app>`, as the consumers name theirs) with the
 * topics it is assigned, read from the broker rather than listed here so that a consumer added
 * later is waited for too; and their lag. An admin client of its own per start.
 */
export async function consumerGroups(kafka, apps, prefix) {
  const admin = kafka.admin();
  await admin.connect();
  const groups = new Map();
  for (const group of (await admin.describeGroups(apps.map((app) => `${prefix}${app}`))).groups) {
    const assigned = new Set();
    for (const member of group.members) {
      const assignment = AssignerProtocol.MemberAssignment.decode(member.memberAssignment);
      for (const topic of Object.keys(assignment?.assignment ?? {})) assigned.add(topic);
    }
    if (assigned.size) groups.set(group.groupId, [...assigned].sort());
  }

  /** Messages not yet committed by the groups: the high watermark minus the committed offset. */
  async function lag() {
    const ends = new Map();
    let total = 0;
    for (const [groupId, topics] of groups) {
      for (const { topic, partitions } of await admin.fetchOffsets({ groupId, topics })) {
        if (!ends.has(topic)) ends.set(topic, await admin.fetchTopicOffsets(topic));
        for (const { partition, offset } of partitions) {
          const end = ends.get(topic).find((p) => p.partition === partition);
          // -1: the group has committed nothing there yet, so all of it is still to do.
          const committed = Number(offset) < 0 ? Number(end.low) : Number(offset);
          total += Math.max(0, Number(end.high) - committed);
        }
      }
    }
    return total;
  }
  return { groups, lag, close: () => admin.disconnect() };
}

/** What is still on its way: consumer lag, outbox rows not yet published, webhook deliveries due. */
export async function backlog(db, env, consumers) {
  const s = env.DATABASE_SCHEMA_PREFIX;
  const lag = await consumers.lag();
  const { rows } = await db.query(
    `SELECT (SELECT count(*) FROM "${s}gateway".outbox)::int AS outbox,
            (SELECT count(*) FROM "${s}webhook_dispatcher".deliveries WHERE next_attempt_at IS NOT NULL)::int AS deliveries`,
  );
  return { lag, outbox: rows[0].outbox, deliveries: rows[0].deliveries };
}

export const backlogTotal = (b) => b.lag + b.outbox + b.deliveries;

/**
 * Waits until nothing is on its way; the seconds it took from `from`, or Infinity once
 * `timeoutMs` have passed (the backlog is given up on).
 */
export async function drain(db, env, consumers, from, timeoutMs) {
  for (;;) {
    if (backlogTotal(await backlog(db, env, consumers)) === 0) return (performance.now() - from) / 1000;
    if (performance.now() - from > timeoutMs) return Infinity;
    await sleep(100);
  }
}
