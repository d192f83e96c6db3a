import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ADJUSTMENT_BODY_V1_SCHEMA, ADJUSTMENT_TYPES } from '@app/contracts';

const { adjustmentId, externalId, occurredAt, valueMinor, currency } = ADJUSTMENT_BODY_V1_SCHEMA.properties;
const [wholeNumber, digits] = valueMinor.oneOf;

/**
 * A conversion adjustment as integrators send it, as the OpenAPI document shows it: bounds,
 * patterns and formats come from the adjustment's JSON Schema (ADJUSTMENT_BODY_V1_SCHEMA in
 * @app/contracts), which adjustment-body.schema.ts validates with. Why each rule is what it is, is
 * in docs/api.md, "Adjustments". Unknown fields are rejected by name.
 */
export class CreateAdjustmentDto {
  @ApiProperty({
    example: 'refund-7781',
    minLength: adjustmentId.minLength,
    maxLength: adjustmentId.maxLength,
    description: 'Your unique id for this adjustment; a repeat is answered 200 and not recorded again.',
  })
  adjustmentId!: string;

  @ApiProperty({
    example: 'order-10023',
    minLength: externalId.minLength,
    maxLength: externalId.maxLength,
    description: 'The externalId of the event this adjusts; the event must be recorded already.',
  })
  externalId!: string;

  @ApiProperty({
    enum: [...ADJUSTMENT_TYPES],
    example: 'restatement',
    description:
      'retraction: the conversion no longer counts (its value goes to 0); restatement: a new value.',
  })
  type!: 'retraction' | 'restatement';

  @ApiProperty({
    format: occurredAt.format,
    example: '2026-11-23T10:29:00+01:00',
    description: 'When the adjustment happened: ISO 8601 date-time with an offset; stored in UTC.',
  })
  occurredAt!: string;

  @ApiPropertyOptional({
    oneOf: [
      { type: wholeNumber.type, minimum: wholeNumber.minimum },
      { type: digits.type, pattern: digits.pattern },
    ],
    example: 2999,
    description:
      'Restatement only (required there, refused on a retraction): the new value in minor units, as events send it.',
  })
  valueMinor?: number | string;

  @ApiPropertyOptional({
    example: 'EUR',
    pattern: currency.pattern,
    description: 'Restatement only (required there, refused on a retraction): ISO 4217 code, upper case.',
  })
  currency?: string;
}
