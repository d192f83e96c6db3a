import { ApiProperty } from '@nestjs/swagger';

export const SERVICE_STATUSES = ['pending', 'running', 'completed'] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

/** How far one service has erased the request's contacts from its own data. */
export class ErasureServiceProgressDto {
  @ApiProperty({
    enum: SERVICE_STATUSES,
    description: 'pending: not started; running: erasing; completed: none of its data names the contacts.',
  })
  status!: ServiceStatus;

  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'integer', minimum: 0 },
    example: { events: 14, adjustments: 2, outbox: 0, redisMarkers: 16 },
    description:
      "What the service removed, by table (the gateway's also counts its Redis deduplication markers): exact, also after a restart.",
  })
  removed!: Record<string, number>;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When it completed; null until then.',
  })
  completedAt!: string | null;
}
