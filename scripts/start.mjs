// `npm start`: one command from a fresh checkout to a running platform. Installs dependencies if
// missing, builds, makes sure Postgres, Redis and Kafka are up (starting local ones when absent),
// migrates, creates topics, creates a first workspace and admin key on the first run, starts
// every app and prints where to go. Ctrl-C stops everything it started, gracefully.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
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

const started = performance.now();
const env = {
  ...DEFAULTS,
  ...process.env,
  HOST: process.env.HOST ?? '127.0.0.1',
  PORT: process.env.PORT ?? '3000',
  ATTRIBUTION_PORT: process.env.ATTRIBUTION_PORT ?? '3001',
  REPORT_PROJECTION_PORT: process.env.REPORT_PROJECTION_PORT ?? '3002',
  WEBHOOK_DISPATCHER_PORT: process.env.WEBHOOK_DISPATCHER_PORT ?? '3003',
  // Local development: endpoints may be plain http and on this machine, so that an integrator can
  // point one at a receiver they run here. Production keeps https only and public addresses only.
  WEBHOOK_ALLOW_HTTP: process.env.WEBHOOK_ALLOW_HTTP ?? 'true',
  WEBHOOK_ALLOWED_CIDRS: process.env.WEBHOOK_ALLOWED_CIDRS ?? '127.0.0.0/8,::1/128',
  WEBHOOK_SECRET_KEYS: process.env.WEBHOOK_SECRET_KEYS ?? localSecretKeys(),
};
/**
 * The key that seals webhook signing secrets in the local database: made once, kept beside the
 * local Kafka broker's state (readable by this user only), so secrets sealed yesterday still open.
 */
function localSecretKeys() {
  const dir = join(process.env.XDG_STATE_HOME ?? join(homedir(), '.local/state'), 'conversion-platform');
  const file = join(dir, 'webhook-secret-keys');
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, `local:${randomBytes(32).toString('base64')}\n`, { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

const host = env.HOST === '0.0.0.0' ? '127.0.0.1' : env.HOST;

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
build();
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
let format = (line) => line;
if (process.stdout.isTTY) {
  try {
    const { prettyFactory } = await import('pino-pretty');
    const pretty = prettyFactory({
      colorize: true,
      translateTime: 'HH:MM:ss',
      ignore: 'pid,hostname,req,res,context',
    });
    format = (line) => (line.startsWith('{') ? pretty(line).trimEnd() : line);
  } catch {
    // pino-pretty is a dev dependency; without it the JSON lines are shown as they are.
  }
}

const children = APPS.map((app) => {
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
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) =>
      process.stdout.write(`[${app.name}] ${format(line)}\n`),
    );
  }
  child.on('exit', (code, signal) => {
    if (!stopping) {
      log(`${app.name} exited (${signal ?? code}); stopping everything`);
      void shutdown(1);
    }
  });
  return { ...app, child };
});

let stopping = false;
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  log('stopping: letting in-flight work finish');
  await Promise.all(
    children.map(
      ({ child }) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', resolve);
          child.kill('SIGTERM');
          // Longer than the apps' own SHUTDOWN_TIMEOUT_MS (25 s), so they finish draining first.
          setTimeout(() => child.kill('SIGKILL'), 35_000).unref();
        }),
    ),
  );
  if (stopKafka) {
    log('stopping the local Kafka broker this command started');
    stopKafka();
  }
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

const base = `http://${host}:${env.PORT}`;
// Every app must be ready (the consumers: joined their group, Postgres reachable).
const notReady = new Set(APPS.map((app) => app.name));
for (let i = 0; i < 300 && !stopping && notReady.size > 0; i++) {
  for (const app of APPS.filter((a) => notReady.has(a.name))) {
    try {
      if ((await fetch(`http://${host}:${env[app.portVar]}/health/ready`)).ok) notReady.delete(app.name);
    } catch {
      // not listening yet
    }
  }
  if (notReady.size > 0) await new Promise((r) => setTimeout(r, 200));
}
if (notReady.size > 0) {
  const which = APPS.filter((a) => notReady.has(a.name))
    .map((a) => `${a.name} (http://${host}:${env[a.portVar]}/health/ready says why)`)
    .join(', ');
  log(`not ready within 60 s: ${which}; see the log above`);
  await shutdown(1);
}

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
  `  Consumers  attribution http://${host}:${env.ATTRIBUTION_PORT}/health/ready, report-projection http://${host}:${env.REPORT_PROJECTION_PORT}/health/ready,`,
  `             webhook-dispatcher http://${host}:${env.WEBHOOK_DISPATCHER_PORT}/health/ready`,
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
lines.push('', `  Console    ${base}/console`);
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
lines.push('', '  Ctrl-C stops everything this command started.', '');
process.stdout.write(`${lines.join('\n')}\n`);
