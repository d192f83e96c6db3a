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
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { log, ROOT } from './lib/stack.mjs';

const args = process.argv.slice(2);
const profile = args.includes('--short') ? 'short' : 'full';
const updateDocs = args.includes('--update-docs');
const unknown = args.filter((a) => !['--short', '--update-docs'].includes(a));
if (unknown.length) {
  log(`unknown option ${unknown.join(' ')}; usage: npm run chaos [-- --short] [-- --update-docs]`);
  process.exit(2);
}

// The test command does the rest: dependencies, the build, the services jest's set-up needs.
const result = spawnSync(process.execPath, [join(ROOT, 'scripts/test.mjs'), 'test/chaos'], {
  cwd: ROOT,
  env: { ...process.env, CHAOS_PROFILE: profile },
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
