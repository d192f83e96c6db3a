import { ApiProperty } from '@nestjs/swagger';

/** The events a campaign received but did not count, in all and by attribution reason. */
export class NotCountedDto {
  @ApiProperty({ type: 'integer', example: 33, description: 'The sum of byReason.' })
  total!: number;

  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'integer' },
    example: { not_a_goal_event: 30, outside_campaign_period: 3 },
    description: 'Reason code (docs/attribution.md) → the number of events not counted for it.',
  })
  byReason!: Record<string, number>;
}
