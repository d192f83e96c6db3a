import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Length, Max, Min } from 'class-validator';
import { WEBHOOK_EVENT_TYPES } from '@app/webhooks';

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failing', 'failed'] as const;
const LIMIT_RULE = 'limit must be a whole number from 1 to 200.';

export class ListMessagesQuery {
  @ApiPropertyOptional({ enum: DELIVERY_STATUSES })
  @IsOptional()
  @IsIn(DELIVERY_STATUSES, { message: `status must be one of ${DELIVERY_STATUSES.join(', ')}.` })
  status?: (typeof DELIVERY_STATUSES)[number];

  @ApiPropertyOptional({ enum: WEBHOOK_EVENT_TYPES })
  @IsOptional()
  @IsIn(WEBHOOK_EVENT_TYPES, { message: `type must be one of ${WEBHOOK_EVENT_TYPES.join(', ')}.` })
  type?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 200, default: 50 })
  @IsOptional()
  @Min(1, { message: LIMIT_RULE })
  @Max(200, { message: LIMIT_RULE })
  @IsInt({ message: LIMIT_RULE })
  @Type(() => Number)
  limit?: number;

  @ApiPropertyOptional({ description: 'The nextCursor of the previous page.' })
  @IsOptional()
  @Length(1, 200, { message: 'cursor must be a nextCursor value from a previous page, unchanged.' })
  @IsString({ message: 'cursor must be a nextCursor value from a previous page, unchanged.' })
  cursor?: string;
}
