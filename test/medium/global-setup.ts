import { runMigrations, webhookDispatcherDataSourceOptions } from '@app/database';
import { mediumEnv } from './medium-env';

/** Runs once per run of the medium tier: isolate it and migrate the webhook dispatcher's schema, once. */
export default async function globalSetup(): Promise<void> {
  const env = mediumEnv();
  await runMigrations(webhookDispatcherDataSourceOptions(env));
  process.stderr.write(`\n[medium] schema prefix ${env.DATABASE_SCHEMA_PREFIX}\n`);
}
