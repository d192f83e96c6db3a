/**
 * The report projection's settings: maps its validated env to what each feature takes, and holds
 * the service's own constants with the reason for each. ReportProjectionModule.forRoot calls it
 * once and hands each feature its slice.
 */
import { TypeOrmModuleOptions } from '@nestjs/typeorm';
import { ReportProjectionEnv } from '@app/config';
import { TOPICS } from '@app/contracts';
import {
  panelChannel,
  reportProjectionDataSourceOptions,
  schemaName,
  STARTUP_CONNECT_RETRY,
} from '@app/database';
import { ConsumerPrivacySettings } from '@app/privacy';
import { ConsumerSettings } from '@app/runtime';
import { TestDataRetentionSettings, WorkspaceRetentionSettings } from '@app/runtime';

export interface ReportProjectionSettings {
  database: TypeOrmModuleOptions;
  consumer: ConsumerSettings;
  projection: {
    /**
     * The Postgres NOTIFY channel the projection signals panel changes on, in the transaction
     * that makes them; the gateway's live stream listens on the same name.
     */
    panelChannel: string;
  };
  testData: TestDataRetentionSettings;
  /** Erasure and the erased contacts' tombstones (docs/privacy.md#erasure). */
  privacy: ConsumerPrivacySettings;
  /** How each workspace's old outcomes are swept (docs/privacy.md#retention). */
  retention: WorkspaceRetentionSettings & {
    /** Where the workspaces' retention settings are read (read-only, docs/architecture.md#data-ownership). */
    gatewaySchema: string;
  };
}

export function reportProjectionSettings(env: ReportProjectionEnv): ReportProjectionSettings {
  return {
    database: {
      ...reportProjectionDataSourceOptions(env),
      ...STARTUP_CONNECT_RETRY,
    },
    consumer: {
      // The group is `<KAFKA_TOPIC_PREFIX>report-projection`: the service's name keys its offsets.
      service: 'report-projection',
      // Its counters are `projection_messages_processed_total` and `projection_dead_lettered_total`.
      metricsName: 'projection',
      chunkSize: env.REPORT_PROJECTION_BATCH_SIZE,
      deadLetterTopic: TOPICS.reportProjectionDeadLetter,
    },
    projection: {
      panelChannel: panelChannel(schemaName(env.DATABASE_SCHEMA_PREFIX, 'reportProjection')),
    },
    testData: {
      days: env.TEST_DATA_RETENTION_DAYS,
      // Hourly: test rows outlive their retention by an hour at most, and an idle sweep is one
      // indexed read per table.
      everyMs: 3_600_000,
      // Small enough that a DELETE holds its row locks for milliseconds beside live updates.
      batchSize: 1_000,
      // Per schema, so suites (or deployments) sharing a database do not skip each other.
      lockKey: `test-data-retention:${schemaName(env.DATABASE_SCHEMA_PREFIX, 'reportProjection')}`,
    },
    retention: {
      everyMs: env.RETENTION_SWEEP_EVERY_MS,
      batchSize: env.RETENTION_BATCH_SIZE,
      // Its own lock, beside the test-data sweep's: the two delete disjoint batches, and neither waits.
      lockKey: `retention:${schemaName(env.DATABASE_SCHEMA_PREFIX, 'reportProjection')}`,
      // `projection_retention_deleted_total{table}`, beside the service's other `projection_` counters.
      metricsName: 'projection',
      gatewaySchema: schemaName(env.DATABASE_SCHEMA_PREFIX, 'gateway'),
    },
    privacy: {
      hashKey: env.PRIVACY_HASH_KEY,
      // `projection_erased_contact_messages_dropped_total`, beside its other `projection_` counters.
      metricsName: 'projection',
      // Small enough that a DELETE holds its row locks for milliseconds beside live updates.
      batchSize: 1_000,
    },
  };
}
