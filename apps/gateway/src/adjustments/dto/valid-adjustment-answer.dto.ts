import { ApiProperty } from '@nestjs/swagger';
import { ValidAnswerDto } from '../../recording/dto/valid-answer.dto';

/**
 * The answer to POST .../adjustments?validateOnly=true (docs/api.md#test-mode): an events'
 * validateOnly answer with the adjustmentId. An unknown externalId is still a 404.
 */
export class ValidAdjustmentAnswerDto extends ValidAnswerDto {
  @ApiProperty({ example: 'refund-7781' })
  adjustmentId!: string;
}
