/**
 * The attribution service's settings: maps its validated env to what each feature takes, and
 * holds the service's own constants with the reason for each. AttributionModule.forRoot calls it
 * once and hands each feature its slice.
 */
import { TypeOrmModuleOptions } from '@nestjs/typeorm';
import { AttributionEnv } from '@app/config';
import { TOPICS, TopicSpec } from '@app/contracts';
import { attributionDataSourceOptions, schemaName } from '@app/database';

export interface AttributionSettings {
  database: TypeOrmModuleOptions;
  consumer: { service: string; metricsName: string; chunkSize: number; deadLetterTopic: TopicSpec };
  decisions: {
    /** Where the campaigns the rules read live (read-only, see docs/architecture.md#data-ownership). */
    gatewaySchema: string;
  };
}

/**
 * A service started beside Postgres (compose, a rollout) may come up first: three tries a second
 * apart ride that out, and a database still missing after them fails the start, so that the
 * orchestrator restarts the process and reports it, instead of a replica that waits unseen.
 */
const CONNECT_RETRY_ATTEMPTS = 3;
const CONNECT_RETRY_DELAY_MS = 1000;

export function attributionSettings(env: AttributionEnv): AttributionSettings {
  return {
    database: {
      ...attributionDataSourceOptions(env),
      retryAttempts: CONNECT_RETRY_ATTEMPTS,
      retryDelay: CONNECT_RETRY_DELAY_MS,
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
