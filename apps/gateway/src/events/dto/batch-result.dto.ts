import { ApiProperty } from '@nestjs/swagger';
import { BatchItemResultDto } from './batch-item-result.dto';
import { BatchSummaryDto } from './batch-summary.dto';

export class BatchResultDto {
  @ApiProperty({ type: [BatchItemResultDto] })
  results!: BatchItemResultDto[];

  @ApiProperty({ type: BatchSummaryDto })
  summary!: BatchSummaryDto;
}
