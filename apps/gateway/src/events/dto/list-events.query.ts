import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsISO8601, IsOptional, IsString, Length, Matches } from 'class-validator';
import { CursorField, ExternalIdFilterField, LimitField } from '../../recording/dto/list-query-fields';

const WITH_OFFSET = /T.*(Z|[+-]\d{2}:\d{2})$/;

export class ListEventsQuery {
  @ExternalIdFilterField() externalId?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @Length(1, 128) campaignId?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @Length(1, 128) contactId?: string;

  @ApiPropertyOptional({
    format: 'date-time',
    description: 'receivedAt at or after this ISO 8601 date-time (with offset).',
  })
  @IsOptional()
  @IsISO8601(
    { strict: true },
    { message: 'from must be an ISO 8601 date-time with an offset, such as 2026-11-01T00:00:00Z.' },
  )
  @Matches(WITH_OFFSET, {
    message: 'from must be an ISO 8601 date-time with an offset, such as 2026-11-01T00:00:00Z.',
  })
  from?: string;

  @ApiPropertyOptional({
    format: 'date-time',
    description: 'receivedAt before this ISO 8601 date-time (with offset).',
  })
  @IsOptional()
  @IsISO8601(
    { strict: true },
    { message: 'to must be an ISO 8601 date-time with an offset, such as 2026-12-01T00:00:00Z.' },
  )
  @Matches(WITH_OFFSET, {
    message: 'to must be an ISO 8601 date-time with an offset, such as 2026-12-01T00:00:00Z.',
  })
  to?: string;

  @ApiPropertyOptional({
    type: 'boolean',
    description:
      'true: only test events (sent with a test key, docs/api.md#test-mode); false: only live events. Both when absent.',
  })
  @IsOptional()
  // "true"/"false" as sent; anything else stays a string and fails IsBoolean, named.
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: 'test must be true (only test events) or false (only live events).' })
  test?: boolean;

  @LimitField() limit?: number;
  @CursorField() cursor?: string;
}
