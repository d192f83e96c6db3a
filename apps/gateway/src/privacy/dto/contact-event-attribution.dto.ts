import { ApiProperty } from '@nestjs/swagger';

/** The attribution service's decision about one of the contact's events. */
export class ContactEventAttributionDto {
  @ApiProperty({ example: true }) counted!: boolean;
  @ApiProperty({ example: 'counted', description: 'The reason code (docs/attribution.md).' }) reason!: string;
  @ApiProperty({ example: 'Counted for campaign "spring-sale": "order_paid" is one of its goals.' })
  message!: string;
  @ApiProperty({ format: 'date-time' }) decidedAt!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    pattern: '^[0-9]{1,19}$',
    description:
      'A counted conversion\'s value now, after its applied adjustments ("0" once retracted); null when not counted or sent without value.',
  })
  netValueMinor!: string | null;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When a retraction was applied; null when none was.',
  })
  retractedAt!: string | null;
}
