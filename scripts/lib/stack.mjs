// Shared by `npm start` and `npm test`: make sure dependencies, the build and the local
// services (Postgres, Redis, Kafka) are there. Plain Node with no packages, because it runs
// before `npm install` on a fresh machine.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const DEFAULTS = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
  REDIS_URL: 'redis://127.0.0.1:6379',
  KAFKA_BROKERS: '127.0.0.1:9092',
};

export function log(message) {
  process.stderr.write(`[stack] ${message}\n`);
}

export function fail(message) {
  process.stderr.write(`[stack] error: ${message}\n`);
  process.exit(1);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.error) fail(`${command} could not run: ${result.error.message}`);
  if (result.status !== 0) fail(`${command} ${args.join(' ')} exited with ${result.status}`);
}

function has(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

export function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19))
    fail(`Node 20.19 or newer is required (this is ${process.versions.node}).`);
}

/**
 * npm install when node_modules is missing or older than the lock file. Not npm ci: see .ci/run
 * (the reachable registry lacks other platforms' optional binaries, which npm ci insists on).
 */
export function ensureDependencies() {
  const marker = join(ROOT, 'node_modules', '.package-lock.json');
  const lock = join(ROOT, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  log('installing dependencies (npm install)');
  run('npm', ['install', '--no-audit', '--no-fund']);
}

export function build() {
  log('building (tsc, incremental)');
  run(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-b', 'tsconfig.build.json']);
  run(process.execPath, [
    join(ROOT, 'node_modules/tsc-alias/dist/bin/index.js'),
    '-p',
    'tsconfig.build.json',
  ]);
  log('building the console (vite)');
  run(process.execPath, [join(ROOT, 'scripts/console-build.mjs')]);
}

/** Where a Chromium may already be: CHROMIUM_PATH, then the system's (Debian's package, others). */
const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/**
 * Finds a Chromium for the browser tests and returns its path (tests read CHROMIUM_PATH).
 * Playwright's own download is tried first where its CDN is reachable; elsewhere Debian's
 * `chromium` package is installed with apt-get when this runs as root. Otherwise it stops and says
 * exactly what to install.
 */
export function ensureChromium() {
  if (process.env.CHROMIUM_PATH) {
    if (existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
    fail(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist`);
  }
  const found = () => CHROMIUM_CANDIDATES.find((path) => existsSync(path)) ?? playwrightChromium();
  let path = found();
  if (path) return path;
  log("no Chromium found for the browser tests; trying Playwright's download");
  spawnSync(process.execPath, [join(ROOT, 'node_modules/playwright-core/cli.js'), 'install', 'chromium'], {
    stdio: 'inherit',
    timeout: 60_000,
  });
  path = found();
  if (path) return path;
  if (process.getuid?.() === 0 && has('apt-get')) {
    log("installing Debian's chromium (apt-get install -y chromium)");
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    path = found();
    if (path) return path;
  }
  fail(
    'The browser tests need Chromium. Install it (Debian/Ubuntu: sudo apt-get install -y chromium; elsewhere: ' +
      'npx playwright-core install chromium), or set CHROMIUM_PATH to a Chromium or Chrome binary.',
  );
}

function playwrightChromium() {
  const result = spawnSync(
    process.execPath,
    ['-e', "process.stdout.write(require('playwright-core').chromium.executablePath())"],
    { cwd: ROOT, encoding: 'utf8' },
  );
  const path = result.status === 0 ? result.stdout.trim() : '';
  return path && existsSync(path) ? path : undefined;
}

export function tcpOpen(host, port, timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

async function waitOpen(host, port, seconds) {
  for (let i = 0; i < seconds * 5; i++) {
    if (await tcpOpen(host, port, 500)) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

function hostPort(url, defaultPort) {
  const parsed = new URL(url);
  return { host: parsed.hostname || '127.0.0.1', port: Number(parsed.port || defaultPort) };
}

const LOCAL = new Set(['127.0.0.1', 'localhost', '::1']);

export async function ensurePostgres(url) {
  const { host, port } = hostPort(url, 5432);
  if (await tcpOpen(host, port)) return;
  if (LOCAL.has(host) && has('pg_ctlcluster') && existsSync('/etc/postgresql')) {
    const version = readdirSync('/etc/postgresql')[0];
    log(`Postgres is not answering on ${host}:${port}; starting the local cluster ${version}/main`);
    spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start'], { stdio: 'inherit' });
    if (await waitOpen(host, port, 20)) return;
  }
  fail(
    `Postgres is not reachable at ${host}:${port}. Install and start PostgreSQL 15+, or set DATABASE_URL.`,
  );
}

export async function ensureRedis(url) {
  const { host, port } = hostPort(url, 6379);
  if (await tcpOpen(host, port)) return;
  if (LOCAL.has(host) && has('redis-server')) {
    log(`Redis is not answering on ${host}:${port}; starting a local redis-server (no persistence)`);
    spawnSync(
      'redis-server',
      [
        '--daemonize',
        'yes',
        '--bind',
        '127.0.0.1',
        '--port',
        String(port),
        '--save',
        '',
        '--appendonly',
        'no',
      ],
      {
        stdio: 'inherit',
      },
    );
    if (await waitOpen(host, port, 10)) return;
  }
  fail(`Redis is not reachable at ${host}:${port}. Install and start Redis 7+, or set REDIS_URL.`);
}

/**
 * Uses the broker at KAFKA_BROKERS if one answers; otherwise starts the project's local broker
 * (deploy/local/kafka.sh) on that port. Returns a stop function when it started one.
 */
export async function ensureKafka(brokers) {
  const [first] = brokers.split(',');
  const [host, portText] = first.split(':');
  const port = Number(portText);
  if (await tcpOpen(host, port)) return null;
  if (!LOCAL.has(host))
    fail(`Kafka is not reachable at ${first}. Start it, or unset KAFKA_BROKERS to use a local broker.`);
  log(`no Kafka on ${first}; starting the local broker (deploy/local/kafka.sh)`);
  run('bash', [join(ROOT, 'deploy/local/kafka.sh'), 'start', '--port', String(port)]);
  return () =>
    spawnSync('bash', [join(ROOT, 'deploy/local/kafka.sh'), 'stop', '--port', String(port)], {
      stdio: 'inherit',
    });
}

/** Runs a built CLI command and returns its parsed JSON output; throws if it fails. */
export function cli(args, env) {
  const result = spawnSync(process.execPath, [join(ROOT, 'dist/apps/cli/src/main.js'), ...args], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`cli ${args.join(' ')} failed: ${result.stderr.trim()}`);
  return JSON.parse(result.stdout);
}

export { spawn };

/**
 * Postgres, Redis and Kafka as `env` names them, each made sure of in turn (see above); returns
 * the broker's stop function when this process started one, so the caller stops what it started.
 */
export async function ensureServices(env) {
  await ensurePostgres(env.DATABASE_URL);
  await ensureRedis(env.REDIS_URL);
  return ensureKafka(env.KAFKA_BROKERS);
}
