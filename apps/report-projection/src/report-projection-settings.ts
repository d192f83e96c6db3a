/**
 * The report projection's settings: maps its validated env to what each feature takes, and holds
 * the service's own constants with the reason for each. ReportProjectionModule.forRoot calls it
 * once and hands each feature its slice.
 */
import { TypeOrmModuleOptions } from '@nestjs/typeorm';
import { ReportProjectionEnv } from '@app/config';
import { TOPICS, TopicSpec } from '@app/contracts';
import { panelChannel, reportProjectionDataSourceOptions, schemaName } from '@app/database';

export interface ReportProjectionSettings {
  database: TypeOrmModuleOptions;
  consumer: { service: string; metricsName: string; chunkSize: number; deadLetterTopic: TopicSpec };
  projection: {
    /**
     * The Postgres NOTIFY channel the projection signals panel changes on, in the transaction
     * that makes them; the gateway's live stream listens on the same name.
     */
    panelChannel: string;
  };
}

/**
 * A service started beside Postgres (compose, a rollout) may come up first: three tries a second
 * apart ride that out, and a database still missing after them fails the start, so that the
 * orchestrator restarts the process and reports it, instead of a replica that waits unseen.
 */
const CONNECT_RETRY_ATTEMPTS = 3;
const CONNECT_RETRY_DELAY_MS = 1000;

export function reportProjectionSettings(env: ReportProjectionEnv): ReportProjectionSettings {
  return {
    database: {
      ...reportProjectionDataSourceOptions(env),
      retryAttempts: CONNECT_RETRY_ATTEMPTS,
      retryDelay: CONNECT_RETRY_DELAY_MS,
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
  };
}
