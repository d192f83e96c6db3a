// `npm start`: one command from a fresh checkout to a running platform. Installs dependencies if
// missing, builds, makes sure Postgres, Redis and Kafka are up (starting local ones when absent),
// migrates, creates topics, creates a first workspace and admin key on the first run, starts
// every app with its log in a file, and prints where to go last. Ctrl-C stops everything it
// started, gracefully.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  build,
  checkNode,
  cli,
  DEFAULTS,
  ensureDependencies,
  ensureServices,
  fail,
  log,
  ROOT,
  tcpOpen,
} from './lib/stack.mjs';

const USAGE = 'npm start -- [--stream-logs] [--no-build]  (docs/development.md#what-npm-start-does)';
let options;
try {
  options = parseArgs({
    options: {
      // Every app's log line on this terminal as it comes, as well as in its file.
      'stream-logs': { type: 'boolean', default: false },
      // Start what dist/ holds, for when it was just built (npm test does, then runs this).
      'no-build': { type: 'boolean', default: false },
    },
  }).values;
} catch (err) {
  fail(`${err.message}\n  usage: ${USAGE}`);
}
const streamLogs = options['stream-logs'] || process.env.STREAM_LOGS === '1';

const started = performance.now();
const HOST = process.env.HOST ?? '127.0.0.1';
const PORT = process.env.PORT ?? '3000';
// Where this machine reaches the apps: a wildcard address is not one to browse to.
const host = HOST === '0.0.0.0' ? '127.0.0.1' : HOST === '::' ? '::1' : HOST;
const urlHost = host.includes(':') ? `[${host}]` : host;
const env = {
  ...DEFAULTS,
  ...process.env,
  HOST,
  PORT,
  // The one-time links (set-password, invitations) and the console's CSRF origin follow PORT.
  CONSOLE_BASE_URL: process.env.CONSOLE_BASE_URL || `http://${urlHost}:${PORT}`,
  ATTRIBUTION_PORT: process.env.ATTRIBUTION_PORT ?? '3001',
  REPORT_PROJECTION_PORT: process.env.REPORT_PROJECTION_PORT ?? '3002',
  WEBHOOK_DISPATCHER_PORT: process.env.WEBHOOK_DISPATCHER_PORT ?? '3003',
  // Local development: endpoints may be plain http and on this machine, so that an integrator can
  // point one at a receiver they run here. Production keeps https only and public addresses only.
  WEBHOOK_ALLOW_HTTP: process.env.WEBHOOK_ALLOW_HTTP ?? 'true',
  WEBHOOK_ALLOWED_CIDRS: process.env.WEBHOOK_ALLOWED_CIDRS ?? '127.0.0.0/8,::1/128',
  WEBHOOK_SECRET_KEYS: process.env.WEBHOOK_SECRET_KEYS ?? localSecretKeys(),
  PRIVACY_HASH_KEY: process.env.PRIVACY_HASH_KEY ?? localPrivacyHashKey(),
};
/** This user's local state, shared with the local Kafka broker's (deploy/local/kafka.sh). */
function stateDir() {
  return join(process.env.XDG_STATE_HOME || join(homedir(), '.local/state'), 'conversion-platform');
}

/**
 * The key that seals webhook signing secrets in the local database: made once, kept beside the
 * local Kafka broker's state (readable by this user only), so secrets sealed yesterday still open.
 */
