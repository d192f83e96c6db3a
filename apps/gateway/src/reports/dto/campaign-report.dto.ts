import { ApiProperty } from '@nestjs/swagger';

/** A campaign's totals, as the report projection keeps them (counts as numbers, money as strings). */
export class CampaignReportDto {
  @ApiProperty({ example: 'spring-sale' }) campaignId!: string;
  @ApiProperty({ example: 120, description: 'Events received for the campaign and decided.' })
  received!: number;
  @ApiProperty({ example: 87 }) counted!: number;
  @ApiProperty({ example: { total: 33, byReason: { not_a_goal_event: 30, outside_campaign_period: 3 } } })
  notCounted!: { total: number; byReason: Record<string, number> };
  @ApiProperty({
    example: [{ currency: 'EUR', valueMinor: '434913' }],
    description: 'Value of counted conversions per currency, minor units as strings.',
  })
  valueByCurrency!: { currency: string; valueMinor: string }[];
  @ApiProperty({
    example: [{ day: '2026-03-02', received: 40, counted: 31 }],
    description: 'By the UTC day the events occurred.',
  })
  daily!: { day: string; received: number; counted: number }[];
  @ApiProperty({ nullable: true, type: String }) updatedAt!: string | null;
}
