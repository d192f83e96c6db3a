import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** The answer to POST .../adjustments: recorded (201) or already received (200). */
export class AdjustmentReceiptDto {
  @ApiProperty({
    example: '019a9a41-2b7c-7d1e-8f3a-4b5c6d7e8f90',
    description: 'The platform id of the adjustment (the original, on a 200).',
  })
  id!: string;

  @ApiProperty({ enum: ['recorded', 'already_received'], example: 'recorded' })
  status!: 'recorded' | 'already_received';

  @ApiProperty({ example: 'refund-7781' })
  adjustmentId!: string;

  @ApiProperty({ example: 'order-10023', description: 'The externalId of the event adjusted, as sent.' })
  externalId!: string;

  @ApiProperty({
    format: 'date-time',
    example: '2026-11-23T09:30:00.218Z',
    description: 'When the (original) adjustment was recorded.',
  })
  receivedAt!: string;

  @ApiPropertyOptional({
    example: false,
    description:
      'Only on already_received: true when this request carried different fields than the recorded original. The original is kept; nothing was changed.',
  })
  payloadDiffers?: boolean;
}
