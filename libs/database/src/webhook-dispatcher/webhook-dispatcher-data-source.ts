import { DataSourceOptions } from 'typeorm';
import { DatabaseSettings, serviceDataSourceOptions } from '../service-data-source';
import { CreateDeliveries1764500000000 } from './migrations/1764500000000-create-deliveries';
import { AddMessageTest1765260000000 } from './migrations/1765260000000-add-message-test';
import { MessageRetentionIndex1765500000002 } from './migrations/1765500000002-message-retention-index';
import { Erasure1765600000002 } from './migrations/1765600000002-erasure';
import { DeliveryKeys1766000000000 } from './migrations/1766000000000-delivery-keys';
import { MessageTraceparent1766100000000 } from './migrations/1766100000000-message-traceparent';

export const WEBHOOK_DISPATCHER_MIGRATIONS = [
  CreateDeliveries1764500000000,
  AddMessageTest1765260000000,
  MessageRetentionIndex1765500000002,
  Erasure1765600000002,
  DeliveryKeys1766000000000,
  MessageTraceparent1766100000000,
];

/** The webhook dispatcher's connection: messages, deliveries, attempts, endpoint health. */
export function webhookDispatcherDataSourceOptions(env: DatabaseSettings): DataSourceOptions {
  return serviceDataSourceOptions('webhookDispatcher', env, {
    entities: [],
    migrations: WEBHOOK_DISPATCHER_MIGRATIONS,
  });
}
