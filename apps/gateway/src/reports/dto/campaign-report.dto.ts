import { ApiProperty } from '@nestjs/swagger';
import { CurrencyValueDto } from './currency-value.dto';
import { NotCountedDto } from './not-counted.dto';
import { ReportDayDto } from './report-day.dto';

/**
 * A campaign's totals, as the report projection keeps them (counts as numbers, money as strings).
 * Live traffic only: events and adjustments sent with a test key never count here.
 */
export class CampaignReportDto {
  @ApiProperty({ example: 'spring-sale' }) campaignId!: string;
  @ApiProperty({
    type: 'integer',
    example: 120,
    description:
      'Live events received for the campaign and decided (reports are live only: test-key events and adjustments never count in any field).',
  })
  received!: number;
  @ApiProperty({
    type: 'integer',
    example: 87,
    description: 'Of those, the ones counted as conversions (gross: retractions do not change it).',
  })
  counted!: number;
  @ApiProperty({
    type: 'integer',
    example: 3,
    description: 'Counted conversions since retracted by a conversion adjustment.',
  })
  retracted!: number;
  @ApiProperty({ type: 'integer', example: 84, description: 'counted - retracted.' })
  netCounted!: number;
  @ApiProperty({ type: NotCountedDto })
  notCounted!: NotCountedDto;
  @ApiProperty({
    type: [CurrencyValueDto],
    description:
      'Value of counted conversions per currency, minor units as strings, as they were sent (gross: adjustments do not change it).',
  })
  valueByCurrency!: CurrencyValueDto[];
  @ApiProperty({
    type: [CurrencyValueDto],
    example: [{ currency: 'EUR', valueMinor: '421413' }],
    description:
      'The same currencies as valueByCurrency, after retractions (a value goes to 0) and restatements (the new value); equal to valueByCurrency while nothing was adjusted.',
  })
  netValueByCurrency!: CurrencyValueDto[];
  @ApiProperty({ type: [ReportDayDto], description: 'By the UTC day the events occurred.' })
  daily!: ReportDayDto[];
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) updatedAt!: string | null;
}
