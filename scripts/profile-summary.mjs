// `node scripts/profile-summary.mjs <dir or .cpuprofile>...`: where the CPU time of V8 CPU profiles
// went, for docs/performance.md. Per profile: self time by where the code lives (our apps and libs
// by folder, each npm package by name, Node's internals, GC, idle), then the hottest functions.
//
// Take profiles of the platform under load with, for example:
//   NODE_OPTIONS="--cpu-prof --cpu-prof-dir=/tmp/prof" BENCH_SYSTEM_STEPS=single=1000 \
//     BENCH_SYSTEM_SOAK_SECONDS=0 npm run bench:system
// Every Node process of the run (each app, npm start itself, the load generator) writes its profile
// when it exits; the apps exit when the bench stops npm start. Profiles of short-lived processes
// (the build, the CLI) are skipped below 1 s of samples.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';

const TOP = Number(process.env.PROFILE_TOP ?? 15);
const args = process.argv.slice(2);
if (args.length === 0) {
  process.stderr.write('usage: node scripts/profile-summary.mjs <dir or file.cpuprofile>...\n');
  process.exit(2);
}
const files = args.flatMap((arg) =>
  statSync(arg).isDirectory()
    ? readdirSync(arg)
        .filter((f) => f.endsWith('.cpuprofile'))
        .map((f) => join(arg, f))
    : [arg],
);

/** Where a frame's code lives: our code by app or lib folder, a package by name, or Node/V8. */
function place({ url, functionName }) {
  if (functionName === '(garbage collector)') return 'GC';
  if (functionName === '(idle)') return 'idle';
  if (functionName === '(program)') return 'V8 / native (program)';
  if (!url) return `native: ${functionName || '(anonymous)'}`;
  if (url.startsWith('node:')) return `node: ${url.slice(5).split('/')[0]}`;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  const ours =
    /\/dist\/((?:apps|libs)\/[^/]+\/src\/[^/]+)/.exec(url) ??
    /\/((?:apps|libs|scripts|bench)\/[^/]+)/.exec(url);
  return ours ? ours[1] : url;
}

/** Which process a profile came from: the app in its command line is not in the file, so its main module. */
function whose(profile) {
  const urls = profile.nodes.map((n) => n.callFrame.url);
  const main = urls.find((u) => /dist\/apps\/[^/]+\/src\/main\.js$/.test(u));
  if (main) return /dist\/apps\/([^/]+)\//.exec(main)[1];
  const script = urls.find((u) => /\/(scripts|bench)\/[^/]+\.mjs$/.test(u));
  return script ? basename(script) : '?';
}

const pct = (part, whole) => `${((100 * part) / whole).toFixed(1).padStart(5)} %`;

for (const file of files) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  // Self time per node: the samples that landed in it, weighted by the time until the next sample.
  const self = new Map();
  const deltas = profile.timeDeltas;
  for (let i = 0; i < profile.samples.length; i++) {
    const dt = deltas[i + 1] ?? 0;
    self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + dt);
  }
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  if (total < 1e6) continue; // under 1 s: a build step or a CLI run, not a process under load
  const byPlace = new Map();
  const byFunction = new Map();
  let idle = 0;
  for (const node of profile.nodes) {
    const t = self.get(node.id) ?? 0;
    if (!t) continue;
    const where = place(node.callFrame);
    if (where === 'idle') {
      idle += t;
      continue;
    }
    byPlace.set(where, (byPlace.get(where) ?? 0) + t);
    const fn = `${node.callFrame.functionName || '(anonymous)'}  ${where}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + t);
  }
  const busy = total - idle;
  const lines = [
    '',
    `${whose(profile)} (${basename(file)}): ${(total / 1e6).toFixed(1)} s sampled, busy ${(busy / 1e6).toFixed(1)} s; shares of busy time`,
    '  by where the code lives',
    ...[...byPlace]
      .sort((a, b) => b[1] - a[1])
      .slice(0, TOP)
      .map(([where, t]) => `    ${pct(t, busy)}  ${where}`),
    '  hottest functions (self time)',
    ...[...byFunction]
      .sort((a, b) => b[1] - a[1])
      .slice(0, TOP)
      .map(([fn, t]) => `    ${pct(t, busy)}  ${fn}`),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}
