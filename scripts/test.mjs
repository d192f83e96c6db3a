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
  // The whole suite in two parts. First everything but the specs that run a whole cluster or
  // platform of their own; then those, one at a time: the chaos run (eleven processes of the
  // platform) and the three-node Kafka specs (three brokers, and for the failover spec the four
  // services under steady load, whose latency bounds are measured against its own baseline)
  // would slow every spec beside them, and be slowed by them.
  const alone = [
    'test/faults/kafka-replication.e2e-spec.ts',
    'test/faults/kafka-failover.e2e-spec.ts',
    'test/chaos/chaos.e2e-spec.ts',
  ];
  log('running jest: the whole suite but the specs that run alone');
  result = jest(['--maxWorkers=2', '--testPathIgnorePatterns', ...alone.map((path) => `/${path}$`)]);
  log(
    'running jest, one spec at a time: the Kafka cluster specs, then the chaos run (short profile; npm run chaos runs the full one)',
  );
  const ranAlone = jest(['--maxWorkers=1', '--runTestsByPath', ...alone]);
  if (result.status === 0) result = ranAlone;
}
await stopServices();
log(`finished in ${((performance.now() - started) / 1000).toFixed(1)} s`);
process.exit(result.status ?? 1);
