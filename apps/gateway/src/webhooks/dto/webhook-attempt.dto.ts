import { ApiProperty } from '@nestjs/swagger';
import { AttemptRow } from '../webhook-deliveries.repository';

/** One attempt to deliver a message, as the receiver answered it. */
export class WebhookAttemptDto {
  @ApiProperty() attemptedAt!: string;
  @ApiProperty({
    nullable: true,
    type: Number,
    description: 'null when no HTTP answer came (timeout, refused).',
  })
  statusCode!: number | null;
  @ApiProperty({ example: 84 }) durationMs!: number;
  @ApiProperty({ nullable: true, type: String, description: 'Why the attempt failed; null on success.' })
  error!: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'The first 4 KiB of the response body.' })
  responseBody!: string | null;

  static from(row: AttemptRow): WebhookAttemptDto {
    return Object.assign(new WebhookAttemptDto(), {
      attemptedAt: row.attemptedAt.toISOString(),
      statusCode: row.statusCode,
      durationMs: row.durationMs,
      error: row.error,
      responseBody: row.responseBody,
    });
  }
}
