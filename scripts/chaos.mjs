// `npm run chaos`: the full chaos run (test/chaos): the platform as `npm start` runs it, with two
// gateways and two replicas of each consumer, under steady traffic from the client SDK for 75 s
// (events, and adjustments of them at a tenth of their rate) while every component is killed in
// turn and then together; then the checks, printed as a table and written to
// .chaos/last-full-run.md. Exits non-zero on any loss, double count or adjustment outcome that
// differs from the rules.
//
//   npm run chaos                     the full run (about 5 minutes)
//   npm run chaos -- --short          the short profile `npm test` runs
//   npm run chaos -- --update-docs    also put the table into docs/reliability.md
//   npm run chaos -- --brokers 3      on a local Kafka cluster of 3 nodes (1 to 5; deploy/local/kafka.sh
//                                     --brokers N starts and stops it), its topics made with 3 replicas and
//                                     min.insync.replicas 2; each Kafka fault kills one node, the one
//                                     leading the recorded events, and waits until it is back in sync
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { log, ROOT } from './lib/stack.mjs';

const usage = 'usage: npm run chaos [-- --short] [-- --update-docs] [-- --brokers N]';
const args = process.argv.slice(2);
const profile = args.includes('--short') ? 'short' : 'full';
const updateDocs = args.includes('--update-docs');
const brokersAt = args.indexOf('--brokers');
const brokers = brokersAt < 0 ? '1' : (args[brokersAt + 1] ?? '');
if (!/^[1-5]$/.test(brokers)) {
  log(`--brokers takes a number of Kafka nodes from 1 to 5, got '${brokers}'; ${usage}`);
  process.exit(2);
}
const unknown = args.filter(
  (a, i) =>
    !['--short', '--update-docs', '--brokers'].includes(a) && !(brokersAt >= 0 && i === brokersAt + 1),
);
if (unknown.length) {
  log(`unknown option ${unknown.join(' ')}; ${usage}`);
  process.exit(2);
}

// The test command does the rest: dependencies, the build, the services jest's set-up needs.
const result = spawnSync(process.execPath, [join(ROOT, 'scripts/test.mjs'), 'test/chaos'], {
  cwd: ROOT,
  // The run starts its own Kafka (platform.ts): one broker, or a cluster of CHAOS_BROKERS nodes
  // through deploy/local/kafka.sh, whose replication settings it hands to the apps.
  env: { ...process.env, CHAOS_PROFILE: profile, CHAOS_BROKERS: brokers },
  stdio: 'inherit',
});

if (updateDocs && result.status === 0) {
  const docs = join(ROOT, 'docs/reliability.md');
  const table = readFileSync(join(ROOT, '.chaos', `last-${profile}-run.md`), 'utf8').trim();
  const text = readFileSync(docs, 'utf8');
  const begin = '<!-- chaos-run:begin -->';
  const end = '<!-- chaos-run:end -->';
  const from = text.indexOf(begin);
  const to = text.indexOf(end);
  if (from < 0 || to < from) {
    log(`docs/reliability.md lacks the ${begin} ... ${end} markers; not updated`);
    process.exit(1);
  }
  writeFileSync(docs, `${text.slice(0, from + begin.length)}\n\n${table}\n\n${text.slice(to)}`);
  log('docs/reliability.md updated with this run');
} else if (updateDocs) {
  log('the run failed: docs/reliability.md left as it was');
}
process.exit(result.status ?? 1);
