// Shared by `npm start` and `npm test`: make sure dependencies, the build and the local
// services (Postgres, Redis, Kafka) are there. Plain Node with no packages, because it runs
// before `npm install` on a fresh machine.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { connect } from 'node:net';
import { homedir, tmpdir } from 'node:os';
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

/**
 * The Node versions package.json's engines names (^20.19.0 || ^22.13.0 || >=24): the lines every
 * locked dependency supports (README.md#node-versions). Read by hand: this runs before npm install.
 */
export function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  const supported = (major === 20 && minor >= 19) || (major === 22 && minor >= 13) || major >= 24;
  if (!supported)
    fail(
      `Node 20.19+, 22.13+ or 24+ is required (this is ${process.versions.node}); see README.md#node-versions.`,
    );
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

/** Build tools write progress and errors to stdout; a build's caller keeps stdout for itself. */
const OUTPUT_TO_STDERR = { stdio: ['inherit', 2, 2] };

/**
 * The two parts of the build, each with what it is made from (every file under these paths, but
 * node_modules and dist folders), how it is made, and the files it must have left. A part is current
 * when the digest of its inputs' paths and contents equals the one recorded after its last
 * successful build and those files are there. Contents rather than mtimes: a checkout or `touch`
 * that changes nothing rebuilds nothing, and a change within an mtime's resolution is still seen.
 */
const BUILD_PARTS = [
  {
    name: 'server',
    what: 'tsc -b and tsc-alias',
    inputs: (root) => [
      'apps',
      'libs',
      'package-lock.json',
      ...readdirSync(root).filter((name) => /^tsconfig.*\.json$/.test(name)),
    ],
    // The console has its own part: a change there need not recompile the server, nor the reverse.
    ignore: ['apps/console'],
    // Every app's entry point (apps/<app>/src/main.ts), the console's aside.
    outputs: (root) =>
      readdirSync(join(root, 'apps'))
        .filter((app) => app !== 'console' && existsSync(join(root, 'apps', app, 'src/main.ts')))
        .map((app) => `dist/apps/${app}/src/main.js`),
    run: () => {
      const tsc = join(ROOT, 'node_modules/typescript/bin/tsc');
      run(process.execPath, [tsc, '-b', 'tsconfig.build.json'], OUTPUT_TO_STDERR);
      const tscAlias = join(ROOT, 'node_modules/tsc-alias/dist/bin/index.js');
      run(process.execPath, [tscAlias, '-p', 'tsconfig.build.json'], OUTPUT_TO_STDERR);
    },
  },
  {
    name: 'console',
    what: 'vite build of apps/console into dist/console',
    inputs: () => ['apps/console', 'scripts/console-build.mjs', 'package-lock.json'],
    ignore: [],
    outputs: () => ['dist/console/index.html'],
    run: () => run(process.execPath, [join(ROOT, 'scripts/console-build.mjs')], OUTPUT_TO_STDERR),
  },
];

/** Where the digests of the last successful builds are kept; CVP_BUILD_STAMP points elsewhere (tests). */
export function buildStampFile() {
  return process.env.CVP_BUILD_STAMP || join(ROOT, 'dist', '.build-stamp.json');
}

/** The files under `path` (itself if a file), relative to `root`, in a stable order. */
function files(root, path, ignore) {
  const full = join(root, path);
  if (!existsSync(full) || ignore.includes(path)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full)
    .sort()
    .filter((entry) => entry !== 'node_modules' && entry !== 'dist')
    .flatMap((entry) => files(root, `${path}/${entry}`, ignore));
}

