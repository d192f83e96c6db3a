// `npm run sdk:pack`: the SDK (libs/client) as the tarball an integrator installs, until it is on a
// registry: compiles libs/client/src alone into libs/client/dist (emptied first, so no file of an
// older build ships), packs it with npm into dist/sdk/, and prints the tarball's path on stdout
// (progress on stderr), so `npm install "$(npm run -s sdk:pack)"` works from a shell.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib/stack.mjs';

const CLIENT = join(ROOT, 'libs/client');
const OUT = join(ROOT, 'dist/sdk');

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: CLIENT, encoding: 'utf8', ...options });
  if (result.status !== 0) {
    process.stderr.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
    process.stderr.write(`sdk:pack: ${command} ${args.join(' ')} failed (exit ${result.status})\n`);
    process.exit(1);
  }
  return result.stdout;
}

rmSync(join(CLIENT, 'dist'), { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
process.stderr.write('sdk:pack: compiling libs/client (tsc -p libs/client/tsconfig.json)\n');
run(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json'], {
  stdio: ['ignore', 'inherit', 'inherit'],
});
// --ignore-scripts: the package's prepack would compile again; it has just been compiled.
const [packed] = JSON.parse(
  run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', OUT], {
    env: { ...process.env, npm_config_loglevel: 'error' },
  }),
);
const tarball = join(OUT, packed.filename);
process.stderr.write(
  `sdk:pack: ${packed.name}@${packed.version}, ${packed.entryCount} files, ${(packed.size / 1024).toFixed(1)} KB\n` +
    `sdk:pack: install it in your project with  npm install ${tarball}\n`,
);
process.stdout.write(`${tarball}\n`);
