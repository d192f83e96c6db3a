import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Length, Max, Min } from 'class-validator';

export class ListCampaignsQuery {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 200, default: 50 })
  @IsOptional()
  @Min(1, { message: 'limit must be a whole number from 1 to 200.' })
  @Max(200, { message: 'limit must be a whole number from 1 to 200.' })
  @IsInt({ message: 'limit must be a whole number from 1 to 200.' })
  @Type(() => Number)
  limit?: number;

  @ApiPropertyOptional({ description: 'The nextCursor of the previous page.' })
  @IsOptional()
  @Length(1, 200)
  @IsString()
  cursor?: string;
}
