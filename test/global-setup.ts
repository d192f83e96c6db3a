import { CliEnv, loadEnv } from '@app/config';
import { ensureRunIsolation } from './test-env';
import { prepareStack, waitForServices } from './support/services';

/** Runs once per jest run: isolate the run, check the real services, migrate once, create topics. */
export default async function globalSetup(): Promise<void> {
  const runId = ensureRunIsolation();
  const env = loadEnv(CliEnv, process.env);
  await waitForServices(env);
  await prepareStack(env);
  process.stderr.write(
    `\n[test] run ${runId}: schema prefix ${env.DATABASE_SCHEMA_PREFIX}, Redis prefix ${env.REDIS_KEY_PREFIX}, topic prefix ${env.KAFKA_TOPIC_PREFIX}\n`,
  );
}
