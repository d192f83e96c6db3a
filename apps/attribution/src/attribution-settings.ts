/**
 * The attribution service's settings: maps its validated env to what each feature takes, and
 * holds the service's own constants with the reason for each. AttributionModule.forRoot calls it
 * once and hands each feature its slice.
 */
import { TypeOrmModuleOptions } from '@nestjs/typeorm';
import { AttributionEnv } from '@app/config';
import { TOPICS } from '@app/contracts';
import { attributionDataSourceOptions, schemaName, STARTUP_CONNECT_RETRY } from '@app/database';
import { ConsumerPrivacySettings } from '@app/privacy';
import { ConsumerSettings } from '@app/runtime';
import { TestDataRetentionSettings, WorkspaceRetentionSettings } from '@app/runtime';

export interface AttributionSettings {
  database: TypeOrmModuleOptions;
  consumer: ConsumerSettings;
  decisions: {
    /** Where the campaigns the rules read live (read-only, see docs/architecture.md#data-ownership). */
    gatewaySchema: string;
  };
  testData: TestDataRetentionSettings;
  /** Erasure and the erased contacts' tombstones (docs/privacy.md#erasure). */
  privacy: ConsumerPrivacySettings;
  /** How each workspace's old decisions are swept (docs/privacy.md#retention). */
  retention: WorkspaceRetentionSettings;
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
    testData: {
      days: env.TEST_DATA_RETENTION_DAYS,
      // Hourly: test rows outlive their retention by an hour at most, and an idle sweep is one
      // indexed read per table.
      everyMs: 3_600_000,
      // Small enough that a DELETE holds its row locks for milliseconds beside live decisions.
      batchSize: 1_000,
      // Per schema, so suites (or deployments) sharing a database do not skip each other.
      lockKey: `test-data-retention:${schemaName(env.DATABASE_SCHEMA_PREFIX, 'attribution')}`,
    },
    retention: {
      everyMs: env.RETENTION_SWEEP_EVERY_MS,
      batchSize: env.RETENTION_BATCH_SIZE,
      // Its own lock, beside the test-data sweep's: the two delete disjoint batches, and neither waits.
      lockKey: `retention:${schemaName(env.DATABASE_SCHEMA_PREFIX, 'attribution')}`,
      // `attribution_retention_deleted_total{table}`.
      metricsName: 'attribution',
    },
    privacy: {
      hashKey: env.PRIVACY_HASH_KEY,
      // `attribution_erased_contact_messages_dropped_total`, beside its other consumer counters.
      metricsName: 'attribution',
      // Small enough that a DELETE holds its row locks for milliseconds beside live decisions.
      batchSize: 1_000,
    },
  };
}
