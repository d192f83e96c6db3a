import { DataSourceOptions } from 'typeorm';
import { DatabaseSettings, serviceDataSourceOptions } from '../service-data-source';
import { CreateDeliveries1764500000000 } from './migrations/1764500000000-create-deliveries';

export const WEBHOOK_DISPATCHER_MIGRATIONS = [CreateDeliveries1764500000000];

/** The webhook dispatcher's connection: messages, deliveries, attempts, endpoint health. */
export function webhookDispatcherDataSourceOptions(env: DatabaseSettings): DataSourceOptions {
  return serviceDataSourceOptions('webhookDispatcher', env, {
    entities: [],
    migrations: WEBHOOK_DISPATCHER_MIGRATIONS,
  });
}
