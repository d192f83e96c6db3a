import { ApiProperty } from '@nestjs/swagger';

export class RecoverAcceptedDto {
  @ApiProperty({ example: 12, description: 'Failed messages in the range when the request was accepted.' })
  count!: number;
}
