import { DataSourceOptions } from 'typeorm';
import { DatabaseSettings } from '../gateway/gateway-data-source';
import { schemaName } from '../schema-name';
import { CreateDecisions1764100000000 } from './migrations/1764100000000-create-decisions';

export const ATTRIBUTION_MIGRATIONS = [CreateDecisions1764100000000];

/** The attribution service's connection: its own schema and migrations table. */
export function attributionDataSourceOptions(env: DatabaseSettings): DataSourceOptions {
  const schema = schemaName(env.DATABASE_SCHEMA_PREFIX, 'attribution');
  return {
    type: 'postgres',
    url: env.DATABASE_URL,
    schema,
    entities: [],
    migrations: ATTRIBUTION_MIGRATIONS,
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    migrationsRun: false,
    extra: {
      max: env.DATABASE_POOL_SIZE,
      options: `-c search_path=${schema}`,
      connectionTimeoutMillis: 5000,
      application_name: 'conversion-platform-attribution',
    },
  };
}
