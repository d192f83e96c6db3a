import { Module } from '@nestjs/common';
import { WebhookCommandsPublisher } from './webhook-commands.publisher';
import { WebhookDeliveriesRepository } from './webhook-deliveries.repository';
import { WebhookDeliveriesService } from './webhook-deliveries.service';
import { WebhookEndpointsController } from './webhook-endpoints.controller';
import { WebhookEndpointsRepository } from './webhook-endpoints.repository';
import { WebhookEndpointsService } from './webhook-endpoints.service';
import { WebhookEventTypesController } from './webhook-event-types.controller';
import { WebhookMessagesController } from './webhook-messages.controller';

/**
 * Webhook endpoint management and the delivery log (docs/webhooks.md); settings, the dispatcher's
 * schema and the secret cipher from GatewaySettingsModule.
 */
@Module({
  controllers: [WebhookEndpointsController, WebhookMessagesController, WebhookEventTypesController],
  providers: [
    WebhookEndpointsRepository,
    WebhookDeliveriesRepository,
    WebhookCommandsPublisher,
    WebhookEndpointsService,
    WebhookDeliveriesService,
  ],
})
export class WebhooksModule {}
