import { DataSourceOptions } from 'typeorm';
import { DatabaseSettings, serviceDataSourceOptions } from '../service-data-source';
import { CreateReports1764200000000 } from './migrations/1764200000000-create-reports';
import { PanelSubmissions1764300000000 } from './migrations/1764300000000-panel-submissions';
import { NetTotalsAndAdjustments1764950000000 } from './migrations/1764950000000-net-totals-and-adjustments';
import { TestTraffic1765250000001 } from './migrations/1765250000001-test-traffic';
import { OutcomeWorkspaces1765500000001 } from './migrations/1765500000001-outcome-workspaces';
import { Erasure1765600000001 } from './migrations/1765600000001-erasure';

export const REPORT_PROJECTION_MIGRATIONS = [
  CreateReports1764200000000,
  PanelSubmissions1764300000000,
  NetTotalsAndAdjustments1764950000000,
  TestTraffic1765250000001,
  OutcomeWorkspaces1765500000001,
  Erasure1765600000001,
];

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
