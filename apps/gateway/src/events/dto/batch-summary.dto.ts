import { ApiProperty } from '@nestjs/swagger';

export class BatchSummaryDto {
  @ApiProperty() recorded!: number;
  @ApiProperty() alreadyReceived!: number;
  @ApiProperty() rejected!: number;
}