function localSecretKeys() {
  const dir = stateDir();
  const file = join(dir, 'webhook-secret-keys');
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, `local:${randomBytes(32).toString('base64')}\n`, { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

/**
 * The key of the contact hashes (suppressions, erased contacts; docs/privacy.md#keyed-hashes):
 * made once and kept beside the webhook key, so yesterday's suppressions still match.
 */
function localPrivacyHashKey() {
  const dir = stateDir();
  const file = join(dir, 'privacy-hash-key');
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

/** Every app the platform runs, with the variable that sets its HTTP port (health, metrics). */
const APPS = [
  { name: 'gateway', entry: 'dist/apps/gateway/src/main.js', portVar: 'PORT' },
  { name: 'attribution', entry: 'dist/apps/attribution/src/main.js', portVar: 'ATTRIBUTION_PORT' },
  {
    name: 'report-projection',
    entry: 'dist/apps/report-projection/src/main.js',
    portVar: 'REPORT_PROJECTION_PORT',
  },
  {
    name: 'webhook-dispatcher',
    entry: 'dist/apps/webhook-dispatcher/src/main.js',
    portVar: 'WEBHOOK_DISPATCHER_PORT',
  },
];

checkNode();
ensureDependencies();
if (!options['no-build']) build();
else {
  const missing = APPS.map((app) => app.entry).filter((entry) => !existsSync(join(ROOT, entry)));
  if (missing.length)
    fail(
      `--no-build, but dist/ lacks ${missing.join(', ')}: run npm run build first, or start without --no-build`,
    );
}
const stopKafka = await ensureServices(env);

for (const app of APPS) {
  const port = env[app.portVar];
  if (await tcpOpen(host, Number(port))) {
    stopKafka?.();
    fail(
      `port ${port} (${app.name}) is already in use; stop what runs there or start with ${app.portVar}=<another port> npm start`,
    );
  }
}

let bootstrap;
try {
  log('migrating the database');
  const migration = cli(['migrate'], env);
  if (migration.applied.length) log(`applied ${migration.applied.join(', ')}`);
  log('creating Kafka topics');
  const topics = cli(['topics:create'], env);
  if (topics.created.length) log(`created ${topics.created.length} topics`);
  bootstrap = cli(['bootstrap'], env);
} catch (err) {
  stopKafka?.();
  fail(err.message);
}

// On a terminal, JSON log lines are made readable with pino-pretty; elsewhere they pass as they are.
let pretty = null;
if (process.stdout.isTTY || process.stderr.isTTY) {
  try {
    const { prettyFactory } = await import('pino-pretty');
    pretty = prettyFactory({
      colorize: true,
      translateTime: 'HH:MM:ss',
      ignore: 'pid,hostname,req,res,context',
    });
  } catch {
    // pino-pretty is a dev dependency; without it the JSON lines are shown as they are.
  }
}
function show(stream, name, line) {
  const text = stream.isTTY && pretty && line.startsWith('{') ? pretty(line).trimEnd() : line;
  stream.write(`[${name}] ${text}\n`);
}

/**
 * A line to show on the terminal even when logs go to files: pino's warn (40) and above, and what
 * an app writes to stderr that is not a log line (a crash's stack trace, a Node warning).
 */
function worthSeeing(line, fromStderr) {
  if (!line.startsWith('{')) return fromStderr && line.trim() !== '';
  const level = /"level":(\d+)/.exec(line);
  return level !== null && Number(level[1]) >= 40;
}

// One file per app, replaced each run; the run before stays in <app>.previous.log, so a crash is
// still there to read after the next start, and the files never grow past two runs.
const logDir = join(stateDir(), 'logs');
mkdirSync(logDir, { recursive: true, mode: 0o700 });
/** How many of an app's last lines are shown when it stops on its own or is not ready. */
const TAIL_LINES = 30;

const children = APPS.map((app) => {
  const logFile = join(logDir, `${app.name}.log`);
  if (existsSync(logFile)) renameSync(logFile, join(logDir, `${app.name}.previous.log`));
  const file = createWriteStream(logFile, { mode: 0o600 });
  const recent = [];
  const child = spawn(process.execPath, [join(ROOT, app.entry)], {
    cwd: ROOT,
    env: {
      ...env,
      // Each app under its own Kafka client id, so the broker's logs and metrics tell them apart.
      KAFKA_CLIENT_ID: process.env.KAFKA_CLIENT_ID ?? app.name,
      // Node options for the apps only (a heap cap, say), not for the build before them.
      ...(env.APP_NODE_OPTIONS
        ? { NODE_OPTIONS: [env.NODE_OPTIONS, env.APP_NODE_OPTIONS].filter(Boolean).join(' ') }
        : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const [stream, fromStderr] of [
    [child.stdout, false],
    [child.stderr, true],
  ]) {
    createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
      file.write(`${line}\n`);
      recent.push(line);
      if (recent.length > TAIL_LINES) recent.shift();
      if (streamLogs) show(process.stdout, app.name, line);
      else if (worthSeeing(line, fromStderr)) show(process.stderr, app.name, line);
    });
  }
  // 'close', not 'exit': by then every line the app wrote has been read, its last words included.
  const closed = new Promise((resolve) => child.once('close', resolve));
  const entry = { ...app, child, logFile, closed };
  entry.showTail = () => {
    log(`${app.name}: its last ${recent.length} lines (all of them: ${logFile})`);
    for (const line of recent) show(process.stderr, app.name, line);
  };
  entry.closeLog = () => new Promise((resolve) => file.end(resolve));
  child.once('close', (code, signal) => {
    if (stopping) return;
    log(`${app.name} exited (${signal ?? `code ${code}`}); stopping everything`);
    // Streamed lines are on the terminal already.
    if (!streamLogs) entry.showTail();
    void shutdown(1);
  });
  return entry;
});

let stopping = false;
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  log('stopping: letting in-flight work finish');
  await Promise.all(
    children.map(async ({ child, closed, closeLog }) => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        // Longer than the apps' own SHUTDOWN_TIMEOUT_MS (25 s), so they finish draining first.
        setTimeout(() => child.kill('SIGKILL'), 35_000).unref();
      }
      await closed;
      await closeLog();
    }),
  );
  if (stopKafka) {
    log('stopping the local Kafka broker this command started');
    stopKafka();
  }
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

const base = `http://${urlHost}:${env.PORT}`;
// Every app must be ready (the consumers: joined their group, Postgres reachable).
const notReady = new Set(APPS.map((app) => app.name));
for (let i = 0; i < 300 && !stopping && notReady.size > 0; i++) {
  for (const app of APPS.filter((a) => notReady.has(a.name))) {
    try {
      if ((await fetch(`http://${urlHost}:${env[app.portVar]}/health/ready`)).ok) notReady.delete(app.name);
    } catch {
      // not listening yet
    }
  }
  if (notReady.size > 0) await new Promise((r) => setTimeout(r, 200));
}
if (notReady.size > 0 && !stopping) {
  const which = children.filter((a) => notReady.has(a.name));
  log(
    `not ready within 60 s: ${which.map((a) => `${a.name} (http://${urlHost}:${env[a.portVar]}/health/ready says why)`).join(', ')}`,
  );
  if (!streamLogs) for (const app of which) app.showTail();
  await shutdown(1);
}
// An app that stopped while the others started has stopped everything; nothing is up to announce.
if (!stopping) printBanner();

/** What is up and where, printed last, so that it is the last thing on the terminal. */
function printBanner() {
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const lines = [
    '',
    `  Conversion platform is up (ready in ${seconds} s).`,
    '',
    `  API        ${base}/v1`,
    `  API docs   ${base}/docs  (OpenAPI: ${base}/openapi.json)`,
    `  Health     ${base}/health/ready`,
    `  Metrics    ${base}/metrics`,
    // GATEWAY_WORKERS passes through with the rest of the environment (docs/operations.md).
    ...(env.GATEWAY_WORKERS && env.GATEWAY_WORKERS !== '1'
      ? [
          `  Gateway    GATEWAY_WORKERS=${env.GATEWAY_WORKERS}: one primary and its workers, all on port ${env.PORT}`,
        ]
      : []),
    `  Consumers  attribution http://${urlHost}:${env.ATTRIBUTION_PORT}/health/ready, report-projection http://${urlHost}:${env.REPORT_PROJECTION_PORT}/health/ready,`,
    `             webhook-dispatcher http://${urlHost}:${env.WEBHOOK_DISPATCHER_PORT}/health/ready`,
    `  Webhooks   local development: endpoints may use http and reach ${env.WEBHOOK_ALLOWED_CIDRS || 'public addresses only'}`,
    `             (production: https and public addresses only; docs/webhooks.md)`,
  ];
  if (bootstrap.created) {
    lines.push(
      '',
      '  First run: a workspace and an admin key were created. The key is shown this once; keep it.',
      `  Workspace  ${bootstrap.workspaceId}`,
      `  API key    ${bootstrap.key.key}`,
      '',
      `  Try:  curl -H "Authorization: Bearer ${bootstrap.key.key}" ${base}/v1/workspaces/${bootstrap.workspaceId}/api-keys`,
    );
  } else {
    lines.push(
      '',
      '  No workspace or key is shown: this database already has workspaces, and keys are shown only',
      '  when created. Find a workspace id:  npm run -s cli -- workspace:list',
      '  Make a key for it:  npm run -s cli -- key:create --workspace <id> --scope keys:manage --name <name>',
    );
  }
  lines.push('', `  Console    ${env.CONSOLE_BASE_URL}/console`);
  if (bootstrap.consoleOwner) {
    const owner = bootstrap.consoleOwner;
    lines.push(
      `  First sign-in: ${owner.email} is the owner of workspace "${owner.workspaceName}" (${owner.workspaceId}).`,
      '  Open this one-time link to choose its password and sign in (it works once, until',
      `  ${owner.linkExpiresAt}; set CONSOLE_OWNER_EMAIL before the first start to use another email):`,
      `  ${owner.setPasswordLink}`,
    );
  } else {
    lines.push(
      '  Sign in with your console user. Forgot the password?  npm run -s cli -- user:reset-password --email <email>',
    );
  }
  const width = Math.max(...children.map((app) => app.name.length));
  lines.push(
    '',
    streamLogs
      ? '  Logs       shown above as they come (--stream-logs), and kept in one file per app for this run:'
      : "  Logs       one file per app for this run (the run before's: <app>.previous.log);",
    ...(streamLogs ? [] : ['             warnings and errors show here as well:']),
    ...children.map((app) => `             ${app.name.padEnd(width)}  ${app.logFile}`),
    `             read one:  npx pino-pretty < ${children[0].logFile}`,
    ...(streamLogs
      ? []
      : ['             every line here instead:  npm start -- --stream-logs  (or STREAM_LOGS=1)']),
    '',
    '  Ctrl-C stops everything this command started.',
    '',
  );
  process.stdout.write(`${lines.join('\n')}\n`);
}
