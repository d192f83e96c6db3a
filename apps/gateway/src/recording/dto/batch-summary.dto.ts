/** The counts of a batch answer: events answer with them, adjustments add notFound. */
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/**
 * How many items got each status: recorded/alreadyReceived/rejected/suppressed, or valid/rejected
 * with validateOnly.
 */
export class BatchSummaryDto {
  @ApiPropertyOptional({ type: 'integer', description: 'Absent with validateOnly=true.' }) recorded?: number;
  @ApiPropertyOptional({ type: 'integer', description: 'Absent with validateOnly=true.' })
  alreadyReceived?: number;
  @ApiProperty({ type: 'integer' }) rejected!: number;
  @ApiPropertyOptional({
    type: 'integer',
    description:
      'Items whose contact is suppressed (docs/api.md#suppression): nothing recorded. Absent with validateOnly=true (there, they are valid with wouldBe suppressed).',
  })
  suppressed?: number;
  @ApiPropertyOptional({
    type: 'integer',
    description: 'Only with validateOnly=true (docs/api.md#test-mode): items that passed every check.',
  })
  valid?: number;
}
