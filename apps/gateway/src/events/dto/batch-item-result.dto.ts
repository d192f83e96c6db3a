import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { FieldErrorDto } from '../../openapi/field-error.dto';

/** One item of a batch answer, at the same position as the event it answers. */
export class BatchItemResultDto {
  @ApiProperty({ type: 'integer', example: 0 })
  index!: number;

  @ApiProperty({ enum: ['recorded', 'already_received', 'rejected'] })
  status!: 'recorded' | 'already_received' | 'rejected';

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'order-10023',
    description: "The item's externalId; null when a rejected item has none that is a string.",
  })
  externalId!: string | null;

  @ApiPropertyOptional({ example: '019a8e2c-6a1f-7c3e-9d2a-6f1e2b3c4d5e' })
  id?: string;

  @ApiPropertyOptional({ format: 'date-time', example: '2026-11-21T13:03:00.412Z' })
  receivedAt?: string;

  @ApiPropertyOptional()
  payloadDiffers?: boolean;

  @ApiPropertyOptional({
    type: [FieldErrorDto],
    description: 'Only on rejected: every problem with this item.',
  })
  errors?: FieldErrorDto[];
}
