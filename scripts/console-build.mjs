// `npm run build:console` (and the last step of `npm run build`): type-checks the console
// (apps/console/tsconfig.json, incremental), bundles it with Vite into a folder beside
// dist/console, checks the size budget, then moves the new files into dist/console one rename at a
// time, so that a running gateway never misses one (docs/development.md#lint-format-build). The
// budget: the JavaScript a first visit loads (the entry script and the chunks index.html
// preloads, not the pages loaded on demand) must stay at or under 250 KB gzipped.
// `--out <dir>` builds into another folder (tests serve a copy). Everything it prints goes to
// stderr, so a caller's stdout (the CLI's JSON) stays clean.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const BUDGET_BYTES = 250 * 1024;

function fail(message) {
  process.stderr.write(`console: ${message}\n`);
  process.exit(1);
}

/** Every file under `dir`, as paths relative to it with / separators, sorted. */
function listFiles(dir, prefix = '') {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? listFiles(join(dir, entry.name), `${prefix}${entry.name}/`)
        : [`${prefix}${entry.name}`],
    )
    .sort();
}

/** The record of which files the build in `out` made, beside it (never served). */
function manifestPath(out) {
  return join(dirname(out), `.${basename(out)}-files.json`);
}

function readManifest(out) {
  try {
    return JSON.parse(readFileSync(manifestPath(out), 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Moves the build in `staging` into `out` without `out` ever lacking a file a reader may ask
 * for:
 *
 * - `out` itself is never renamed or emptied (a server holding its path keeps a valid root), and
 *   each file arrives by one rename, which replaces a file of the same name atomically.
 * - index.html moves last, so it never names an asset that is not there yet.
 * - The files of the previous build stay until the next one: a page loaded before the swap still
 *   finds the chunks it loads on demand. Older files are removed.
 *
 * Node has no atomic exchange of two directories (renameat2's RENAME_EXCHANGE), and renaming
 * `out` away then the new folder in leaves a moment with no `out` at all: hence file by file.
 */
export function swapIn(staging, out) {
  const fresh = listFiles(staging);
  if (!existsSync(out)) {
    renameSync(staging, out);
  } else {
    const previous = readManifest(out)?.current ?? listFiles(out);
    const last = fresh.filter((file) => file !== 'index.html');
    if (fresh.includes('index.html')) last.push('index.html');
    for (const file of last) {
      mkdirSync(dirname(join(out, file)), { recursive: true });
      renameSync(join(staging, file), join(out, file));
    }
    const keep = new Set([...fresh, ...previous]);
    for (const file of listFiles(out)) if (!keep.has(file)) unlinkSync(join(out, file));
    removeEmptyDirs(out);
    rmSync(staging, { recursive: true, force: true });
    writeManifest(out, { current: fresh, previous: previous.filter((file) => !fresh.includes(file)) });
    return;
  }
  writeManifest(out, { current: fresh, previous: [] });
}

function writeManifest(out, manifest) {
  const path = manifestPath(out);
  writeFileSync(`${path}.${process.pid}`, `${JSON.stringify(manifest, null, 2)}\n`);
  renameSync(`${path}.${process.pid}`, path);
}

function removeEmptyDirs(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const sub = join(dir, entry.name);
    removeEmptyDirs(sub);
    if (readdirSync(sub).length === 0) rmdirSync(sub);
  }
}

/** Staging folders a build that died left behind (their process is gone). */
function removeAbandonedStaging(out) {
  const prefix = `${basename(out)}.next-`;
  if (!existsSync(dirname(out))) return;
  for (const name of readdirSync(dirname(out))) {
    if (!name.startsWith(prefix)) continue;
    const pid = Number(name.slice(prefix.length));
    try {
      process.kill(pid, 0);
    } catch (error) {
      if (error.code === 'ESRCH') rmSync(join(dirname(out), name), { recursive: true, force: true });
    }
  }
}

/** The scripts a first visit loads: index.html's module script and its modulepreload links. */
function initialScripts(html, dir) {
  const urls = new Set();
  for (const match of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) urls.add(match[1]);
  for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) urls.add(match[1]);
  return [...urls].map((url) => join(dir, url.replace(/^\/console\//, '')));
}

async function main() {
  const started = performance.now();
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const out = resolve(ROOT, values.out ?? 'dist/console');
  // Beside `out`, so on the same file system: a rename moves a file, never copies it.
  const staging = `${out}.next-${process.pid}`;
  removeAbandonedStaging(out);

  const typecheck = spawnSync(
    process.execPath,
    [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'apps/console/tsconfig.json'],
    { cwd: ROOT, stdio: ['inherit', 2, 2] },
  );
  if (typecheck.status !== 0) fail('type check failed (tsc -p apps/console/tsconfig.json)');

  // Always the production bundle: Vite respects a NODE_ENV it finds (`test` in a test run,
  // `development` in some shells), which would change the bundle and every asset's hash.
  process.env.NODE_ENV = 'production';
  const { build } = await import('vite');
  try {
    await build({
      configFile: join(ROOT, 'apps/console/vite.config.mts'),
      logLevel: 'warn',
      build: { outDir: staging, emptyOutDir: true },
    });
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    fail(`vite build failed: ${error instanceof Error ? error.message : String(error)}`);
  }

  // Checked before the swap: a build over budget fails and leaves the served console as it was.
  const files = initialScripts(readFileSync(join(staging, 'index.html'), 'utf8'), staging);
  if (files.length === 0) fail(`found no script in ${staging}/index.html`);
  const gzipped = files.reduce((sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length, 0);
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  if (gzipped > BUDGET_BYTES) {
    rmSync(staging, { recursive: true, force: true });
    fail(`initial JS is ${kb(gzipped)} gzipped, over the ${kb(BUDGET_BYTES)} budget`);
  }

  swapIn(staging, out);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stderr.write(
    `console: built ${values.out ?? 'dist/console'} in ${seconds} s; initial JS ${kb(gzipped)} gzipped ` +
      `(${files.length} file${files.length === 1 ? '' : 's'}, budget ${kb(BUDGET_BYTES)})\n`,
  );
}

// Run as a script; imported (by a test of swapIn), it only exports.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
