import { DataSourceOptions } from 'typeorm';
import { DatabaseSettings, serviceDataSourceOptions } from '../service-data-source';
import { CreateDecisions1764100000000 } from './migrations/1764100000000-create-decisions';
import { CreateAdjustmentDecisions1764900000000 } from './migrations/1764900000000-create-adjustment-decisions';
import { TestTraffic1765250000000 } from './migrations/1765250000000-test-traffic';
import { RetentionIndexes1765500000000 } from './migrations/1765500000000-retention-indexes';
import { Erasure1765600000000 } from './migrations/1765600000000-erasure';
import { ConversionsWithoutDecisionKey1765700000000 } from './migrations/1765700000000-conversions-without-decision-key';

export const ATTRIBUTION_MIGRATIONS = [
  CreateDecisions1764100000000,
  CreateAdjustmentDecisions1764900000000,
  TestTraffic1765250000000,
  RetentionIndexes1765500000000,
  Erasure1765600000000,
  ConversionsWithoutDecisionKey1765700000000,
];

/** The attribution service's connection: decisions, conversions and adjustment decisions. */
export function attributionDataSourceOptions(env: DatabaseSettings): DataSourceOptions {
  return serviceDataSourceOptions('attribution', env, { entities: [], migrations: ATTRIBUTION_MIGRATIONS });
}
