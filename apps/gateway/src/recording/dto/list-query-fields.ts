/** The query fields every list of recorded items takes alike: externalId, limit and cursor. */
import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Length, Max, Min } from 'class-validator';

/**
 * Property decorators rather than a base class, so that each query keeps its own order of fields
 * (the OpenAPI document lists them in it). applyDecorators applies in the order listed, where
 * stacked decorators apply bottom-up, and only the first rule broken is reported: each list is in
 * the order the events list has always applied them (so limit reports its range before its type,
 * where the campaigns and webhooks lists report the type first).
 */

const LIMIT_RULE = 'limit must be a whole number from 1 to 200.';

/** Only the items of one externalId: an event's own, or, in the adjustments list, their event's. */
export const ExternalIdFilterField = () =>
  applyDecorators(Length(1, 200), IsString(), IsOptional(), ApiPropertyOptional());

/** How many items a page holds: 1 to 200, 50 when absent. */
export const LimitField = () =>
  applyDecorators(
    Max(200, { message: LIMIT_RULE }),
    Min(1, { message: LIMIT_RULE }),
    IsInt({ message: LIMIT_RULE }),
    Type(() => Number),
    IsOptional(),
    ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 200, default: 50 }),
  );

/** Where the page starts: the nextCursor of the previous one (page-cursor.ts). */
export const CursorField = () =>
  applyDecorators(
    Length(1, 200),
    IsString(),
    IsOptional(),
    ApiPropertyOptional({ description: 'The nextCursor of the previous page.' }),
  );
