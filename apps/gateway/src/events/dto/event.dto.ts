import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { EventWithOutcome } from '../events.repository';

export class AttributionOutcomeDto {
  @ApiProperty({
    enum: ['pending', 'counted', 'not_counted'],
    description: 'pending until attribution has decided.',
  })
  status!: 'pending' | 'counted' | 'not_counted';

  @ApiPropertyOptional({
    example: 'not_a_goal_event',
    description: 'The reason code (docs/attribution.md), once decided.',
  })
  reason?: string;

  @ApiPropertyOptional({
    example: '"page_view" is not a goal of campaign "spring-sale"; its goals are "order_paid".',
  })
  message?: string;
}

/** A recorded event as the API shows it. */
export class EventDto {
  @ApiProperty({ example: '019a8e2c-6a1f-7c3e-9d2a-6f1e2b3c4d5e' }) id!: string;
  @ApiProperty({ example: 'order-10023' }) externalId!: string;
  @ApiProperty({ example: 'order_paid' }) name!: string;
  @ApiProperty({ format: 'date-time', example: '2026-11-21T13:03:00.000Z' }) occurredAt!: string;
  @ApiProperty({ format: 'date-time', example: '2026-11-21T13:03:00.412Z' }) receivedAt!: string;
  @ApiProperty({ example: 'contact_42' }) contactId!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'spring-sale',
    description: 'null when none was sent.',
  })
  campaignId!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    pattern: '^[0-9]{1,19}$',
    example: '4999',
    description: 'Minor units as a decimal string; null when no value was sent.',
  })
  valueMinor!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'EUR', description: 'null when no value was sent.' })
  currency!: string | null;
  @ApiProperty({
    type: AttributionOutcomeDto,
    example: {
      status: 'counted',
      reason: 'counted',
      message: 'Counted as a conversion for campaign "spring-sale".',
    },
  })
  attribution!: AttributionOutcomeDto;

  static from(row: EventWithOutcome): EventDto {
    return Object.assign(new EventDto(), {
      id: row.id,
      externalId: row.externalId,
      name: row.name,
      occurredAt: row.occurredAt.toISOString(),
      receivedAt: row.receivedAt.toISOString(),
      contactId: row.contactId,
      campaignId: row.campaignId,
      valueMinor: row.valueMinor,
      currency: row.currency,
      attribution:
        row.counted === null
          ? { status: 'pending' }
          : { status: row.counted ? 'counted' : 'not_counted', reason: row.reason, message: row.message },
    });
  }
}
