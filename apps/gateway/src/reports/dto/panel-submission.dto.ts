import { ApiProperty } from '@nestjs/swagger';
import { FieldErrorDto } from '../../openapi/field-error.dto';

export class PanelOriginalDto {
  @ApiProperty({ description: 'The event first recorded with this externalId.' }) eventId!: string;
  @ApiProperty({ format: 'date-time' }) receivedAt!: string;
}

/** One submission as the panel shows it: a recorded event, a duplicate, or a rejected body. */
export class PanelSubmissionDto {
  @ApiProperty({
    description: 'The event id, or the id of the notice of a submission that was not recorded.',
  })
  submissionId!: string;

  @ApiProperty({
    enum: ['event', 'duplicate', 'rejected'],
    description:
      '`event`: recorded (201). `duplicate`: its externalId was already received (200), nothing new recorded. `rejected`: the body failed validation (400) and named this campaign.',
  })
  kind!: 'event' | 'duplicate' | 'rejected';

  @ApiProperty({
    nullable: true,
    type: String,
    description: 'The recorded event; for a duplicate, the original.',
  })
  eventId!: string | null;

  @ApiProperty({ nullable: true, type: String }) externalId!: string | null;
  @ApiProperty({ nullable: true, type: String }) name!: string | null;
  @ApiProperty({ format: 'date-time' }) receivedAt!: string;

  @ApiProperty({
    enum: ['pending', 'counted', 'not_counted', 'not_recorded'],
    description: '`pending` until attribution decides; `not_recorded` for duplicates and rejected bodies.',
  })
  status!: 'pending' | 'counted' | 'not_counted' | 'not_recorded';

  @ApiProperty({
    nullable: true,
    type: String,
    description: 'An attribution reason code, `duplicate` or `validation_failed`; null while pending.',
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
}
