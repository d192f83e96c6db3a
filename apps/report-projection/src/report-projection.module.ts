import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ReportProjectionEnv, typedConfigModule } from '@app/config';
import { TOPICS } from '@app/contracts';
import { panelChannel, reportProjectionDataSourceOptions, schemaName } from '@app/database';
import { KafkaModule } from '@app/kafka';
import { MetricsModule } from '@app/observability';
import { ConsumerHealthController, consumerTransportProvider } from '@app/runtime';
import { ProjectionController } from './consumer/projection.controller';
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
      controllers: [ProjectionController, ConsumerHealthController],
      providers: [
        ProjectionRepository,
        ProjectionService,
        consumerTransportProvider(env, {
          service: 'report-projection',
          metricsName: 'projection',
          chunkSize: env.REPORT_PROJECTION_BATCH_SIZE,
          deadLetterTopic: TOPICS.reportProjectionDeadLetter,
        }),
        {
          provide: PANEL_CHANNEL,
          useValue: panelChannel(schemaName(env.DATABASE_SCHEMA_PREFIX, 'reportProjection')),
        },
      ],
    };
  }
}
