import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ReportProjectionEnv, typedConfigModule } from '@app/config';
import { panelChannel, reportProjectionDataSourceOptions, schemaName } from '@app/database';
import { KafkaModule } from '@app/kafka';
import { MetricsModule } from '@app/observability';
import { CONSUMER_STATE, ConsumerHealthController, consumerSettings } from '@app/runtime';
import { PROJECTION_CONSUMER_SETTINGS, ProjectionConsumer } from './consumer/projection.consumer';
import { PANEL_CHANNEL, ProjectionRepository } from './projection/projection.repository';
import { ProjectionService } from './projection/projection.service';

/** The report projection: campaign reports and the conversion-test panel, from Kafka. */
@Module({})
export class ReportProjectionModule {
  static forRoot(env: ReportProjectionEnv): DynamicModule {
    return {
      module: ReportProjectionModule,
      imports: [
        typedConfigModule(env),
        TypeOrmModule.forRoot({
          ...reportProjectionDataSourceOptions(env),
          retryAttempts: 3,
          retryDelay: 1000,
        }),
        KafkaModule.forRoot(),
        MetricsModule,
      ],
      controllers: [ConsumerHealthController],
      providers: [
        ProjectionRepository,
        ProjectionService,
        ProjectionConsumer,
        { provide: CONSUMER_STATE, useExisting: ProjectionConsumer },
        {
          provide: PANEL_CHANNEL,
          useValue: panelChannel(schemaName(env.DATABASE_SCHEMA_PREFIX, 'reportProjection')),
        },
        {
          provide: PROJECTION_CONSUMER_SETTINGS,
          useValue: consumerSettings(env, 'report-projection', env.REPORT_PROJECTION_BATCH_SIZE),
        },
      ],
    };
  }
}
