import { ApiProperty } from '@nestjs/swagger';

export class BatchEventsDto {
  @ApiProperty({
    type: 'array',
    minItems: 1,
    maxItems: 1000,
    items: { $ref: '#/components/schemas/CreateEventDto' },
    description: 'Up to 1,000 events; each is validated and recorded on its own.',
  })
  events!: unknown[];
}
