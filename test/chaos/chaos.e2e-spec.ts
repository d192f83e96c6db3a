import { runChaos } from './chaos-run';
import { Profile } from './chaos-scenario';

/**
 * The whole platform under faults (every guarantee of docs/architecture.md#the-guarantees at
 * once): two gateways and two replicas of each consumer under steady SDK traffic while Postgres,
 * Redis, Kafka, the gateways, every consumer replica and the webhook receiver are killed in turn
 * and then together.
 *
 * `npm test` runs the short profile; `npm run chaos` the full one (CHAOS_PROFILE=full), and
 * `npm run chaos -- --brokers 3` either on a three-node Kafka cluster (CHAOS_BROKERS=3). The table of
 * checks is printed and written to .chaos/last-<profile>-run.md.
 */
describe('chaos run', () => {
  const profile: Profile = process.env.CHAOS_PROFILE === 'full' ? 'full' : 'short';
  const brokers = Number(process.env.CHAOS_BROKERS ?? 1);

  it(
    `(${profile}${brokers > 1 ? `, ${brokers} brokers` : ''}) loses nothing and counts nothing twice while every component is killed in turn`,
    async () => {
      const { rows } = await runChaos(profile, brokers);
      expect(rows.filter((row) => !row.ok)).toEqual([]);
    },
    20 * 60_000,
  );
});
