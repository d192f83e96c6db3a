import Redis from 'ioredis';
import { TOPICS } from '@app/contracts';
import { ThrowawayKafkaCluster } from '../support/throwaway';
import { AppKind, ChaosPlatform } from './platform';
import { ChaosReceiver } from './chaos-receiver';

/**
 * The faults of a chaos run and when they strike, in seconds from the start of the load: first
 * one at a time, then overlapping. Each fault takes something down and brings it back, the way an
 * outage, a crash or an orchestrator would; the load never pauses.
 *
 * Two profiles: `full` (`npm run chaos`, 75 s of load) and `short` (inside `npm test`, 35 s),
 * which strikes every kind of component once but overlaps less.
 */

export type Profile = 'full' | 'short';

export interface Fault {
  at: number;
  what: string;
  act: (p: ChaosPlatform, receiver: ChaosReceiver) => Promise<void>;
}

export interface FaultLog {
  what: string;
  startedAt: number;
  endedAt: number;
  error?: string;
}

const sleep = (s: number) => new Promise((r) => setTimeout(r, s * 1000));

const gateway =
  (i: number, downFor: number): Fault['act'] =>
  async (p) => {
    await p.gateways[i].kill();
    await sleep(downFor);
    p.gateways[i].start();
    await p.gateways[i].ready();
  };

const consumer =
  (kind: AppKind, i: number, downFor: number): Fault['act'] =>
  async (p) => {
    const replica = p.consumers.filter((c) => c.kind === kind)[i];
    await replica.kill();
    await sleep(downFor);
    replica.start();
  };

const redisRestart: Fault['act'] = async (p) => {
  await p.redis.stop(); // SIGKILL; it keeps nothing on disk, so it comes back empty
  await sleep(2);
  await p.redis.start();
};

const redisFlush: Fault['act'] = async (p) => {
  const redis = new Redis(p.redis.url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    await redis.flushall();
  } finally {
    redis.disconnect();
  }
};

const postgres =
  (mode: 'fast' | 'immediate', downFor: number): Fault['act'] =>
  async (p) => {
    await p.postgres.stop(mode);
    await sleep(downFor);
    await p.postgres.start();
  };

/**
 * The broker killed with SIGKILL and started again after `downFor` s. On a cluster, the node that
 * leads most partitions of the recorded events (the topic every event goes through first), so
 * that leaders fail over; the fault ends when it is back in sync on every topic.
 */
const kafka =
  (downFor: number): Fault['act'] =>
  async (p) => {
    const cluster = p.kafka;
    if (!(cluster instanceof ThrowawayKafkaCluster)) {
      await cluster.kill();
      await sleep(downFor);
      await cluster.start();
      return;
    }
    const topics = Object.values(TOPICS).map((t) => `${process.env.KAFKA_TOPIC_PREFIX ?? ''}${t.name}`);
    const node = await cluster.leaderOf(topics.find((t) => t.endsWith(TOPICS.recordedEvents.name))!);
    await cluster.kill(node);
    await sleep(downFor);
    await cluster.start(node);
    await cluster.awaitInSync(topics);
  };

/** A third replica of each consumer joins while events flow, and stays. */
const scaleOut: Fault['act'] = async (p) => {
  for (const kind of ['attribution', 'report-projection', 'webhook-dispatcher'] as AppKind[]) {
    (await p.addConsumer(kind)).start();
  }
};

const together =
  (...acts: Fault['act'][]): Fault['act'] =>
  async (p, r) => {
    await Promise.all(acts.map((act) => act(p, r)));
  };

