import { ApiProperty } from '@nestjs/swagger';

export class BatchAdjustmentsDto {
  @ApiProperty({
    type: 'array',
    minItems: 1,
    maxItems: 1000,
    items: { $ref: '#/components/schemas/CreateAdjustmentDto' },
    description: 'Up to 1,000 adjustments; each is validated and recorded on its own.',
  })
  adjustments!: unknown[];
}
