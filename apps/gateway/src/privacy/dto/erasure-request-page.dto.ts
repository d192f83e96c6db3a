import { ApiProperty } from '@nestjs/swagger';
import { ErasureRequestDto } from './erasure-request.dto';

export class ErasureRequestPageDto {
  @ApiProperty({ type: [ErasureRequestDto] }) data!: ErasureRequestDto[];
  @ApiProperty({
    nullable: true,
    type: String,
    description: 'Pass as `cursor` for the next page; null on the last page.',
  })
  nextCursor!: string | null;
}
