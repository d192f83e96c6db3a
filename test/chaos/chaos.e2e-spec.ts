import { runChaos } from './chaos-run';
import { Profile } from './chaos-scenario';

/**
 * The whole platform under faults (every guarantee of docs/architecture.md#the-guarantees at
 * once): two gateways and two replicas of each consumer under steady SDK traffic while Postgres,
 * Redis, Kafka, the gateways, every consumer replica and the webhook receiver are killed in turn
 * and then together.
 *
 * `npm test` runs the short profile; `npm run chaos` the full one (CHAOS_PROFILE=full). The table of
 * checks is printed and written to .chaos/last-<profile>-run.md.
 */
describe('chaos run', () => {
  const profile: Profile = process.env.CHAOS_PROFILE === 'full' ? 'full' : 'short';

  it(
    `(${profile}) loses nothing and counts nothing twice while every component is killed in turn`,
    async () => {
      const { rows } = await runChaos(profile);
      expect(rows.filter((row) => !row.ok)).toEqual([]);
    },
    20 * 60_000,
  );
});
