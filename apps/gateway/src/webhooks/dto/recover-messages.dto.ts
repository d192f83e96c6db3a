import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsISO8601, IsOptional, IsString, Matches } from 'class-validator';
import { RECOVER_MAX_DAYS } from '../webhook-rules';

const WITH_OFFSET = /T.*(Z|[+-]\d{2}:\d{2})$/;
const isoRule = (field: string) => ({
  message: `${field} must be an ISO 8601 date-time with an offset, such as 2026-11-21T00:00:00Z.`,
});

/** POST .../recover: queue again the failed messages created in [since, until). */
export class RecoverMessagesDto {
  @ApiProperty({
    example: '2026-11-21T00:00:00Z',
    description: `ISO 8601 with offset; at most ${RECOVER_MAX_DAYS} days ago.`,
  })
  @IsDefined({ message: 'since is required: from when to recover, such as 2026-11-21T00:00:00Z.' })
  @IsISO8601({ strict: true, strictSeparator: true }, isoRule('since'))
  @Matches(WITH_OFFSET, isoRule('since'))
  @IsString(isoRule('since'))
  since!: string;

  @ApiPropertyOptional({
    example: '2026-11-22T00:00:00Z',
    description: 'ISO 8601 with offset, after since; now when left out (a later time counts as now).',
  })
  @IsOptional()
  @IsISO8601({ strict: true, strictSeparator: true }, isoRule('until'))
  @Matches(WITH_OFFSET, isoRule('until'))
  @IsString(isoRule('until'))
  until?: string;
}
