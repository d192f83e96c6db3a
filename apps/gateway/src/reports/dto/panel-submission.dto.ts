import { ApiProperty } from '@nestjs/swagger';
import { FieldErrorDto } from '../../openapi/field-error.dto';
import { PanelAdjustmentDto } from './panel-adjustment.dto';

export class PanelOriginalDto {
  @ApiProperty({ description: 'The event first recorded with this externalId.' }) eventId!: string;
  @ApiProperty({ format: 'date-time' }) receivedAt!: string;
}

/**
 * One submission as the panel shows it: a recorded event, a duplicate, a rejected body, or a
 * recorded conversion adjustment.
 */
export class PanelSubmissionDto {
  @ApiProperty({
    description:
      "The event id, the adjustment's platform id, or the id of the notice of a submission that was not recorded.",
  })
  submissionId!: string;

  @ApiProperty({
    enum: ['event', 'duplicate', 'rejected', 'adjustment'],
    description:
      '`event`: recorded (201). `duplicate`: its externalId was already received (200), nothing new recorded. `rejected`: the body failed validation (400) and named this campaign. `adjustment`: a conversion adjustment (retraction or restatement) of an event of this campaign, recorded (201).',
  })
  kind!: 'event' | 'duplicate' | 'rejected' | 'adjustment';

  @ApiProperty({
    nullable: true,
    type: String,
    description:
      'The recorded event; for a duplicate, the original; for an adjustment, the event it adjusts.',
  })
  eventId!: string | null;

  @ApiProperty({
    nullable: true,
    type: String,
    description: "The event's externalId (for an adjustment, the adjusted event's).",
  })
  externalId!: string | null;
  @ApiProperty({
    nullable: true,
    type: String,
    description: "The event's name (for an adjustment, the adjusted event's).",
  })
  name!: string | null;
  @ApiProperty({ format: 'date-time', description: 'When the gateway received this submission.' })
  receivedAt!: string;

  @ApiProperty({
    enum: ['pending', 'counted', 'not_counted', 'not_recorded', 'applied', 'not_applied'],
    description:
      '`pending` until attribution decides; then `counted` or `not_counted` for an event, `applied` or `not_applied` for an adjustment; `not_recorded` for duplicates and rejected bodies.',
  })
  status!: 'pending' | 'counted' | 'not_counted' | 'not_recorded' | 'applied' | 'not_applied';

  @ApiProperty({
    nullable: true,
    type: String,
    description:
      'An attribution reason code, an adjustment reason code (`applied`, `conversion_not_counted`, ...), `duplicate` or `validation_failed`; null while pending.',
  })
  reason!: string | null;

  @ApiProperty({ nullable: true, type: String, description: 'What happened and what to do, in a sentence.' })
  message!: string | null;

  @ApiProperty({
    type: PanelOriginalDto,
    nullable: true,
    description: 'For a duplicate: the original event.',
  })
  original!: PanelOriginalDto | null;

  @ApiProperty({ type: [FieldErrorDto], description: 'For a rejected body: each error and its fix.' })
  errors!: FieldErrorDto[];

  @ApiProperty({
    type: PanelAdjustmentDto,
    nullable: true,
    description:
      'For an adjustment: its adjustmentId, type, when it happened and (a restatement) its new value.',
  })
  adjustment!: PanelAdjustmentDto | null;

  @ApiProperty({
    example: false,
    description:
      'true when the submission (an event, an adjustment, a duplicate or a rejected body) was sent with a test key (docs/api.md#test-mode): decided by the same rules and shown here, but never counted in reports nor sent to webhooks that do not opt in. false for live submissions.',
  })
  test!: boolean;
}
