import { ApiProperty } from '@nestjs/swagger';

/** The attribution service's decision about one adjustment of the contact's events. */
export class ContactAdjustmentDecisionDto {
  @ApiProperty({ example: true }) applied!: boolean;
  @ApiProperty({ example: 'applied', description: 'The reason code (docs/attribution.md#adjustments).' })
  reason!: string;
  @ApiProperty({ example: 'Applied: the conversion is now worth 2999 EUR.' }) message!: string;
  @ApiProperty({ format: 'date-time' }) decidedAt!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    pattern: '^[0-9]{1,19}$',
    description: 'The net value before it; null when not applied or without value.',
  })
  previousValueMinor!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    pattern: '^[0-9]{1,19}$',
    description: 'The net value after it; null when not applied or without value.',
  })
  netValueMinor!: string | null;
}
