import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { typedConfigModule, WebhookDispatcherEnv } from '@app/config';
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
import { DispatchController } from './consumer/dispatch.controller';
import { DeliveryModule } from './delivery/delivery.module';
import { FanOutService } from './messages/fan-out.service';
import { GATEWAY_SCHEMA } from './gateway-schema';
import { MessagesRepository } from './messages/messages.repository';
import { OperationalNotices } from './messages/operational-notices';
import { ErasureRepository } from './privacy/erasure.repository';
import { MessageRetentionRepository } from './retention/message-retention.repository';
import { webhookDispatcherSettings } from './webhook-dispatcher-settings';

/**
 * The webhook dispatcher: turns recorded events, attribution decisions, adjustment decisions,
 * erasure notices and the API's requests into messages and deliveries (consumer/, messages/), and
 * delivers them, signed, with retries, from the database (delivery/), deletes old test traffic
 * and each workspace's delivery log past its retention (retention/), and erases contacts'
 * messages on the gateway's erasure commands (privacy/).
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
      controllers: [DispatchController, ErasureCommandsController, ConsumerHealthController],
      providers: [
        gatewaySchema,
        MessagesRepository,
        OperationalNotices,
        FanOutService,
        MessageRetentionRepository,
        {
          provide: TEST_DATA_STEPS,
          useFactory: (messages: MessageRetentionRepository) => messages.testDataSteps,
          inject: [MessageRetentionRepository],
        },
        { provide: TEST_DATA_RETENTION, useValue: settings.testData },
        TestDataRetention,
        {
          provide: WORKSPACE_RETENTION_STEPS,
          useFactory: (messages: MessageRetentionRepository) => messages.retentionSteps,
          inject: [MessageRetentionRepository],
        },
        { provide: WORKSPACE_RETENTION, useValue: settings.retention },
        WorkspaceRetention,
        consumerTransportProvider(env, settings.consumer),
        ...consumerPrivacyProviders(settings.privacy),
        ErasureRepository,
        {
          provide: ERASURE_STEPS,
          useFactory: (repository: ErasureRepository) => repository.erasure,
          inject: [ErasureRepository],
        },
      ],
    };
  }
}
