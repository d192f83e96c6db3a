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
import { ConsumerSettings } from '@app/runtime';

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
  };
}
