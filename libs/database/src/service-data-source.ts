import { DataSourceOptions, EntitySchema, MixedList } from 'typeorm';
import { schemaName, ServiceSchema } from './schema-name';

export interface DatabaseSettings {
  DATABASE_URL: string;
  DATABASE_SCHEMA_PREFIX: string;
  DATABASE_POOL_SIZE: number;
}

/**
 * How a long-running service connects at start (TypeOrmModule's retry options). A service started
 * beside Postgres (compose, a rollout, CI) may come up first: three tries a second apart ride that
 * out, and a database still missing after them fails the start within seconds, so that the
 * orchestrator restarts the process and reports it, and a wrong DATABASE_URL is named at once,
 * instead of a replica that waits unseen.
 */
export const STARTUP_CONNECT_RETRY = { retryAttempts: 3, retryDelay: 1000 } as const;

/**
 * A service's connection: its own schema first on the search_path, its own migrations table
 * inside that schema, and never `synchronize` (TypeORM would drop columns and their data).
 */
export function serviceDataSourceOptions(
  service: ServiceSchema,
  env: DatabaseSettings,
  parts: {
    entities: MixedList<string | EntitySchema | (new () => unknown)>;
    migrations: MixedList<string | (new () => unknown)>;
  },
): DataSourceOptions {
  const schema = schemaName(env.DATABASE_SCHEMA_PREFIX, service);
  return {
    type: 'postgres',
    url: env.DATABASE_URL,
    schema,
    entities: parts.entities,
    migrations: parts.migrations,
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    migrationsRun: false,
    extra: {
      max: env.DATABASE_POOL_SIZE,
      options: `-c search_path=${schema}`,
      connectionTimeoutMillis: 5000,
      application_name: `conversion-platform-${service}`,
    },
  };
}
