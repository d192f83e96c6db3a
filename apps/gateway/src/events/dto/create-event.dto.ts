import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { EVENT_BODY_V1_SCHEMA, lengthBounds } from '@app/contracts';

const { occurredAt, valueMinor, currency } = EVENT_BODY_V1_SCHEMA.properties;
const [wholeNumber, digits] = valueMinor.oneOf;

/**
 * A conversion event as integrators send it, as the OpenAPI document shows it: bounds, patterns
 * and formats come from the event's JSON Schema (EVENT_BODY_V1_SCHEMA in @app/contracts), which
 * event-body.schema.ts validates with; the examples and descriptions are the document's own. Why
 * each rule is what it is, is in docs/api.md. Unknown fields are rejected by name, so a typo never
 * passes silently.
 */
export class CreateEventDto {
  @ApiProperty({
    example: 'order_paid',
    ...lengthBounds('name'),
    description: 'The event name; campaigns list which names are goals.',
  })
  name!: string;

  @ApiProperty({
    format: occurredAt.format,
    example: '2026-11-21T14:03:00+01:00',
    description: 'When it happened: ISO 8601 date-time with an offset (Z or ±hh:mm); stored in UTC.',
  })
  occurredAt!: string;

  @ApiProperty({
    example: 'contact_42',
    ...lengthBounds('contactId'),
    description: 'Your id for the person who converted.',
  })
  contactId!: string;

  @ApiPropertyOptional({
    example: 'spring-sale',
    ...lengthBounds('campaignId'),
    description: 'The campaign to attribute to.',
  })
  campaignId?: string;

  @ApiPropertyOptional({
    // The integer's upper bound (2^53 - 1) is told in the description, not as a keyword.
    oneOf: [
      { type: wholeNumber.type, minimum: wholeNumber.minimum },
      { type: digits.type, pattern: digits.pattern },
    ],
    example: 4999,
    description:
      'Value in minor units (cents): an integer, or a string of digits beyond 2^53. Requires currency.',
  })
  valueMinor?: number | string;

  @ApiPropertyOptional({
    example: 'EUR',
    pattern: currency.pattern,
    description: 'ISO 4217 code, upper case. Requires valueMinor.',
  })
  currency?: string;

  @ApiProperty({
    example: 'order-10023',
    ...lengthBounds('externalId'),
    description: 'Your unique id for this event; a repeat is answered 200 and not recorded again.',
  })
  externalId!: string;
}
