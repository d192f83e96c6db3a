import { ApiProperty } from '@nestjs/swagger';
import { CurrencyValueDto } from './currency-value.dto';
import { NotCountedDto } from './not-counted.dto';
import { ReportDayDto } from './report-day.dto';

/** A campaign's totals, as the report projection keeps them (counts as numbers, money as strings). */
export class CampaignReportDto {
  @ApiProperty({ example: 'spring-sale' }) campaignId!: string;
  @ApiProperty({
    type: 'integer',
    example: 120,
    description: 'Events received for the campaign and decided.',
  })
  received!: number;
  @ApiProperty({ type: 'integer', example: 87 }) counted!: number;
  @ApiProperty({ type: NotCountedDto })
  notCounted!: NotCountedDto;
  @ApiProperty({
    type: [CurrencyValueDto],
    description: 'Value of counted conversions per currency, minor units as strings.',
  })
  valueByCurrency!: CurrencyValueDto[];
  @ApiProperty({ type: [ReportDayDto], description: 'By the UTC day the events occurred.' })
  daily!: ReportDayDto[];
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) updatedAt!: string | null;
}
