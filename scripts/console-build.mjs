// `npm run build:console` (and the last step of `npm run build`): type-checks the console
// (apps/console/tsconfig.json, incremental), bundles it with Vite into dist/console, then
// checks the size budget: the JavaScript a first visit loads (the entry script and the chunks
// index.html preloads, not the pages loaded on demand) must stay at or under 250 KB gzipped.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'dist/console');
const BUDGET_BYTES = 250 * 1024;
const started = performance.now();

function fail(message) {
  process.stderr.write(`console: ${message}\n`);
  process.exit(1);
}

const typecheck = spawnSync(
  process.execPath,
  [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'apps/console/tsconfig.json'],
  { cwd: ROOT, stdio: 'inherit' },
);
if (typecheck.status !== 0) fail('type check failed (tsc -p apps/console/tsconfig.json)');

try {
  await build({ configFile: join(ROOT, 'apps/console/vite.config.mts'), logLevel: 'warn' });
} catch (error) {
  fail(`vite build failed: ${error instanceof Error ? error.message : String(error)}`);
}

/** The scripts a first visit loads: index.html's module script and its modulepreload links. */
function initialScripts(html) {
  const urls = new Set();
  for (const match of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) urls.add(match[1]);
  for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) urls.add(match[1]);
  return [...urls].map((url) => join(OUT, url.replace(/^\/console\//, '')));
}

const files = initialScripts(readFileSync(join(OUT, 'index.html'), 'utf8'));
if (files.length === 0) fail('found no script in dist/console/index.html');
const gzipped = files.reduce((sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length, 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const seconds = ((performance.now() - started) / 1000).toFixed(1);
process.stdout.write(
  `console: built dist/console in ${seconds} s; initial JS ${kb(gzipped)} gzipped ` +
    `(${files.length} file${files.length === 1 ? '' : 's'}, budget ${kb(BUDGET_BYTES)})\n`,
);
if (gzipped > BUDGET_BYTES) fail(`initial JS is ${kb(gzipped)} gzipped, over the ${kb(BUDGET_BYTES)} budget`);
