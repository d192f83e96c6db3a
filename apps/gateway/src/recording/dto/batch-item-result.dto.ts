/** The answer to one batch item: events answer with it, adjustments extend it. */
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { FieldErrorDto } from '../../openapi/field-error.dto';

/** One item of a batch answer, at the same position as the item it answers. */
export class BatchItemResultDto {
  @ApiProperty({ type: 'integer', example: 0 })
  index!: number;

  @ApiProperty({
    enum: ['recorded', 'already_received', 'rejected', 'suppressed', 'valid'],
    description:
      'suppressed: the contact is on the suppression list (docs/api.md#suppression), nothing recorded, do not resend. valid: only with validateOnly=true (docs/api.md#test-mode), with wouldBe.',
  })
  status!: 'recorded' | 'already_received' | 'rejected' | 'suppressed' | 'valid';

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
    enum: ['recorded', 'already_received', 'suppressed'],
    description: 'Only on valid (validateOnly=true): what sending the item without the flag would do.',
  })
  wouldBe?: 'recorded' | 'already_received' | 'suppressed';

  @ApiPropertyOptional({
    type: [FieldErrorDto],
    description: 'Only on rejected: every problem with this item.',
  })
  errors?: FieldErrorDto[];
}
