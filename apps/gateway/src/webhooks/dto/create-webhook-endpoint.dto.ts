import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ENDPOINT_URL_MAX_LENGTH, WEBHOOK_EVENT_TYPES } from '@app/webhooks';
import {
  DESCRIPTION_MAX_LENGTH,
  DescriptionField,
  EventTypesField,
  IncludeTestEventsField,
  UrlField,
} from './endpoint-fields';

/** POST .../webhook-endpoints: where to send, and which event types. */
export class CreateWebhookEndpointDto {
  @ApiProperty({
    example: 'https://shop.example.com/webhooks/conversions',
    maxLength: ENDPOINT_URL_MAX_LENGTH,
    description:
      'Absolute https URL (http only where the operator allows it), without user name, password or #fragment.',
  })
  @UrlField(true)
  url!: string;

  @ApiPropertyOptional({ example: 'Order system', maxLength: DESCRIPTION_MAX_LENGTH, default: '' })
  @DescriptionField()
  description?: string;

  @ApiPropertyOptional({
    enum: WEBHOOK_EVENT_TYPES,
    isArray: true,
    example: ['conversion.counted'],
    default: [],
    description: 'The types this endpoint receives; empty or left out: every type.',
  })
  @EventTypesField()
  eventTypes?: string[];

  @ApiPropertyOptional({
    example: false,
    default: false,
    description:
      'Also send test traffic: events and adjustments sent with a test key, and their outcomes, each payload marked `"test": true` (docs/webhooks.md#test-traffic). false: live traffic only.',
  })
  @IncludeTestEventsField()
  includeTestEvents?: boolean;
}
