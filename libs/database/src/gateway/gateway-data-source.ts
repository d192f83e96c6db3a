import { DataSourceOptions } from 'typeorm';
import { schemaName } from '../schema-name';
import { ApiKeyEntity } from './api-key.entity';
import { WorkspaceEntity } from './workspace.entity';
import { CreateWorkspacesAndApiKeys1763800000000 } from './migrations/1763800000000-create-workspaces-and-api-keys';
import { CreateEventsAndOutbox1763900000000 } from './migrations/1763900000000-create-events-and-outbox';
import { EventEntity } from './event.entity';
import { CampaignEntity } from './campaign.entity';
import { CreateCampaigns1764000000000 } from './migrations/1764000000000-create-campaigns';

export const GATEWAY_ENTITIES = [WorkspaceEntity, ApiKeyEntity, EventEntity, CampaignEntity];
export const GATEWAY_MIGRATIONS = [
  CreateWorkspacesAndApiKeys1763800000000,
  CreateEventsAndOutbox1763900000000,
  CreateCampaigns1764000000000,
];

export interface DatabaseSettings {
  DATABASE_URL: string;
  DATABASE_SCHEMA_PREFIX: string;
  DATABASE_POOL_SIZE: number;
}

/**
 * The gateway's connection: its own schema first on the search_path, its own migrations table
 * inside that schema, and never `synchronize` (TypeORM would drop columns and their data).
 */
export function gatewayDataSourceOptions(env: DatabaseSettings): DataSourceOptions {
  const schema = schemaName(env.DATABASE_SCHEMA_PREFIX, 'gateway');
  return {
    type: 'postgres',
    url: env.DATABASE_URL,
    schema,
    entities: GATEWAY_ENTITIES,
    migrations: GATEWAY_MIGRATIONS,
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    migrationsRun: false,
    extra: {
      max: env.DATABASE_POOL_SIZE,
      options: `-c search_path=${schema}`,
      connectionTimeoutMillis: 5000,
      application_name: 'conversion-platform',
    },
  };
}
