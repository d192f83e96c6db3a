import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  ArrayUnique,
  IsArray,
  IsDefined,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Length,
  Matches,
  Max,
  Min,
} from 'class-validator';

const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
export const CAMPAIGN_STATUSES = ['draft', 'active', 'paused', 'ended'] as const;
export const COUNTING_MODES = ['every', 'once_per_contact'] as const;

/** The whole campaign, as PUT replaces it (docs/attribution.md defines each rule). */
export class PutCampaignDto {
  @ApiProperty({ example: 'Spring sale', minLength: 1, maxLength: 200 })
  @IsDefined({ message: 'name is required: a label for the campaign.' })
  @Length(1, 200, { message: 'name must be 1 to 200 characters.' })
  @IsString({ message: 'name must be a string.' })
  name!: string;

  @ApiProperty({ enum: CAMPAIGN_STATUSES, example: 'active' })
  @IsDefined({ message: `status is required: one of ${CAMPAIGN_STATUSES.join(', ')}.` })
  @IsIn(CAMPAIGN_STATUSES, { message: `status must be one of ${CAMPAIGN_STATUSES.join(', ')}.` })
  status!: (typeof CAMPAIGN_STATUSES)[number];

  @ApiProperty({
    format: 'date-time',
    example: '2026-03-01T00:00:00Z',
    description: 'ISO 8601 with offset; events before it do not count.',
  })
  @IsDefined({ message: 'startsAt is required: when the campaign starts, such as "2026-03-01T00:00:00Z".' })
  @Matches(ISO_WITH_OFFSET, {
    message: 'startsAt must be an ISO 8601 date-time with an offset, such as "2026-03-01T00:00:00Z".',
  })
  @IsString({ message: 'startsAt must be a string: an ISO 8601 date-time with an offset.' })
  startsAt!: string;

  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    nullable: true,
    example: '2026-03-31T23:59:59Z',
    description: 'ISO 8601 with offset; no end when left out or null.',
  })
  @IsOptional()
  @Matches(ISO_WITH_OFFSET, {
    message: 'endsAt must be an ISO 8601 date-time with an offset, such as "2026-03-31T23:59:59Z".',
  })
  @IsString({ message: 'endsAt must be a string: an ISO 8601 date-time with an offset, or null.' })
  endsAt?: string | null;

  @ApiProperty({ example: ['order_paid'], description: 'Event names that count as conversions (1 to 50).' })
  @IsDefined({ message: 'goals is required: the event names that count, such as ["order_paid"].' })
  @ArrayNotEmpty({ message: 'goals must name at least one event name.' })
  @ArrayMaxSize(50, { message: 'goals can hold at most 50 event names.' })
  @ArrayUnique({ message: 'goals must not repeat a name.' })
  @Length(1, 100, { each: true, message: 'each goal must be an event name of 1 to 100 characters.' })
  @IsString({ each: true, message: 'each goal must be a string.' })
  @IsArray({ message: 'goals must be an array of event names.' })
  goals!: string[];

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 0,
    maximum: 90,
    default: 0,
    description: 'Days after the end during which events still count.',
  })
  @IsOptional()
  @Min(0, { message: 'attributionWindowDays must be a whole number from 0 to 90.' })
  @Max(90, { message: 'attributionWindowDays must be a whole number from 0 to 90.' })
  @IsInt({ message: 'attributionWindowDays must be a whole number from 0 to 90.' })
  attributionWindowDays?: number;

  @ApiPropertyOptional({ enum: COUNTING_MODES, default: 'every' })
  @IsOptional()
  @IsIn(COUNTING_MODES, { message: `countingMode must be one of ${COUNTING_MODES.join(', ')}.` })
  countingMode?: (typeof COUNTING_MODES)[number];
}
