import { ApiProperty } from '@nestjs/swagger';
import { CampaignDto } from './campaign.dto';

export class CampaignPageDto {
  @ApiProperty({ type: [CampaignDto] }) data!: CampaignDto[];
  @ApiProperty({
    nullable: true,
    type: String,
    description: 'Pass as `cursor` for the next page; null on the last.',
  })
  nextCursor!: string | null;
}
