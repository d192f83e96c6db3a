import { ApiProperty } from '@nestjs/swagger';
import { WebhookAttemptDto } from '../../webhooks/dto/webhook-attempt.dto';

/** A message's delivery to one endpoint, with its latest attempts. */
export class ContactWebhookDeliveryDto {
  @ApiProperty({ example: 'ep_2QxVh3kLmN8pR4sT6uW9yZ' }) endpointId!: string;
  @ApiProperty({ enum: ['pending', 'delivered', 'failing', 'failed'] }) status!: string;
  @ApiProperty({ example: 1 }) attemptCount!: number;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastAttemptAt!: string | null;
  @ApiProperty({ type: String, nullable: true }) lastError!: string | null;
  @ApiProperty({
    type: [WebhookAttemptDto],
    description: 'Oldest first; the latest 20 when there were more (attemptCount tells how many).',
  })
  attempts!: WebhookAttemptDto[];
}