export function faults(profile: Profile, brokers = 1): { loadSeconds: number; faults: Fault[] } {
  // What a Kafka fault strikes: the only broker, or one node of a cluster (the one leading most
  // recorded-events partitions), which must then be back in sync.
  const broker = brokers > 1 ? `Kafka node leading the recorded events (1 of ${brokers})` : 'Kafka broker';
  const synced = brokers > 1 ? ', back in sync' : '';
  if (profile === 'short') {
    return {
      loadSeconds: 35,
      faults: [
        { at: 3, what: 'gateway-0 SIGKILL, back after 2 s', act: gateway(0, 2) },
        { at: 6, what: 'Redis killed and restarted empty', act: redisRestart },
        { at: 9, what: 'Redis FLUSHALL', act: redisFlush },
        { at: 10, what: 'webhook receiver down for 10 s', act: (_, r) => r.down(10_000) },
        { at: 11, what: 'Postgres immediate shutdown, back after 3 s', act: postgres('immediate', 3) },
        { at: 17, what: `${broker} SIGKILL, restarted after 3 s${synced}`, act: kafka(3) },
        { at: 22, what: 'attribution-0 SIGKILL, back after 2 s', act: consumer('attribution', 0, 2) },
        {
          at: 23,
          what: 'report-projection-1 SIGKILL, back after 2 s',
          act: consumer('report-projection', 1, 2),
        },
        {
          at: 24,
          what: 'webhook-dispatcher-0 SIGKILL, back after 2 s',
          act: consumer('webhook-dispatcher', 0, 2),
        },
        { at: 26, what: 'scale-out: a third replica of each consumer joins', act: scaleOut },
        {
          at: 29,
          what: 'overlapping: gateway-1 SIGKILL, Postgres fast shutdown and webhook-dispatcher-1 SIGKILL at once',
          act: together(gateway(1, 2), postgres('fast', 3), consumer('webhook-dispatcher', 1, 2)),
        },
      ],
    };
  }
  return {
    loadSeconds: 75,
    faults: [
      // One at a time.
      { at: 4, what: 'gateway-0 SIGKILL, back after 3 s', act: gateway(0, 3) },
      { at: 9, what: 'Redis killed and restarted empty', act: redisRestart },
      { at: 14, what: 'Redis FLUSHALL', act: redisFlush },
      { at: 17, what: 'Postgres fast shutdown, back after 4 s', act: postgres('fast', 4) },
      { at: 25, what: 'Postgres immediate shutdown, back after 4 s', act: postgres('immediate', 4) },
      { at: 31, what: 'webhook receiver down for 20 s', act: (_, r) => r.down(20_000) },
      {
        at: 33,
        what: `${broker} SIGKILL under running consumers, restarted after 5 s${synced}`,
        act: kafka(5),
      },
      { at: 45, what: 'attribution-0 SIGKILL, back after 2 s', act: consumer('attribution', 0, 2) },
      { at: 47, what: 'attribution-1 SIGKILL, back after 2 s', act: consumer('attribution', 1, 2) },
      {
        at: 49,
        what: 'report-projection-0 SIGKILL, back after 2 s',
        act: consumer('report-projection', 0, 2),
      },
      {
        at: 51,
        what: 'report-projection-1 SIGKILL, back after 2 s',
        act: consumer('report-projection', 1, 2),
      },
      {
        at: 53,
        what: 'webhook-dispatcher-0 SIGKILL, back after 2 s',
        act: consumer('webhook-dispatcher', 0, 2),
      },
      {
        at: 55,
        what: 'webhook-dispatcher-1 SIGKILL, back after 2 s',
        act: consumer('webhook-dispatcher', 1, 2),
      },
      { at: 57, what: 'scale-out: a third replica of each consumer joins', act: scaleOut },
      // Then overlapping.
      {
        at: 61,
        what: 'overlapping: gateway-1 SIGKILL, Redis restarted and attribution-2 SIGKILL at once',
        act: together(gateway(1, 3), redisRestart, consumer('attribution', 2, 2)),
      },
      {
        at: 66,
        what: `overlapping: Postgres immediate shutdown, ${broker} SIGKILL and report-projection-2 SIGKILL at once`,
        act: together(postgres('immediate', 4), kafka(4), consumer('report-projection', 2, 2)),
      },
    ],
  };
}
