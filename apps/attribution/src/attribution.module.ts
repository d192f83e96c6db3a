import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AttributionEnv, typedConfigModule } from '@app/config';
import { KafkaModule } from '@app/kafka';
import { MetricsModule } from '@app/observability';
import { ConsumerHealthController, consumerTransportProvider } from '@app/runtime';
import { attributionSettings } from './attribution-settings';
import { RecordedEventsController } from './consumer/recorded-events.controller';
import { AttributionService } from './decisions/attribution.service';
import { DecisionsRepository, GATEWAY_SCHEMA } from './decisions/decisions.repository';

/** The attribution service: decides, for every recorded event, whether it counts and why. */
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
      controllers: [RecordedEventsController, ConsumerHealthController],
      providers: [
        DecisionsRepository,
        AttributionService,
        consumerTransportProvider(env, settings.consumer),
        { provide: GATEWAY_SCHEMA, useValue: settings.decisions.gatewaySchema },
      ],
    };
  }
}
