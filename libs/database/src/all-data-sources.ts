import { DataSourceOptions } from 'typeorm';
import { attributionDataSourceOptions } from './attribution/attribution-data-source';
import { gatewayDataSourceOptions } from './gateway/gateway-data-source';
import { reportProjectionDataSourceOptions } from './report-projection/report-projection-data-source';
import { DatabaseSettings } from './service-data-source';
import { webhookDispatcherDataSourceOptions } from './webhook-dispatcher/webhook-dispatcher-data-source';

/** Every service's connection, in the order migrations run (the CLI's migrate, the tests' set-up). */
export function allServiceDataSourceOptions(env: DatabaseSettings): DataSourceOptions[] {
  return [
    gatewayDataSourceOptions(env),
    attributionDataSourceOptions(env),
    reportProjectionDataSourceOptions(env),
    webhookDispatcherDataSourceOptions(env),
  ];
}
