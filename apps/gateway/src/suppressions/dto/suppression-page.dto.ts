import { ApiProperty } from '@nestjs/swagger';
import { SuppressionDto } from './suppression.dto';

export class SuppressionPageDto {
  @ApiProperty({ type: [SuppressionDto] }) data!: SuppressionDto[];
  @ApiProperty({
    nullable: true,
    type: String,
    description: 'Pass as `cursor` for the next page; null on the last page.',
  })
  nextCursor!: string | null;
}
