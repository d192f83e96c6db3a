import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/**
 * A conversion event as integrators send it, as the OpenAPI document shows it. The rules are
 * checked by event-body.schema.ts (a compiled JSON Schema, kept in step with this class by its
 * spec); why each rule is what it is, is in docs/api.md. Unknown fields are rejected by name, so a
 * typo never passes silently.
 */
export class CreateEventDto {
  @ApiProperty({
    example: 'order_paid',
    minLength: 1,
    maxLength: 100,
    description: 'The event name; campaigns list which names are goals.',
  })
  name!: string;

  @ApiProperty({
    format: 'date-time',
    example: '2026-11-21T14:03:00+01:00',
    description: 'When it happened: ISO 8601 date-time with an offset (Z or ±hh:mm); stored in UTC.',
  })
  occurredAt!: string;

  @ApiProperty({
    example: 'contact_42',
    minLength: 1,
    maxLength: 128,
    description: 'Your id for the person who converted.',
  })
  contactId!: string;

  @ApiPropertyOptional({
    example: 'spring-sale',
    minLength: 1,
    maxLength: 128,
    description: 'The campaign to attribute to.',
  })
  campaignId?: string;

  @ApiPropertyOptional({
    oneOf: [
      { type: 'integer', minimum: 0 },
      { type: 'string', pattern: '^[0-9]{1,19}$' },
    ],
    example: 4999,
    description:
      'Value in minor units (cents): an integer, or a string of digits beyond 2^53. Requires currency.',
  })
  valueMinor?: number | string;

  @ApiPropertyOptional({
    example: 'EUR',
    pattern: '^[A-Z]{3}$',
    description: 'ISO 4217 code, upper case. Requires valueMinor.',
  })
  currency?: string;

  @ApiProperty({
    example: 'order-10023',
    minLength: 1,
    maxLength: 200,
    description: 'Your unique id for this event; a repeat is answered 200 and not recorded again.',
  })
  externalId!: string;
}
