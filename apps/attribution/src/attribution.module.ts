import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AttributionEnv, typedConfigModule } from '@app/config';
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
import { AdjustmentsRepository } from './adjustments/adjustments.repository';
import { AdjustmentsService } from './adjustments/adjustments.service';
import { WAITING_ADJUSTMENTS } from './decisions/waiting-adjustments.port';
import { attributionSettings } from './attribution-settings';
import { RecordedAdjustmentsController } from './consumer/recorded-adjustments.controller';
import { RecordedEventsController } from './consumer/recorded-events.controller';
import { AttributionService } from './decisions/attribution.service';
import { DecisionsRepository, GATEWAY_SCHEMA } from './decisions/decisions.repository';
import { ErasureRepository } from './privacy/erasure.repository';
import { DecisionRetentionRepository } from './retention/decision-retention.repository';
import { TestDataRepository } from './retention/test-data.repository';

/**
 * The attribution service: decides, for every recorded event, whether it counts and why, and for
 * every recorded adjustment, whether it applies to its conversion; test traffic's rows are swept
 * after their retention, and every workspace's after its own (docs/privacy.md#retention).
 */
@Module({})
export class AttributionModule {
  static forRoot(env: AttributionEnv): DynamicModule {
    const settings = attributionSettings(env);
    return {
      module: AttributionModule,
      imports: [
        typedConfigModule(env),
        TypeOrmModule.forRoot(settings.database),
        KafkaModule.forRoot(),
        MetricsModule,
      ],
      controllers: [
        RecordedEventsController,
        RecordedAdjustmentsController,
        ErasureCommandsController,
        ConsumerHealthController,
      ],
      providers: [
        DecisionsRepository,
        AdjustmentsRepository,
        AdjustmentsService,
        { provide: WAITING_ADJUSTMENTS, useExisting: AdjustmentsService },
        AttributionService,
        consumerTransportProvider(env, settings.consumer),
        ...consumerPrivacyProviders(settings.privacy),
        ErasureRepository,
        {
          provide: ERASURE_STEPS,
          useFactory: (repository: ErasureRepository) => repository.erasure,
          inject: [ErasureRepository],
        },
        { provide: GATEWAY_SCHEMA, useValue: settings.decisions.gatewaySchema },
        TestDataRepository,
        {
          provide: TEST_DATA_STEPS,
          useFactory: (tables: TestDataRepository) => tables.steps,
          inject: [TestDataRepository],
        },
        { provide: TEST_DATA_RETENTION, useValue: settings.testData },
        TestDataRetention,
        DecisionRetentionRepository,
        {
          provide: WORKSPACE_RETENTION_STEPS,
          useFactory: (tables: DecisionRetentionRepository) => tables.steps,
          inject: [DecisionRetentionRepository],
        },
        { provide: WORKSPACE_RETENTION, useValue: settings.retention },
        WorkspaceRetention,
      ],
    };
  }
}
