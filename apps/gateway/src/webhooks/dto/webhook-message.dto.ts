import { ApiProperty } from '@nestjs/swagger';
import { WEBHOOK_EVENT_TYPES } from '@app/webhooks';
import { DeliveryRow } from '../webhook-deliveries.repository';
import { DELIVERY_STATUSES } from './list-messages.query';

/** One message of an endpoint's delivery log, with where its delivery stands. */
export class WebhookMessageDto {
  @ApiProperty({
    example: 'msg_7bN2cD4eF6gH8jK0mP2rS4',
    description: 'The webhook-id header of every attempt.',
  })
  id!: string;
  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES }) type!: string;
  @ApiProperty({
    enum: DELIVERY_STATUSES,
    description:
      'pending: not attempted yet; failing: failed, a retry is scheduled; delivered: a 2xx answer; failed: no retry left.',
  })
  status!: string;
  @ApiProperty({ example: 2 }) attemptCount!: number;
  @ApiProperty({ description: 'When the message was created for this endpoint.' }) createdAt!: string;
  @ApiProperty({ nullable: true, type: String }) lastAttemptAt!: string | null;
  @ApiProperty({
    nullable: true,
    type: String,
    description: 'When the next attempt is due (pending, failing).',
  })
  nextAttemptAt!: string | null;
  @ApiProperty({ nullable: true, type: String, example: 'answered 503' }) lastError!: string | null;

  static from(row: DeliveryRow): WebhookMessageDto {
    return Object.assign(new WebhookMessageDto(), WebhookMessageDto.fields(row));
  }

  protected static fields(row: DeliveryRow) {
    return {
      id: row.messageId,
      type: row.type,
      status: row.status,
      attemptCount: row.attemptCount,
      createdAt: row.createdAt.toISOString(),
      lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
      nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
      lastError: row.lastError,
    };
  }
}
