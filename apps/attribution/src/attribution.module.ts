import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AttributionEnv, typedConfigModule } from '@app/config';
import { TOPICS } from '@app/contracts';
import { attributionDataSourceOptions, schemaName } from '@app/database';
import { KafkaModule } from '@app/kafka';
import { MetricsModule } from '@app/observability';
import { ConsumerHealthController, consumerTransportProvider } from '@app/runtime';
import { RecordedEventsController } from './consumer/recorded-events.controller';
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
      controllers: [RecordedEventsController, ConsumerHealthController],
      providers: [
        DecisionsRepository,
        AttributionService,
        consumerTransportProvider(env, {
          service: 'attribution',
          metricsName: 'attribution',
          chunkSize: env.ATTRIBUTION_BATCH_SIZE,
          deadLetterTopic: TOPICS.attributionDeadLetter,
        }),
        { provide: GATEWAY_SCHEMA, useValue: schemaName(env.DATABASE_SCHEMA_PREFIX, 'gateway') },
      ],
    };
  }
}
