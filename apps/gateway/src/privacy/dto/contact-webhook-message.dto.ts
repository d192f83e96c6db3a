import { ApiProperty } from '@nestjs/swagger';
import { ContactWebhookDeliveryDto } from './contact-webhook-delivery.dto';

/** A webhook message whose payload names the contact, with its deliveries. */
export class ContactWebhookMessageDto {
  @ApiProperty({ example: 'msg_7bN2cD4eF6gH8jK0mP2rS4' }) id!: string;
  @ApiProperty({
    example: 'event.recorded',
    description: 'The webhook event type (GET /v1/webhook-event-types).',
  })
  type!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty() test!: boolean;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'The payload as sent ({ type, timestamp, data }).',
  })
  payload!: unknown;
  @ApiProperty({ type: [ContactWebhookDeliveryDto] }) deliveries!: ContactWebhookDeliveryDto[];
}
