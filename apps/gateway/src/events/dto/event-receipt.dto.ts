import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** The answer to POST .../events: recorded (201) or already received (200). */
export class EventReceiptDto {
  @ApiProperty({
    example: '019a8e2c-6a1f-7c3e-9d2a-6f1e2b3c4d5e',
    description: 'The platform id of the event (the original, on a 200).',
  })
  id!: string;

  @ApiProperty({ enum: ['recorded', 'already_received'], example: 'recorded' })
  status!: 'recorded' | 'already_received';

  @ApiProperty({ example: 'order-10023' })
  externalId!: string;

  @ApiProperty({
    format: 'date-time',
    example: '2026-11-21T13:03:00.412Z',
    description: 'When the (original) event was recorded.',
  })
  receivedAt!: string;

  @ApiPropertyOptional({
    example: true,
    description:
      'Only on already_received: true when this request carried different fields than the recorded original. The original is kept; nothing was changed.',
  })
  payloadDiffers?: boolean;
}
