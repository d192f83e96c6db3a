import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Length, Max, Min } from 'class-validator';

const LIMIT_RULE = 'limit must be a whole number from 1 to 200.';
const CURSOR_RULE = 'cursor must be a nextCursor value from a previous page, unchanged.';

export class ListErasureRequestsQuery {
  @ApiPropertyOptional({ minimum: 1, maximum: 200, default: 50 })
  @IsOptional()
  @Min(1, { message: LIMIT_RULE })
  @Max(200, { message: LIMIT_RULE })
  @IsInt({ message: LIMIT_RULE })
  @Type(() => Number)
  limit?: number;

  @ApiPropertyOptional({ description: 'The nextCursor of the previous page.' })
  @IsOptional()
  @Length(1, 200, { message: CURSOR_RULE })
  @IsString({ message: CURSOR_RULE })
  cursor?: string;
}
