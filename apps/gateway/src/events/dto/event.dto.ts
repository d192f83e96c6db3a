import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { AdjustmentDto } from '../../adjustments/dto/adjustment.dto';
import { ADJUSTMENT_EXAMPLE } from '../../adjustments/dto/adjustment-examples';
import { EventWithOutcome } from '../events.repository';
import { EVENT_EXAMPLE } from './event-examples';

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

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    pattern: '^[0-9]{1,19}$',
    example: '2999',
    description:
      'Once decided: the conversion\'s current value in minor units, after its applied adjustments (the event\'s own value until one changed it; "0" once retracted); null when not counted or sent without value.',
  })
  netValueMinor?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    format: 'date-time',
    example: null,
    description: 'Once decided: when a retraction of the conversion was applied; null when none was.',
  })
  retractedAt?: string | null;
}

/** The attribution outcome as the API shows it: reason, message and the current value once decided. */
export function attributionOf(row: EventWithOutcome): AttributionOutcomeDto {
  if (row.counted === null) return { status: 'pending' };
  return {
    status: row.counted ? 'counted' : 'not_counted',
    reason: row.reason ?? undefined,
    message: row.message ?? undefined,
    netValueMinor: row.counted ? (row.netValueMinor ?? row.valueMinor) : null,
    retractedAt: row.retractedAt ? row.retractedAt.toISOString() : null,
  };
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
    example: false,
    description:
      'true when sent with a test key (docs/api.md#test-mode): decided and shown on the conversion-test panel, never counted in reports, deleted after the test-data retention.',
  })
  test!: boolean;
  @ApiProperty({
    type: AttributionOutcomeDto,
    example: EVENT_EXAMPLE.attribution,
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
      test: row.test,
      attribution: attributionOf(row),
    });
  }
}

/** One event as GET .../events/{eventId} shows it: with its adjustments, oldest first. */
export class EventDetailDto extends EventDto {
  @ApiProperty({
    type: [AdjustmentDto],
    example: [ADJUSTMENT_EXAMPLE],
    description:
      'The adjustments sent for this event (POST .../adjustments), oldest first, each with its outcome.',
  })
  adjustments!: AdjustmentDto[];
}
