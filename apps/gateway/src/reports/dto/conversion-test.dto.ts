import { ApiProperty } from '@nestjs/swagger';
import { PanelSubmissionDto } from './panel-submission.dto';

/** The conversion test panel: the most recently received submission and what became of it. */
export class ConversionTestDto {
  @ApiProperty() campaignId!: string;
  @ApiProperty({
    type: PanelSubmissionDto,
    nullable: true,
    description:
      'The most recently received submission, live or test (see `test`); null until the campaign receives one (or after its only submissions, test ones, were deleted by test-data retention).',
  })
  latest!: PanelSubmissionDto | null;
}
