import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsISO8601, IsOptional, IsString, Length, Matches, Max, Min } from 'class-validator';

const WITH_OFFSET = /T.*(Z|[+-]\d{2}:\d{2})$/;

export class ListEventsQuery {
  @ApiPropertyOptional() @IsOptional() @IsString() @Length(1, 200) externalId?: string;
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

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 200, default: 50 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number from 1 to 200.' })
  @Min(1, { message: 'limit must be a whole number from 1 to 200.' })
  @Max(200, { message: 'limit must be a whole number from 1 to 200.' })
  limit?: number;

  @ApiPropertyOptional({ description: 'The nextCursor of the previous page.' })
  @IsOptional()
  @IsString()
  @Length(1, 200)
  cursor?: string;
}
