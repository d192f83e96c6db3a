import { DataSourceOptions } from 'typeorm';
import { DatabaseSettings, serviceDataSourceOptions } from '../service-data-source';
import { CreateDecisions1764100000000 } from './migrations/1764100000000-create-decisions';

export const ATTRIBUTION_MIGRATIONS = [CreateDecisions1764100000000];

/** The attribution service's connection: decisions and conversions. */
export function attributionDataSourceOptions(env: DatabaseSettings): DataSourceOptions {
  return serviceDataSourceOptions('attribution', env, { entities: [], migrations: ATTRIBUTION_MIGRATIONS });
}
