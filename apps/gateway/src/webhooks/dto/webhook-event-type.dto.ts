import { ApiProperty } from '@nestjs/swagger';
import { WEBHOOK_EVENT_TYPES } from '@app/webhooks';

/** One event type of the catalog. */
export class WebhookEventTypeDto {
  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES }) type!: string;
  @ApiProperty() description!: string;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'JSON Schema (draft 2020-12) of the whole payload: { type, timestamp, data }.',
  })
  schema!: object;
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'A payload of this type.' })
  example!: object;
}
