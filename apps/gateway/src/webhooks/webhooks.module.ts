import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { GatewayEnv } from '@app/config';
import { SecretCipher } from '@app/webhooks';
import { WebhookCommandsPublisher } from './webhook-commands.publisher';
import { WebhookDeliveriesRepository } from './webhook-deliveries.repository';
import { WebhookDeliveriesService } from './webhook-deliveries.service';
import { WebhookEndpointsController } from './webhook-endpoints.controller';
import { WebhookEndpointsRepository } from './webhook-endpoints.repository';
import { WebhookEndpointsService } from './webhook-endpoints.service';
import { WebhookEventTypesController } from './webhook-event-types.controller';
import { WebhookMessagesController } from './webhook-messages.controller';
import {
  DISPATCHER_SCHEMA,
  dispatcherSchema,
  secretCipher,
  WEBHOOK_SETTINGS,
  webhookSettings,
} from './webhook-settings';

const env = (config: ConfigService<GatewayEnv, true>) => ({
  WEBHOOK_ALLOW_HTTP: config.get('WEBHOOK_ALLOW_HTTP', { infer: true }),
  WEBHOOK_MAX_ENDPOINTS: config.get('WEBHOOK_MAX_ENDPOINTS', { infer: true }),
  WEBHOOK_SECRET_KEYS: config.get('WEBHOOK_SECRET_KEYS', { infer: true }),
  WEBHOOK_SECRET_KEY_ID: config.get('WEBHOOK_SECRET_KEY_ID', { infer: true }),
  DATABASE_SCHEMA_PREFIX: config.get('DATABASE_SCHEMA_PREFIX', { infer: true }),
});

/** Webhook endpoint management and the delivery log (DESIGN.md section 5, the API). */
@Module({
  controllers: [WebhookEndpointsController, WebhookMessagesController, WebhookEventTypesController],
  providers: [
    {
      provide: SecretCipher,
      inject: [ConfigService],
      useFactory: (c: ConfigService<GatewayEnv, true>) => secretCipher(env(c)),
    },
    {
      provide: WEBHOOK_SETTINGS,
      inject: [ConfigService],
      useFactory: (c: ConfigService<GatewayEnv, true>) => webhookSettings(env(c)),
    },
    {
      provide: DISPATCHER_SCHEMA,
      inject: [ConfigService],
      useFactory: (c: ConfigService<GatewayEnv, true>) => dispatcherSchema(env(c)),
    },
    WebhookEndpointsRepository,
    WebhookDeliveriesRepository,
    WebhookCommandsPublisher,
    WebhookEndpointsService,
    WebhookDeliveriesService,
  ],
})
export class WebhooksModule {}
