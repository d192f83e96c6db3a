import { DataSourceOptions } from 'typeorm';
import { DatabaseSettings, serviceDataSourceOptions } from '../service-data-source';
import { CreateReports1764200000000 } from './migrations/1764200000000-create-reports';

export const REPORT_PROJECTION_MIGRATIONS = [CreateReports1764200000000];

/** The report projection's connection: campaign reports and the conversion-test panel. */
export function reportProjectionDataSourceOptions(env: DatabaseSettings): DataSourceOptions {
  return serviceDataSourceOptions('reportProjection', env, {
    entities: [],
    migrations: REPORT_PROJECTION_MIGRATIONS,
  });
}
