// `npm test`: the whole suite (unit, integration, end-to-end) against real Postgres, Redis and
// Kafka, and the console in a real Chromium. Installs dependencies if missing, builds (some tests run
// the built processes; the browser tests load the built console), finds or installs Chromium (and
// promtool and the Prometheus server, for the monitoring rules' tests), makes sure
// the services are up (starting the local Kafka broker if none answers) and runs jest. With
// TEST_USE_TESTCONTAINERS=1 and a Docker engine, it runs the services in containers instead.
// Extra arguments go to jest: `npm test -- test/cli` runs one folder.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import {
  build,
  checkNode,
  DEFAULTS,
  ensureChromium,
  ensureDependencies,
  ensurePrometheus,
  ensurePromtool,
  ensureServices,
  log,
  ROOT,
} from './lib/stack.mjs';

const started = performance.now();
checkNode();
ensureDependencies();
build();

const env = {
  ...DEFAULTS,
  ...process.env,
  CHROMIUM_PATH: ensureChromium(),
  PROMTOOL_PATH: ensurePromtool(),
  PROMETHEUS_PATH: ensurePrometheus(),
};
let stopServices = () => undefined;

if (process.env.TEST_USE_TESTCONTAINERS === '1') {
  const { startContainers } = await import('./lib/testcontainers.mjs');
  const containers = await startContainers();
  Object.assign(env, containers.env);
  stopServices = containers.stop;
} else {
  const stopKafka = await ensureServices(env);
  if (stopKafka && process.env.TEST_KEEP_KAFKA !== '1') stopServices = stopKafka;
}

// A bound on each jest run, so that a run that hangs (a process or server a failed test left
// behind keeps jest alive) fails with a message instead of running into CI's own limit.
const JEST_TIMEOUT_MINUTES = Number(process.env.TEST_TIMEOUT_MINUTES ?? 45);
const jest = (args) => {
  const result = spawnSync(process.execPath, [join(ROOT, 'node_modules/jest/bin/jest.js'), ...args], {
    cwd: ROOT,
    env,
    stdio: 'inherit',
    timeout: JEST_TIMEOUT_MINUTES * 60_000,
    killSignal: 'SIGKILL',
  });
  if (result.error?.code === 'ETIMEDOUT')
    log(
      `jest did not finish within ${JEST_TIMEOUT_MINUTES} minutes and was killed: a test left something running ` +
        '(TEST_TIMEOUT_MINUTES changes the bound)',
    );
  return result;
};
const args = process.argv.slice(2);
let result;
if (args.length > 0) {
  log('running jest');
  result = jest(['--maxWorkers=2', ...args]);
} else {
  // The whole suite: everything but the chaos run, then the chaos run on its own, since it runs
  // eleven processes of the platform and would slow every spec beside it (and be slowed by them).
  log('running jest: the whole suite but the chaos run');
  result = jest(['--maxWorkers=2', '--testPathIgnorePatterns', '/test/chaos/']);
  log('running jest: the chaos run (short profile; npm run chaos runs the full one)');
  const chaos = jest(['--maxWorkers=1', 'test/chaos']);
  if (result.status === 0) result = chaos;
}
await stopServices();
log(`finished in ${((performance.now() - started) / 1000).toFixed(1)} s`);
process.exit(result.status ?? 1);
