/**
 * The attribution service's settings: maps its validated env to what each feature takes, and
 * holds the service's own constants with the reason for each. AttributionModule.forRoot calls it
 * once and hands each feature its slice.
 */
import { TypeOrmModuleOptions } from '@nestjs/typeorm';
import { AttributionEnv } from '@app/config';
import { TOPICS } from '@app/contracts';
import { attributionDataSourceOptions, schemaName, STARTUP_CONNECT_RETRY } from '@app/database';
import { ConsumerSettings } from '@app/runtime';

export interface AttributionSettings {
  database: TypeOrmModuleOptions;
  consumer: ConsumerSettings;
  decisions: {
    /** Where the campaigns the rules read live (read-only, see docs/architecture.md#data-ownership). */
    gatewaySchema: string;
  };
}

export function attributionSettings(env: AttributionEnv): AttributionSettings {
  return {
    database: {
      ...attributionDataSourceOptions(env),
      ...STARTUP_CONNECT_RETRY,
    },
    consumer: {
      // The group is `<KAFKA_TOPIC_PREFIX>attribution`: the service's name keys its offsets.
      service: 'attribution',
      // Its counters are `attribution_messages_processed_total` and `attribution_dead_lettered_total`.
      metricsName: 'attribution',
      chunkSize: env.ATTRIBUTION_BATCH_SIZE,
      deadLetterTopic: TOPICS.attributionDeadLetter,
    },
    decisions: { gatewaySchema: schemaName(env.DATABASE_SCHEMA_PREFIX, 'gateway') },
  };
}
