/** The commands that prepare the platform's storage: database migrations and Kafka topics. */
import 'reflect-metadata';
import { allServiceDataSourceOptions, runMigrations } from '@app/database';
import { KafkaService } from '@app/kafka';
import { cliEnv, withContext } from './context';

export async function migrate() {
  const env = cliEnv();
  const schemas = [];
  for (const options of allServiceDataSourceOptions(env)) schemas.push(await runMigrations(options));
  return { schemas, applied: schemas.flatMap((s) => s.applied) };
}

export function createTopics() {
  return withContext((app) => app.get(KafkaService).ensureTopics());
}
