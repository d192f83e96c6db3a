// `npm run bench:console` (part of `npm run bench`): how soon the console is usable in a real
// Chromium, with the whole platform running as `npm start` runs it on this machine (the bar:
// interactive within 1 s).
//
// One `node scripts/start.mjs` on schemas, topics and Redis keys of its own (ports of its own, a
// throwaway WEBHOOK_SECRET_KEYS). The first owner's one-time link from its banner sets a password
// through the console's own page, which signs in. Then BENCH_CONSOLE_LOADS (default 15) cold
// loads of each page, each in a fresh browser context (empty cache, as a first visit), the
// signed-in ones with the session cookie:
//   - sign-in: until the "Sign in" button is visible and enabled;
//   - integrations: until the API keys table has rendered a row (data fetched through the API);
//   - campaign report: until the live panel says it is live (SSE stream open, panel drawn).
// Time counts from just before navigation to the moment the check passes, measured by the test
// driver (so it includes the browser's own work and the gateway's answers). Printed: median, p90
// and max per page, the JavaScript each page loaded (bytes over the wire, gzip off, and what gzip
// would make of it), and the target. Progress on stderr, results on stdout. The run's data is
// dropped at the end, and on Ctrl-C.
import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { ensureChromium, log, ROOT } from './lib/stack.mjs';
import { dropRunData, expectExits, median, percentile } from './lib/bench-kit.mjs';
import { putCampaign, startPlatform } from './lib/platform.mjs';
import { stopOnInterrupt } from './lib/bench/interrupt.mjs';
import {
  newRunId,
  platformPorts,
  runPrefixes,
  throwawayPrivacyHashKey,
  throwawaySecretKeys,
} from './lib/bench/run-env.mjs';
import { prepareBuild, prepareServices } from './lib/bench/setup.mjs';

const TARGET_MS = 1000;

