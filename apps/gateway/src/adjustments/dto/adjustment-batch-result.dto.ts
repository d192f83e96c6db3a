import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { BatchItemResultDto } from '../../recording/dto/batch-item-result.dto';
import { BatchSummaryDto } from '../../recording/dto/batch-summary.dto';
import { FieldErrorDto } from '../../openapi/field-error.dto';

/**
 * One item of an adjustments batch answer, at the same position as the adjustment it answers: an
 * events batch item's fields, its adjustmentId, and the not_found status.
 */
export class AdjustmentBatchItemResultDto extends OmitType(BatchItemResultDto, [
  'status',
  'errors',
] as const) {
  @ApiProperty({
    enum: ['recorded', 'already_received', 'rejected', 'not_found', 'suppressed', 'valid'],
    description:
      "suppressed: the adjusted event's contact is on the suppression list (docs/api.md#suppression), nothing recorded, do not resend. valid: only with validateOnly=true (docs/api.md#test-mode), with wouldBe.",
  })
  status!: 'recorded' | 'already_received' | 'rejected' | 'not_found' | 'suppressed' | 'valid';

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'refund-7781',
    description: "The item's adjustmentId; null when a rejected item has none that is a string.",
  })
  adjustmentId!: string | null;

  @ApiPropertyOptional({
    type: [FieldErrorDto],
    description:
      'Only on rejected (every problem with this item) and not_found (one error, code event_not_found, on externalId).',
  })
  errors?: FieldErrorDto[];
}

/** How many items got each status (with validateOnly: valid, rejected and notFound). */
export class AdjustmentBatchSummaryDto extends BatchSummaryDto {
  @ApiProperty({ type: 'integer' }) notFound!: number;
}

export class AdjustmentBatchResultDto {
  @ApiProperty({ type: [AdjustmentBatchItemResultDto] })
  results!: AdjustmentBatchItemResultDto[];

  @ApiProperty({ type: AdjustmentBatchSummaryDto })
  summary!: AdjustmentBatchSummaryDto;
}
