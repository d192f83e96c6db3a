import { ApiProperty } from '@nestjs/swagger';
import { SuppressedAnswerDto } from '../../recording/dto/suppressed-answer.dto';

/**
 * The 202 of POST .../adjustments when the adjusted event's contact is suppressed
 * (docs/api.md#suppression): an events' suppressed answer with the adjustmentId. Nothing recorded.
 */
export class SuppressedAdjustmentAnswerDto extends SuppressedAnswerDto {
  @ApiProperty({ example: 'refund-7781' })
  adjustmentId!: string;
}
