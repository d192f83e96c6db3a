import { ApiProperty } from '@nestjs/swagger';
import { WEBHOOK_EVENT_TYPES } from '@app/webhooks';
import { effectiveState } from '../webhook-rules';
import { EndpointRow } from '../webhook-endpoints.repository';

/** A webhook endpoint as the API shows it: never its secret. */
export class WebhookEndpointDto {
  @ApiProperty({ example: 'ep_2QxVh3kLmN8pR4sT6uW9yZ' }) id!: string;
  @ApiProperty({ example: 'https://shop.example.com/webhooks/conversions' }) url!: string;
  @ApiProperty({ example: 'Order system' }) description!: string;
  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES, isArray: true, description: 'Empty: every type.' })
  eventTypes!: string[];
  @ApiProperty({
    example: false,
    description:
      'Whether test traffic (events and adjustments sent with a test key, and their outcomes) is sent here too, marked `"test": true`.',
  })
  includeTestEvents!: boolean;
  @ApiProperty({
    description:
      'Whether deliveries are made: false when disabled through the API, or by the platform (410, or no success for too long).',
  })
  enabled!: boolean;
  @ApiProperty({ nullable: true, type: String, example: null, description: 'Why enabled is false.' })
  disabledReason!: string | null;
  @ApiProperty({ nullable: true, type: String, example: null }) disabledAt!: string | null;
  @ApiProperty() createdAt!: string;
  @ApiProperty() updatedAt!: string;

  static from(row: EndpointRow): WebhookEndpointDto {
    const state = effectiveState(row);
    return Object.assign(new WebhookEndpointDto(), {
      id: row.id,
      url: row.url,
      description: row.description,
      eventTypes: row.eventTypes,
      includeTestEvents: row.includeTestEvents,
      enabled: state.enabled,
      disabledReason: state.disabledReason,
      disabledAt: state.disabledAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    });
  }
}