async function main() {
  const LOADS = Number(process.env.BENCH_CONSOLE_LOADS ?? 15);
  const base = prepareBuild();
  const executablePath = ensureChromium();
  const { chromium } = await import('playwright-core');
  const { port, env: ports } = await platformPorts();
  const env = {
    ...base,
    WEBHOOK_SECRET_KEYS: throwawaySecretKeys(),
    PRIVACY_HASH_KEY: throwawayPrivacyHashKey(),
    WEBHOOK_SECRET_KEY_ID: '',
    ...runPrefixes('benchc', newRunId()),
    ...ports,
    CONSOLE_BASE_URL: `http://127.0.0.1:${port}`,
    CONSOLE_OWNER_EMAIL: 'bench.owner@example.com',
  };
  const { stopKafka } = await prepareServices(env);
  const origin = `http://127.0.0.1:${port}`;
  let platform;
  let browser;
  const cleanUp = async () => {
    await browser?.close().catch(() => undefined);
    await platform?.stop();
    await dropRunData(env);
    stopKafka?.();
  };
  const state = stopOnInterrupt('stopping and dropping the run data', cleanUp);

  try {
    log(`npm start on port ${port}`);
    platform = startPlatform({ root: ROOT }, env, () => state.stopping);
    const bootstrap = await platform.up;
    if (!bootstrap.setPasswordLink)
      throw new Error('npm start printed no set-password link for the first owner');
    await putCampaign(origin, bootstrap);

    browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
    const first = await browser.newContext();
    const setup = await first.newPage();
    await setup.goto(bootstrap.setPasswordLink.replace(/^https?:\/\/[^/]+/, origin));
    const password = `bench-${randomBytes(8).toString('hex')}`;
    await setup
      .getByLabel('New password', { exact: true })
      .fill(password)
      .catch(async (error) => {
        await setup.screenshot({ path: '/tmp/bench-console-set-password.png' });
        throw new Error(
          `the set-password page did not offer a password field (${setup.url()}): ${error.message}`,
        );
      });
    await setup.getByLabel('Confirm the new password', { exact: true }).fill(password);
    await setup.getByRole('button', { name: /Set password/ }).click();
    await setup.waitForURL((url) => !url.pathname.endsWith('/set-password'));
    const cookies = await first.cookies();
    await first.close();
    // A key, so the integrations page has a row to draw.
    const created = await fetch(`${origin}/v1/workspaces/${bootstrap.workspaceId}/api-keys`, {
      method: 'POST',
      headers: { authorization: `Bearer ${bootstrap.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'bench', scopes: ['events:write'] }),
    });
    if (created.status !== 201)
      throw new Error(`creating a key answered ${created.status}: ${await created.text()}`);

    const ws = `/console/workspaces/${bootstrap.workspaceId}`;
    const pages = [
      {
        name: 'sign-in (signed out)',
        path: '/console/sign-in',
        signedIn: false,
        ready: (page) => page.getByRole('button', { name: 'Sign in' }).waitFor(),
      },
      {
        name: 'integrations (API keys listed)',
        path: `${ws}/integrations`,
        signedIn: true,
        ready: (page) =>
          page.getByRole('region', { name: 'API keys table' }).getByText('bench', { exact: true }).waitFor(),
      },
      {
        name: 'campaign report (live panel open)',
        path: `${ws}/campaigns/bench`,
        signedIn: true,
        ready: (page) =>
          page.getByTestId('conversion-test-panel').getByText('Live', { exact: true }).waitFor(),
      },
    ];

    const results = [];
    for (const target of pages) {
      const times = [];
      let jsBytes = 0;
      let jsGzip = 0;
      for (let i = 0; i < LOADS + 1; i++) {
        const context = await browser.newContext();
        if (target.signedIn) await context.addCookies(cookies);
        const page = await context.newPage();
        const scripts = [];
        page.on('response', async (response) => {
          if (response.request().resourceType() === 'script')
            scripts.push(response.body().catch(() => Buffer.alloc(0)));
        });
        const started = performance.now();
        await page.goto(`${origin}${target.path}`);
        await target.ready(page);
        const elapsed = performance.now() - started;
        const bodies = await Promise.all(scripts);
        await context.close();
        if (i === 0) continue; // the first load warms the gateway's file cache and Chromium itself
        times.push(elapsed);
        jsBytes = bodies.reduce((sum, b) => sum + b.length, 0);
        jsGzip = bodies.reduce((sum, b) => sum + gzipSync(b).length, 0);
      }
      const result = {
        name: target.name,
        median: median(times),
        p90: percentile(times, 90),
        max: Math.max(...times),
        jsBytes,
        jsGzip,
      };
      results.push(result);
      log(`${target.name}: median ${Math.round(result.median)} ms over ${LOADS} cold loads`);
    }

    const pad = (s, n) => String(s).padEnd(n);
    const lines = [
      '',
      `Console, cold loads in Chromium with the whole platform running (npm start), ${LOADS} per page`,
      '',
      `${pad('page', 36)}${pad('median', 10)}${pad('p90', 10)}${pad('max', 10)}JS loaded (gzip)`,
      ...results.map(
        (r) =>
          `${pad(r.name, 36)}${pad(`${Math.round(r.median)} ms`, 10)}${pad(`${Math.round(r.p90)} ms`, 10)}${pad(`${Math.round(r.max)} ms`, 10)}` +
          `${(r.jsBytes / 1024).toFixed(0)} KB (${(r.jsGzip / 1024).toFixed(0)} KB)`,
      ),
      '',
      `Target: interactive within ${TARGET_MS} ms: ${results.every((r) => r.median <= TARGET_MS) ? 'met' : 'NOT met'} on the medians.`,
      '',
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  } catch (error) {
    log(`error: ${error.message}`);
    process.exitCode = 1;
  } finally {
    if (!state.stopping) {
      expectExits();
      await cleanUp();
    }
  }
}

await main();
