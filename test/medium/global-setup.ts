import { gatewayDataSourceOptions, runMigrations, webhookDispatcherDataSourceOptions } from '@app/database';
import { mediumEnv } from './medium-env';

/**
 * Runs once per run of the medium tier: isolate it and migrate, once, the schemas its specs use
 * (the gateway's and the webhook dispatcher's).
 */
export default async function globalSetup(): Promise<void> {
  const env = mediumEnv();
  await runMigrations(gatewayDataSourceOptions(env));
  await runMigrations(webhookDispatcherDataSourceOptions(env));
  process.stderr.write(`\n[medium] schema prefix ${env.DATABASE_SCHEMA_PREFIX}\n`);
}
