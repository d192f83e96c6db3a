import { ApiProperty } from '@nestjs/swagger';
import { CampaignEntity } from '@app/database';
import { CAMPAIGN_STATUSES, COUNTING_MODES } from './put-campaign.dto';

/** A campaign as the API shows it. */
export class CampaignDto {
  @ApiProperty({ example: 'spring-sale' }) id!: string;
  @ApiProperty({ example: 'Spring sale' }) name!: string;
  @ApiProperty({ enum: CAMPAIGN_STATUSES }) status!: string;
  @ApiProperty({ format: 'date-time', example: '2026-03-01T00:00:00.000Z' }) startsAt!: string;
  @ApiProperty({ nullable: true, type: String, format: 'date-time', example: '2026-03-31T23:59:59.000Z' })
  endsAt!: string | null;
  @ApiProperty({
    nullable: true,
    type: String,
    format: 'date-time',
    description: 'When the status became ended.',
  })
  endedAt!: string | null;
  @ApiProperty({ example: ['order_paid'] }) goals!: string[];
  @ApiProperty({ type: 'integer', example: 7 }) attributionWindowDays!: number;
  @ApiProperty({ enum: COUNTING_MODES }) countingMode!: string;
  @ApiProperty({ type: 'integer', example: 1, description: 'Grows by one on every change.' })
  version!: number;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;

  static from(row: CampaignEntity): CampaignDto {
    return Object.assign(new CampaignDto(), {
      id: row.id,
      name: row.name,
      status: row.status,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt?.toISOString() ?? null,
      endedAt: row.endedAt?.toISOString() ?? null,
      goals: row.goals,
      attributionWindowDays: row.attributionWindowDays,
      countingMode: row.countingMode,
      version: row.version,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    });
  }
}
