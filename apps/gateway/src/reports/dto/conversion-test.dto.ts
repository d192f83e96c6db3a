import { ApiProperty } from '@nestjs/swagger';
import { PanelSubmissionDto } from './panel-submission.dto';

/** The conversion test panel: the most recently received submission and what became of it. */
export class ConversionTestDto {
  @ApiProperty() campaignId!: string;
  @ApiProperty({
    type: PanelSubmissionDto,
    nullable: true,
    description: 'null until the campaign receives an event.',
  })
  latest!: PanelSubmissionDto | null;
}
