import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { typedConfigModule, WebhookDispatcherEnv } from '@app/config';
import { KafkaModule } from '@app/kafka';
import { MetricsModule } from '@app/observability';
import { ConsumerHealthController, consumerTransportProvider } from '@app/runtime';
import { DispatchController } from './consumer/dispatch.controller';
import { DeliveryModule } from './delivery/delivery.module';
import { FanOutService } from './messages/fan-out.service';
import { GATEWAY_SCHEMA } from './gateway-schema';
import { MessagesRepository } from './messages/messages.repository';
import { webhookDispatcherSettings } from './webhook-dispatcher-settings';

/**
 * The webhook dispatcher: turns recorded events, attribution decisions and the API's requests
 * into messages and deliveries (consumer/, messages/), and delivers them, signed, with retries,
 * from the database (delivery/).
 */
@Module({})
export class WebhookDispatcherModule {
  static forRoot(env: WebhookDispatcherEnv): DynamicModule {
    const settings = webhookDispatcherSettings(env);
    const gatewaySchema = { provide: GATEWAY_SCHEMA, useValue: settings.gatewaySchema };
    return {
      module: WebhookDispatcherModule,
      imports: [
        typedConfigModule(env),
        TypeOrmModule.forRoot(settings.database),
        KafkaModule.forRoot(),
        MetricsModule,
        DeliveryModule.forRoot(settings.delivery, [gatewaySchema]),
      ],
      controllers: [DispatchController, ConsumerHealthController],
      providers: [
        gatewaySchema,
        MessagesRepository,
        FanOutService,
        consumerTransportProvider(env, settings.consumer),
      ],
    };
  }
}
