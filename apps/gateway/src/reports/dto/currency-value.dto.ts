import { ApiProperty } from '@nestjs/swagger';

/** The value of a campaign's counted conversions in one currency. */
export class CurrencyValueDto {
  @ApiProperty({ example: 'EUR', pattern: '^[A-Z]{3}$', description: 'ISO 4217 code.' })
  currency!: string;

  @ApiProperty({
    example: '434913',
    pattern: '^[0-9]+$',
    description: 'Minor units as a decimal string: a sum can exceed 2^53.',
  })
  valueMinor!: string;
}
