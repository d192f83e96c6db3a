import { ApiProperty } from '@nestjs/swagger';
import { BatchItemResultDto } from '../../recording/dto/batch-item-result.dto';
import { BatchSummaryDto } from '../../recording/dto/batch-summary.dto';

export class BatchResultDto {
  @ApiProperty({ type: [BatchItemResultDto] })
  results!: BatchItemResultDto[];

  @ApiProperty({ type: BatchSummaryDto })
  summary!: BatchSummaryDto;
}
