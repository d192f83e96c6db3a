import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AttributionEnv, typedConfigModule } from '@app/config';
import { attributionDataSourceOptions, schemaName } from '@app/database';
import { KafkaModule } from '@app/kafka';
import { MetricsModule } from '@app/observability';
import { CONSUMER_STATE, ConsumerHealthController, consumerSettings } from '@app/runtime';
import { CONSUMER_SETTINGS, RecordedEventsConsumer } from './consumer/recorded-events.consumer';
import { AttributionService } from './decisions/attribution.service';
import { DecisionsRepository, GATEWAY_SCHEMA } from './decisions/decisions.repository';

/** The attribution service: decides, for every recorded event, whether it counts and why. */
@Module({})
export class AttributionModule {
  static forRoot(env: AttributionEnv): DynamicModule {
    return {
      module: AttributionModule,
      imports: [
        typedConfigModule(env),
        TypeOrmModule.forRoot({ ...attributionDataSourceOptions(env), retryAttempts: 3, retryDelay: 1000 }),
        KafkaModule.forRoot(),
        MetricsModule,
      ],
      controllers: [ConsumerHealthController],
      providers: [
        DecisionsRepository,
        AttributionService,
        RecordedEventsConsumer,
        { provide: CONSUMER_STATE, useExisting: RecordedEventsConsumer },
        { provide: GATEWAY_SCHEMA, useValue: schemaName(env.DATABASE_SCHEMA_PREFIX, 'gateway') },
        {
          provide: CONSUMER_SETTINGS,
          useValue: consumerSettings(env, 'attribution', env.ATTRIBUTION_BATCH_SIZE),
        },
      ],
    };
  }
}
