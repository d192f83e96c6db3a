import { DataSourceOptions } from 'typeorm';
import { DatabaseSettings, serviceDataSourceOptions } from '../service-data-source';
import { CreateReports1764200000000 } from './migrations/1764200000000-create-reports';
import { PanelSubmissions1764300000000 } from './migrations/1764300000000-panel-submissions';

export const REPORT_PROJECTION_MIGRATIONS = [CreateReports1764200000000, PanelSubmissions1764300000000];

/** The report projection's connection: campaign reports and the conversion-test panel. */
/** The Postgres NOTIFY channel on which the projection says a campaign's panel changed. */
export function panelChannel(reportSchema: string): string {
  return `${reportSchema}.panel`;
}

export function reportProjectionDataSourceOptions(env: DatabaseSettings): DataSourceOptions {
  return serviceDataSourceOptions('reportProjection', env, {
    entities: [],
    migrations: REPORT_PROJECTION_MIGRATIONS,
  });
}
