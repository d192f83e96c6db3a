import { ApiProperty } from '@nestjs/swagger';
import { ContactAdjustmentRow } from '../contact-data.repository';
import { ContactAdjustmentDecisionDto } from './contact-adjustment-decision.dto';

/** An adjustment of one of the contact's events as the gateway recorded it, with attribution's decision. */
export class ContactAdjustmentDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'refund-5531' }) adjustmentId!: string;
  @ApiProperty({ format: 'uuid', description: 'The adjusted event (in events, unless that list was cut).' })
  eventId!: string;
  @ApiProperty({ enum: ['retraction', 'restatement'] }) type!: 'retraction' | 'restatement';
  @ApiProperty({ format: 'date-time' }) occurredAt!: string;
  @ApiProperty({ format: 'date-time' }) receivedAt!: string;
  @ApiProperty({ type: String, nullable: true, pattern: '^[0-9]{1,19}$' }) valueMinor!: string | null;
  @ApiProperty({ type: String, nullable: true }) currency!: string | null;
  @ApiProperty() test!: boolean;
  @ApiProperty({
    type: ContactAdjustmentDecisionDto,
    nullable: true,
    description: "The attribution service's decision; null until it has decided.",
  })
  decision!: ContactAdjustmentDecisionDto | null;

  static from(row: ContactAdjustmentRow): ContactAdjustmentDto {
    return Object.assign(new ContactAdjustmentDto(), {
      id: row.id,
      adjustmentId: row.adjustmentId,
      eventId: row.eventId,
      type: row.type,
      occurredAt: row.occurredAt.toISOString(),
      receivedAt: row.receivedAt.toISOString(),
      valueMinor: row.valueMinor,
      currency: row.currency,
      test: row.test,
      decision:
        row.applied === null
          ? null
          : {
              applied: row.applied,
              reason: row.reason!,
              message: row.message!,
              decidedAt: row.decidedAt!.toISOString(),
              previousValueMinor: row.previousValueMinor,
              netValueMinor: row.decisionNetValueMinor,
            },
    });
  }
}
