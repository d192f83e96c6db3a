import { ApiProperty } from '@nestjs/swagger';
import { EventDto } from './event.dto';

export class EventPageDto {
  @ApiProperty({ type: [EventDto] }) data!: EventDto[];

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'eyJyIjoiMjAyNi0xMS0yMVQxMzowMzowMC40MTJaIiwiaSI6IjAxOWE4ZTJjIn0',
    description: 'Pass as `cursor` for the next page; null on the last page.',
  })
  nextCursor!: string | null;
}
