import { ApiProperty } from '@nestjs/swagger';

export class BatchSummaryDto {
  @ApiProperty({ type: 'integer' }) recorded!: number;
  @ApiProperty({ type: 'integer' }) alreadyReceived!: number;
  @ApiProperty({ type: 'integer' }) rejected!: number;
}
