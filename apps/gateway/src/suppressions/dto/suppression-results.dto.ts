import { ApiProperty } from '@nestjs/swagger';
import { SuppressionResultDto } from './suppression-result.dto';

/** The answer to POST .../suppressions: one result per distinct contactId, in the order first sent. */
export class SuppressionResultsDto {
  @ApiProperty({ type: [SuppressionResultDto] })
  results!: SuppressionResultDto[];
}
