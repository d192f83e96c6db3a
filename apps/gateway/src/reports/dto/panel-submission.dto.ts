import { ApiProperty } from '@nestjs/swagger';

/** One submission as the panel shows it. */
export class PanelSubmissionDto {
  @ApiProperty() eventId!: string;
  @ApiProperty() externalId!: string;
  @ApiProperty() name!: string;
  @ApiProperty() receivedAt!: string;
  @ApiProperty({ enum: ['pending', 'counted', 'not_counted'] }) status!: string;
  @ApiProperty({ nullable: true, type: String }) reason!: string | null;
  @ApiProperty({ nullable: true, type: String }) message!: string | null;
}
