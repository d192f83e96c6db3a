import { ApiPropertyOptional } from '@nestjs/swagger';
import { ENDPOINT_URL_MAX_LENGTH, WEBHOOK_EVENT_TYPES } from '@app/webhooks';
import {
  DESCRIPTION_MAX_LENGTH,
  DescriptionField,
  EnabledField,
  EventTypesField,
  IncludeTestEventsField,
  UrlField,
} from './endpoint-fields';

/** PATCH .../webhook-endpoints/{endpointId}: the fields given change, the others stay. */
export class UpdateWebhookEndpointDto {
  @ApiPropertyOptional({
    example: 'https://shop.example.com/webhooks/v2',
    maxLength: ENDPOINT_URL_MAX_LENGTH,
  })
  @UrlField(false)
  url?: string;

  @ApiPropertyOptional({ example: 'Order system (v2)', maxLength: DESCRIPTION_MAX_LENGTH })
  @DescriptionField()
  description?: string;

  @ApiPropertyOptional({
    enum: WEBHOOK_EVENT_TYPES,
    isArray: true,
    example: [],
    description: 'Replaces the list; [] means every type.',
  })
  @EventTypesField()
  eventTypes?: string[];

  @ApiPropertyOptional({
    example: true,
    description:
      'true: test traffic is sent too (from messages made after the change), marked `"test": true`; false: live traffic only.',
  })
  @IncludeTestEventsField()
  includeTestEvents?: boolean;

  @ApiPropertyOptional({
    example: true,
    description:
      'false stops deliveries; true resumes them, also after the platform disabled the endpoint (410, or failing for too long).',
  })
  @EnabledField()
  enabled?: boolean;
}
