import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsIn, IsOptional, IsString, Length, Matches, ValidateBy } from 'class-validator';

/** ISO 4217 codes from the runtime's ICU data: a maintained list, not one typed by hand. */
export const CURRENCIES: readonly string[] = Intl.supportedValuesOf('currency');

/** No control characters (length is checked on its own). */
const PRINTABLE = /^[^\p{Cc}]*$/u;
const BIGINT_MAX = 9223372036854775807n;

/** valueMinor: a non-negative integer in bigint range, as a JSON integer or a string of digits. */
function isMinorUnits(value: unknown): boolean {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0;
  if (typeof value === 'string' && /^\d{1,19}$/.test(value)) return BigInt(value) <= BIGINT_MAX;
  return false;
}

/**
 * A conversion event as integrators send it. The rules, and why, are in docs/api.md. Unknown
 * fields are rejected by name (the global whitelist), so a typo never passes silently.
 */
export class CreateEventDto {
  @ApiProperty({
    example: 'order_paid',
    minLength: 1,
    maxLength: 100,
    description: 'The event name; campaigns list which names are goals.',
  })
  @IsDefined({ message: 'name is required: the event name, such as "order_paid".' })
  @Matches(PRINTABLE, { message: 'name must not contain control characters.' })
  @Length(1, 100, { message: 'name must be 1 to 100 characters.' })
  @IsString({ message: 'name must be a string, such as "order_paid".' })
  name!: string;

  @ApiProperty({
    format: 'date-time',
    example: '2026-11-21T14:03:00+01:00',
    description: 'When it happened: ISO 8601 date-time with an offset (Z or ±hh:mm); stored in UTC.',
  })
  @IsDefined({ message: 'occurredAt is required: when the event happened, such as "2026-11-21T14:03:00Z".' })
  @Matches(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/, {
    message:
      'occurredAt must be an ISO 8601 date-time with an offset, such as "2026-11-21T14:03:00Z" or "2026-11-21T15:03:00+01:00".',
  })
  @IsString({
    message:
      'occurredAt must be a string: an ISO 8601 date-time with an offset, such as "2026-11-21T14:03:00Z".',
  })
  occurredAt!: string;

  @ApiProperty({
    example: 'contact_42',
    minLength: 1,
    maxLength: 128,
    description: 'Your id for the person who converted.',
  })
  @IsDefined({ message: 'contactId is required: your id for the person who converted.' })
  @Matches(PRINTABLE, { message: 'contactId must not contain control characters.' })
  @Length(1, 128, { message: 'contactId must be 1 to 128 characters.' })
  @IsString({ message: 'contactId must be a string.' })
  contactId!: string;

  @ApiPropertyOptional({
    example: 'spring-sale',
    minLength: 1,
    maxLength: 128,
    description: 'The campaign to attribute to.',
  })
  @IsOptional()
  @Matches(PRINTABLE, { message: 'campaignId must not contain control characters.' })
  @Length(1, 128, { message: 'campaignId must be 1 to 128 characters.' })
  @IsString({ message: 'campaignId must be a string, or left out.' })
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
  @IsOptional()
  @ValidateBy({
    name: 'isMinorUnits',
    validator: {
      validate: isMinorUnits,
      defaultMessage: () =>
        'valueMinor must be a whole, non-negative number of minor units (4999 for 49.99), at most 9223372036854775807; send it as a string beyond 9007199254740991.',
    },
  })
  valueMinor?: number | string;

  @ApiPropertyOptional({
    example: 'EUR',
    pattern: '^[A-Z]{3}$',
    description: 'ISO 4217 code, upper case. Requires valueMinor.',
  })
  @IsOptional()
  @IsIn(CURRENCIES, { message: 'currency must be an ISO 4217 code in upper case, such as "EUR" or "USD".' })
  currency?: string;

  @ApiProperty({
    example: 'order-10023',
    minLength: 1,
    maxLength: 200,
    description: 'Your unique id for this event; a repeat is answered 200 and not recorded again.',
  })
  @IsDefined({ message: 'externalId is required: your unique id for this event, such as an order number.' })
  @Matches(PRINTABLE, { message: 'externalId must not contain control characters.' })
  @Length(1, 200, { message: 'externalId must be 1 to 200 characters.' })
  @IsString({ message: 'externalId must be a string.' })
  externalId!: string;
}
