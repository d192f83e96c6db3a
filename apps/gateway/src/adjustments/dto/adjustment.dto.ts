import { ApiProperty } from '@nestjs/swagger';
import { AdjustmentRow } from '../adjustments.repository';
import { ADJUSTMENT_EXAMPLE } from './adjustment-examples';

/** What attribution decided of an adjustment, read from its adjustment decisions. */
export class AdjustmentOutcomeDto {
  @ApiProperty({
    enum: ['pending', 'applied', 'not_applied'],
    description:
      "pending until attribution has decided (it decides an adjustment after its event's own decision).",
  })
  status!: 'pending' | 'applied' | 'not_applied';

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'applied',
    description:
      'The reason code: applied, conversion_not_counted, conversion_not_decided, already_retracted, occurred_before_conversion, conversion_has_no_value or currency_mismatch (docs/attribution.md#adjustments); null while pending.',
  })
  reason!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'The conversion of order-10023 is now worth 2999 EUR (was 4999).',
    description: 'Why, for people; null while pending.',
  })
  message!: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'date-time', example: '2026-11-23T09:30:00.731Z' })
  decidedAt!: string | null;
}

/** A recorded adjustment as the API shows it. */
export class AdjustmentDto {
  @ApiProperty({ example: ADJUSTMENT_EXAMPLE.id }) id!: string;
  @ApiProperty({ example: ADJUSTMENT_EXAMPLE.adjustmentId }) adjustmentId!: string;
  @ApiProperty({
    example: ADJUSTMENT_EXAMPLE.externalId,
    description: 'The externalId of the event adjusted.',
  })
  externalId!: string;
  @ApiProperty({ example: ADJUSTMENT_EXAMPLE.eventId, description: 'The platform id of the event adjusted.' })
  eventId!: string;
  @ApiProperty({ enum: ['retraction', 'restatement'], example: 'restatement' }) type!:
    'retraction' | 'restatement';
  @ApiProperty({ format: 'date-time', example: ADJUSTMENT_EXAMPLE.occurredAt }) occurredAt!: string;
  @ApiProperty({ format: 'date-time', example: ADJUSTMENT_EXAMPLE.receivedAt }) receivedAt!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    pattern: '^[0-9]{1,19}$',
    example: '2999',
    description: "A restatement's new value in minor units, as a decimal string; null on a retraction.",
  })
  valueMinor!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'EUR', description: 'null on a retraction.' })
  currency!: string | null;
  @ApiProperty({
    example: false,
    description:
      'true when sent with a test key (docs/api.md#test-mode); it then adjusts a test event, and never counts in reports.',
  })
  test!: boolean;
  @ApiProperty({ type: AdjustmentOutcomeDto, example: ADJUSTMENT_EXAMPLE.outcome })
  outcome!: AdjustmentOutcomeDto;

  static from(row: AdjustmentRow): AdjustmentDto {
    return Object.assign(new AdjustmentDto(), {
      id: row.id,
      adjustmentId: row.adjustmentId,
      externalId: row.externalId,
      eventId: row.eventId,
      type: row.type,
      occurredAt: row.occurredAt.toISOString(),
      receivedAt: row.receivedAt.toISOString(),
      valueMinor: row.valueMinor,
      currency: row.currency,
      test: row.test,
      // No decision row, or one still waiting for its event's decision: pending.
      outcome:
        row.applied === null
          ? { status: 'pending', reason: null, message: null, decidedAt: null }
          : {
              status: row.applied ? 'applied' : 'not_applied',
              reason: row.reason,
              message: row.message,
              decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
            },
    });
  }
}

export class AdjustmentPageDto {
  @ApiProperty({ type: [AdjustmentDto] }) data!: AdjustmentDto[];

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'eyJyIjoiMjAyNi0xMS0yM1QwOTozMDowMC4yMThaIiwiaSI6IjAxOWE5YTQxIn0',
    description: 'Pass as `cursor` for the next page; null on the last page.',
  })
  nextCursor!: string | null;
}