/** A digest of the paths and contents of every file under `paths` (relative to `root`). */
export function sourceDigest(root, paths, ignore = []) {
  const hash = createHash('sha256');
  for (const path of paths.flatMap((p) => files(root, p, ignore))) {
    hash.update(`${path}\0`);
    hash.update(readFileSync(join(root, path)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

function readStamps(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return {};
  }
}

/**
 * Each part of the build with whether it is current and, when not, why; `digest` is what its stamp
 * becomes once built.
 */
export function buildState(root = ROOT, stampFile = buildStampFile()) {
  const stamps = readStamps(stampFile);
  return BUILD_PARTS.map((part) => {
    const digest = sourceDigest(root, part.inputs(root), part.ignore);
    const missing = part.outputs(root).find((file) => !existsSync(join(root, file)));
    const stale = missing
      ? `${missing} is missing`
      : stamps[part.name] === undefined
        ? 'no record of a previous build'
        : stamps[part.name] !== digest
          ? 'its sources changed since the last build'
          : null;
    return { part, digest, stale };
  });
}

const BUILD_LOCK = join(ROOT, 'dist', '.build-lock');

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/**
 * Runs `work` holding dist/.build-lock (a folder: mkdir either makes it or fails, atomically),
 * so that two commands started together (`npm run -s cli` twice in a script, or beside
 * `npm start`) never run tsc or Vite over the same files at once: the second waits. A lock whose
 * process is gone (killed mid-build) is taken over.
 */
function withBuildLock(work) {
  const owner = join(BUILD_LOCK, 'pid');
  let waiting = false;
  for (;;) {
    try {
      mkdirSync(dirname(BUILD_LOCK), { recursive: true });
      mkdirSync(BUILD_LOCK);
      writeFileSync(owner, String(process.pid));
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    // No pid yet: its holder is between mkdir and write, so alive.
    const holder = existsSync(owner) ? Number(readFileSync(owner, 'utf8')) : 0;
    if (holder && !alive(holder)) {
      rmSync(BUILD_LOCK, { recursive: true, force: true });
      continue;
    }
    if (!waiting) log(`waiting for the build of process ${holder || '(starting)'} to finish`);
    waiting = true;
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
  }
  // fail() ends the process with process.exit, which skips `finally`.
  const release = () => rmSync(BUILD_LOCK, { recursive: true, force: true });
  process.once('exit', release);
  try {
    return work();
  } finally {
    process.removeListener('exit', release);
    release();
  }
}

/**
 * Builds each part whose sources changed since its last build, and skips the others, saying so
 * on stderr (with `quietWhenCurrent`, only builds are reported: the CLI's launcher).
 */
export function build({ quietWhenCurrent = false } = {}) {
  const stampFile = buildStampFile();
  const report = (state) => {
    for (const { part, stale } of state)
      if (!stale && !quietWhenCurrent) log(`${part.name} build is current: skipped ${part.what}`);
  };
  const state = buildState(ROOT, stampFile);
  if (state.every(({ stale }) => !stale)) return report(state);
  withBuildLock(() => {
    // Again under the lock: a build that held it may have made some parts current.
    const locked = buildState(ROOT, stampFile);
    report(locked);
    for (const { part, digest, stale } of locked) {
      if (!stale) continue;
      log(`building the ${part.name} (${stale}): ${part.what}`);
      part.run();
      // Recorded only after a successful build, and with the digest taken before it: a source
      // edited while it ran leaves the stamp behind, so the next call builds again.
      const stamps = { ...readStamps(stampFile), [part.name]: digest };
      mkdirSync(dirname(stampFile), { recursive: true });
      writeFileSync(`${stampFile}.${process.pid}`, `${JSON.stringify(stamps, null, 2)}\n`);
      renameSync(`${stampFile}.${process.pid}`, stampFile);
    }
  });
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

/** Where ensurePromtool and ensurePrometheus unpack their binaries when the machine has none. */
const PROMTOOL_CACHE = join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'conversion-platform');

/**
 * Finds promtool for the monitoring spec (test/medium/monitoring; it reads PROMTOOL_PATH) and
 * returns its path: PROMTOOL_PATH, the PATH, or a copy unpacked before. Else it unpacks promtool
 * alone from Debian's `prometheus` package (apt-get download, then dpkg-deb): no root needed, and
 * no Prometheus server installed or started. Otherwise it stops and says what to install.
 */
export function ensurePromtool() {
  return ensurePrometheusBinary('promtool', 'PROMTOOL_PATH', 'the monitoring tests');
}

/**
 * Finds the Prometheus server for the live monitoring spec (test/monitoring; it reads
 * PROMETHEUS_PATH), the same way as promtool: PROMETHEUS_PATH, the PATH, a copy unpacked before, or
 * the binary alone unpacked from Debian's `prometheus` package (no root needed, nothing installed
 * as a service: the spec starts it on 127.0.0.1 with storage of its own and stops it).
 */
export function ensurePrometheus() {
  return ensurePrometheusBinary('prometheus', 'PROMETHEUS_PATH', 'the live monitoring test');
}

function ensurePrometheusBinary(name, variable, purpose) {
  if (process.env[variable]) {
    if (existsSync(process.env[variable])) return process.env[variable];
    fail(`${variable}=${process.env[variable]} does not exist`);
  }
  const onPath = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return onPath;
  const unpacked = join(PROMTOOL_CACHE, 'usr/bin', name);
  if (existsSync(unpacked)) return unpacked;
  if (has('apt-get') && has('dpkg-deb')) {
    log(`no ${name} found for ${purpose}; unpacking it from Debian's prometheus package`);
    const work = mkdtempSync(join(tmpdir(), `${name}-`));
    if (process.getuid?.() === 0) spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    spawnSync('apt-get', ['download', '-qq', 'prometheus'], { cwd: work, stdio: 'inherit' });
    const deb = readdirSync(work).find((file) => file.endsWith('.deb'));
    if (deb) {
      mkdirSync(PROMTOOL_CACHE, { recursive: true });
      spawnSync(
        'sh',
        [
          '-c',
          'dpkg-deb --fsys-tarfile "$1" | tar -x -C "$2" "./usr/bin/$3"',
          'sh',
          join(work, deb),
          PROMTOOL_CACHE,
          name,
        ],
        { stdio: 'inherit' },
      );
    }
    rmSync(work, { recursive: true, force: true });
    if (existsSync(unpacked)) return unpacked;
  }
  fail(
    `${name} is needed for ${purpose}. Install it (Debian/Ubuntu: sudo apt-get install -y prometheus; ` +
      `elsewhere: the Prometheus release archive from prometheus.io), or set ${variable} to a ${name} binary.`,
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
