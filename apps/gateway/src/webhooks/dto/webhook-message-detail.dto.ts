import { ApiProperty } from '@nestjs/swagger';
import { AttemptRow, DeliveryWithBody, MAX_ATTEMPTS_SHOWN } from '../webhook-deliveries.repository';
import { WebhookAttemptDto } from './webhook-attempt.dto';
import { WebhookMessageDto } from './webhook-message.dto';

/** One message with the payload sent and its attempts. */
export class WebhookMessageDetailDto extends WebhookMessageDto {
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'The payload as sent ({ type, timestamp, data }), the same on every attempt.',
  })
  payload!: unknown;

  @ApiProperty({
    type: [WebhookAttemptDto],
    description: `Oldest first; the latest ${MAX_ATTEMPTS_SHOWN} when there were more (attemptCount tells how many).`,
  })
  attempts!: WebhookAttemptDto[];

  static fromDelivery(row: DeliveryWithBody, attempts: AttemptRow[]): WebhookMessageDetailDto {
    return Object.assign(new WebhookMessageDetailDto(), WebhookMessageDto.fields(row), {
      payload: JSON.parse(row.body) as unknown,
      attempts: attempts.map((a) => WebhookAttemptDto.from(a)),
    });
  }
}
