import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ReportProjectionEnv, typedConfigModule } from '@app/config';
import { KafkaModule } from '@app/kafka';
import { MetricsModule } from '@app/observability';
import { consumerPrivacyProviders, ERASURE_STEPS, ErasureCommandsController } from '@app/privacy';
import {
  ConsumerHealthController,
  consumerTransportProvider,
  TEST_DATA_RETENTION,
  TEST_DATA_STEPS,
  TestDataRetention,
  WORKSPACE_RETENTION,
  WORKSPACE_RETENTION_STEPS,
  WorkspaceRetention,
} from '@app/runtime';
import { ProjectionController } from './consumer/projection.controller';
import { ErasureRepository } from './privacy/erasure.repository';
import { PANEL_CHANNEL, ProjectionRepository } from './projection/projection.repository';
import { ProjectionService } from './projection/projection.service';
import { ReportLatencyMetrics } from './projection/report-latency-metrics';
import { reportProjectionSettings } from './report-projection-settings';
import { GATEWAY_SCHEMA, OutcomeRetentionRepository } from './retention/outcome-retention.repository';

/**
 * The report projection: campaign reports and the conversion-test panel, from Kafka; test
 * traffic's rows are swept after their retention, and every workspace's outcomes after its own
 * (docs/privacy.md#retention).
 */
@Module({})
export class ReportProjectionModule {
  static forRoot(env: ReportProjectionEnv): DynamicModule {
    const settings = reportProjectionSettings(env);
    return {
      module: ReportProjectionModule,
      imports: [
        typedConfigModule(env),
        TypeOrmModule.forRoot(settings.database),
        KafkaModule.forRoot(),
        MetricsModule,
      ],
      controllers: [ProjectionController, ErasureCommandsController, ConsumerHealthController],
      providers: [
        ProjectionRepository,
        ProjectionService,
        ReportLatencyMetrics,
        consumerTransportProvider(env, settings.consumer),
        ...consumerPrivacyProviders(settings.privacy),
        ErasureRepository,
        {
          provide: ERASURE_STEPS,
          useFactory: (repository: ErasureRepository) => repository.erasure,
          inject: [ErasureRepository],
        },
        { provide: PANEL_CHANNEL, useValue: settings.projection.panelChannel },
        {
          provide: TEST_DATA_STEPS,
          useFactory: (store: ProjectionRepository) => store.sweepSteps,
          inject: [ProjectionRepository],
        },
        { provide: TEST_DATA_RETENTION, useValue: settings.testData },
        TestDataRetention,
        { provide: GATEWAY_SCHEMA, useValue: settings.retention.gatewaySchema },
        OutcomeRetentionRepository,
        {
          provide: WORKSPACE_RETENTION_STEPS,
          useFactory: (tables: OutcomeRetentionRepository) => tables.steps,
          inject: [OutcomeRetentionRepository],
        },
        { provide: WORKSPACE_RETENTION, useValue: settings.retention },
        WorkspaceRetention,
      ],
    };
  }
}
