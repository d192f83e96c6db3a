// `npm test`: the whole suite (unit, integration, end-to-end) against real Postgres, Redis and
// Kafka, and the console in a real Chromium. Installs dependencies if missing, builds (some tests run
// the built processes; the browser tests load the built console), finds or installs Chromium, makes sure
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
  ensureServices,
  log,
  ROOT,
} from './lib/stack.mjs';

const started = performance.now();
checkNode();
ensureDependencies();
build();

const env = { ...DEFAULTS, ...process.env, CHROMIUM_PATH: ensureChromium() };
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

log('running jest');
const result = spawnSync(
  process.execPath,
  [join(ROOT, 'node_modules/jest/bin/jest.js'), '--maxWorkers=2', ...process.argv.slice(2)],
  { cwd: ROOT, env, stdio: 'inherit' },
);
await stopServices();
log(`finished in ${((performance.now() - started) / 1000).toFixed(1)} s`);
process.exit(result.status ?? 1);
