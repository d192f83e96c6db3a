import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Redis from 'ioredis';
import { registerSecret } from '@app/testing';
import { freePort } from '../support/throwaway';
import { until } from '../support/wait';

/**
 * `npm start` as a new user meets it (docs/development.md#what-npm-start-does): scripts/start.mjs
 * run as a child process, output not a terminal, on ports other than the defaults, with its own
 * schemas, Redis keys, topics and local state directory. The build is the one `npm test` has just
 * made (--no-build).
 */
const ROOT = join(__dirname, '../..');
const BANNER_END = 'Ctrl-C stops everything this command started.';
const APP_NAMES = ['gateway', 'attribution', 'report-projection', 'webhook-dispatcher'];

interface Started {
  child: ChildProcess;
  /** Everything the command printed, in the order it arrived, and on which stream. */
  output: { stream: 'stdout' | 'stderr'; text: string }[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function start(env: NodeJS.ProcessEnv): Started {
  // Its own process group, so that Ctrl-C can be sent as a terminal sends it: to the whole group.
  const child = spawn(process.execPath, ['scripts/start.mjs', '--no-build'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const output: Started['output'] = [];
  child.stdout!.on('data', (chunk: Buffer) => output.push({ stream: 'stdout', text: String(chunk) }));
  child.stderr!.on('data', (chunk: Buffer) => output.push({ stream: 'stderr', text: String(chunk) }));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('close', (code, signal) => resolve({ code, signal })),
  );
  return { child, output, exited };
}

const text = (run: Started, stream: 'stdout' | 'stderr') =>
  run.output
    .filter((o) => o.stream === stream)
    .map((o) => o.text)
    .join('');

/** Waits for the banner's last line; fails with everything printed if it does not come. */
async function banner(run: Started): Promise<string> {
  const stdout = await until(
    () => text(run, 'stdout'),
    (out) => out.includes(BANNER_END) || run.child.exitCode !== null,
    60_000,
  );
  if (!stdout.includes(BANNER_END)) {
    throw new Error(`no banner; stdout:\n${stdout}\nstderr:\n${text(run, 'stderr')}`);
  }
  return stdout;
}

/** Whether anything still answers HTTP on the port (every app serves health there). */
const answers = (port: number) =>
  fetch(`http://127.0.0.1:${port}/health/live`).then(
    () => true,
    () => false,
  );

const readLines = (file: string) => readFileSync(file, 'utf8').split('\n').filter(Boolean);

describe('npm start: the first run on ports of its own, output not a terminal', () => {
  const id = randomBytes(3).toString('hex');
  const stateHome = join(process.env.CVP_TEST_LOG_DIR!, `first-run-${id}`);
  const logDir = join(stateHome, 'conversion-platform', 'logs');
  const ports: Record<string, number> = {};
  let env: NodeJS.ProcessEnv;
  const runs: Started[] = [];

  beforeAll(async () => {
    for (const name of ['PORT', 'ATTRIBUTION_PORT', 'REPORT_PROJECTION_PORT', 'WEBHOOK_DISPATCHER_PORT']) {
      ports[name] = await freePort();
    }
    // The shell of someone who just cloned: none of what npm start decides for them, nor the test
    // run's own settings for the apps.
    const shell = { ...process.env };
    for (const name of [
      'NODE_ENV',
      'HOST',
      'CONSOLE_BASE_URL',
      'STREAM_LOGS',
      'GATEWAY_WORKERS',
      'WEBHOOK_SECRET_KEYS',
      'PRIVACY_HASH_KEY',
      'KAFKA_CLIENT_ID',
      'KAFKA_CONSUMER_GROUP',
    ])
      delete shell[name];
    env = {
      ...shell,
      ...Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, String(port)])),
      // Under the run's prefixes, so the run's teardown drops them, and the secrets audit reads
      // the log files (they are under the run's log folder).
      DATABASE_SCHEMA_PREFIX: `${process.env.DATABASE_SCHEMA_PREFIX}fr${id}_`,
      REDIS_KEY_PREFIX: `${process.env.REDIS_KEY_PREFIX}fr${id}:`,
      KAFKA_TOPIC_PREFIX: `${process.env.KAFKA_TOPIC_PREFIX}fr${id}.`,
      XDG_STATE_HOME: stateHome,
      CONSOLE_OWNER_EMAIL: `first.owner.${id}@example.com`,
    };
  });

  /** A failed test may leave a platform running: stop its whole process group. */
  async function stopLeftovers(): Promise<void> {
    for (const run of runs) {
      if (run.child.exitCode === null && run.child.signalCode === null) {
        process.kill(-run.child.pid!, 'SIGKILL');
        await run.exited;
      }
    }
  }
  afterAll(stopLeftovers);

  it('prints the banner last, naming the log files, with a set-password link on its own port that signs in; Ctrl-C stops it all', async () => {
    const run = start(env);
    runs.push(run);
    const stdout = await banner(run);
    const printedBeforeTheEnd = run.output.length;
    const base = `http://127.0.0.1:${ports.PORT}`;

    // The banner is all of stdout: no log line came before it, and it ends with the Ctrl-C line.
    expect(stdout).not.toMatch(/^\[[a-z-]+\] \{/m);
    expect(stdout.trimEnd().endsWith(BANNER_END)).toBe(true);
    expect(stdout).toContain(`  Console    ${base}/console`);

    // It names one log file per app, under the local state directory, holding the app's JSON lines.
    const named = [...stdout.matchAll(/^ {13}([a-z-]+) +(\/\S+\.log)$/gm)].map((m) => [m[1], m[2]]);
    expect(named).toEqual(APP_NAMES.map((name) => [name, join(logDir, `${name}.log`)]));
    const ready: Record<string, string> = {
      gateway: `listening on ${base}`,
      attribution: `health and metrics on http://127.0.0.1:${ports.ATTRIBUTION_PORT}`,
      'report-projection': `health and metrics on http://127.0.0.1:${ports.REPORT_PROJECTION_PORT}`,
      'webhook-dispatcher': `health and metrics on http://127.0.0.1:${ports.WEBHOOK_DISPATCHER_PORT}`,
    };
    for (const [name, file] of named) {
      // The gateway buffers its lines up to LOG_FLUSH_MS (200 ms) before they reach the file.
      const lines = await until(
        () => (existsSync(file) ? readLines(file) : []),
        (l) => l.some((line) => line.includes(ready[name])),
      );
      expect(lines.some((line) => line.includes(ready[name]))).toBe(true);
      expect(lines.map((line) => Object.keys(JSON.parse(line) as object))).toEqual(
        lines.map(() => expect.arrayContaining(['level', 'time', 'msg'])),
      );
    }

    // The first run's admin key and one-time link, the link on the chosen port.
    const key = /API key {4}(cvk_\S+)/.exec(stdout)?.[1];
    expect(key).toBeDefined();
    registerSecret('API key', key!);
    const link = new RegExp(`^  (${base}/console/set-password)#token=([A-Za-z0-9_-]{43})$`, 'm').exec(stdout);
    expect(link).not.toBeNull();
    const [, page, token] = link!;
    registerSecret('set-password token', token);

    // Following it: the console's page, then the password posted as the console posts it.
    const html = await fetch(page);
    expect(html.status).toBe(200);
    expect(html.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await html.text()).toContain('/console/assets/');
    const password = `first-run ${randomBytes(8).toString('hex')}`;
    registerSecret('console password', password);
    const setPassword = (origin: string) =>
      fetch(`${base}/v1/password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin, 'sec-fetch-site': 'same-origin' },
        body: JSON.stringify({ token, password }),
      });
    // The console's origin is this port's: the default port's is another site (and the token
    // is not spent by the refusal).
    const elsewhere = await setPassword('http://127.0.0.1:3000');
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    const signedIn = await setPassword(base);
    expect(signedIn.status).toBe(200);
    const { csrfToken } = (await signedIn.json()) as { csrfToken: string };
    const cookie = signedIn.headers.getSetCookie()[0].split(';')[0];
    registerSecret('console session id', cookie.slice(cookie.indexOf('=') + 1));
    registerSecret('CSRF token', csrfToken);
    const session = await fetch(`${base}/v1/session`, { headers: { cookie } });
    expect(session.status).toBe(200);
    expect(await session.json()).toMatchObject({ user: { email: env.CONSOLE_OWNER_EMAIL } });
    // A change with the session, from the console's origin with its CSRF token: signing out.
    const signOut = await fetch(`${base}/v1/session`, {
      method: 'DELETE',
      headers: { cookie, origin: base, 'sec-fetch-site': 'same-origin', 'x-csrf-token': csrfToken },
    });
    expect(signOut.status).toBe(204);

    for (const port of Object.values(ports)) expect(await answers(port)).toBe(true);

    // Nothing was printed after the banner while all that happened.
    expect(run.output.slice(printedBeforeTheEnd)).toEqual([]);

    // Ctrl-C, as a terminal sends it: SIGINT to the whole process group.
    process.kill(-run.child.pid!, 'SIGINT');
    expect(await run.exited).toEqual({ code: 0, signal: null });
    for (const port of Object.values(ports)) expect(await answers(port)).toBe(false);
    for (const name of APP_NAMES) {
      expect(readLines(join(logDir, `${name}.log`)).at(-1)).toContain('"msg":"stopped"');
    }
  }, 90_000);

  it("on the next start keeps the last run's logs, shows a warning as it comes, and when an app dies shows its last lines and stops everything", async () => {
    // The first test may have failed with its platform still up, on the same ports.
    await stopLeftovers();
    const run = start(env);
    runs.push(run);
    const stdout = await banner(run);
    // Not a first run: no key or link, and the first run's logs are now <app>.previous.log.
    expect(stdout).not.toContain('/console/set-password#token=');
    expect(stdout).toContain('Sign in with your console user.');
    for (const name of APP_NAMES) {
      expect(readLines(join(logDir, `${name}.previous.log`)).at(-1)).toContain('"msg":"stopped"');
    }

    // A warning is shown on the terminal as it comes (as well as written to the file): a
    // malformed message on the gateway's key-revocation channel makes one.
    const redis = new Redis(process.env.REDIS_URL!);
    try {
      await redis.publish(`${env.REDIS_KEY_PREFIX}api-keys:revoked`, 'not a revocation');
    } finally {
      redis.disconnect();
    }
    const warned = await until(
      () => text(run, 'stderr'),
      (err) => err.includes('ignored a malformed revocation message'),
    );
    expect(warned).toMatch(/^\[gateway\] \{"level":40,.*"msg":"ignored a malformed revocation message"\}$/m);
    expect(text(run, 'stdout')).toBe(stdout);

    const attributionLog = join(logDir, 'attribution.log');
    const ready = `health and metrics on http://127.0.0.1:${ports.ATTRIBUTION_PORT}`;
    const lines = await until(
      () => readLines(attributionLog),
      (l) => l.some((line) => line.includes(ready)),
    );
    const { pid } = JSON.parse(lines[0]) as { pid: number };
    process.kill(pid, 'SIGKILL');

    expect(await run.exited).toEqual({ code: 1, signal: null });
    const stderr = text(run, 'stderr');
    const died = stderr.indexOf('[stack] attribution exited (SIGKILL); stopping everything');
    expect(died).toBeGreaterThan(-1);
    const tail = stderr.slice(died);
    expect(tail).toContain(`(all of them: ${attributionLog})`);
    expect(tail).toMatch(new RegExp(`^\\[attribution\\] \\{.*${ready.replace(/[.]/g, '\\.')}`, 'm'));
    for (const port of Object.values(ports)) expect(await answers(port)).toBe(false);
  }, 90_000);
});
