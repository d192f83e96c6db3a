import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, Max, Min, ValidateIf } from 'class-validator';
import { rangeRule, SETTING_RANGES, WorkspaceSettings } from '../workspace-settings-rules';

/**
 * A setting's rule: left out, it stays; given, a whole number in its range. Never null (null would
 * be ambiguous: the default? unchanged?), so null gets the type error. The type is checked first,
 * then the range, and only the first rule broken is reported (the global ValidationPipe).
 */
function DaysField(field: keyof WorkspaceSettings) {
  const { min, max } = SETTING_RANGES[field];
  const rule = rangeRule(field);
  return applyDecorators(
    ValidateIf((_object: object, value: unknown) => value !== undefined),
    IsInt({ message: `${rule}.` }),
    Min(min, { message: ({ value }) => `${rule} (got ${String(value)}).` }),
    Max(max, { message: ({ value }) => `${rule} (got ${String(value)}).` }),
  );
}

const { eventRetentionDays: events, webhookLogRetentionDays: webhooks } = SETTING_RANGES;

/** PATCH .../settings: the fields given change, the others stay; an unknown field is refused. */
export class UpdateWorkspaceSettingsDto {
  @ApiPropertyOptional({
    type: 'integer',
    minimum: events.min,
    maximum: events.max,
    example: 90,
    description: `Days ${events.what} are kept (default ${events.default}). Lowering it deletes what is now older at the next sweep (within RETENTION_SWEEP_EVERY_MS, an hour by default); raising it brings nothing back.`,
  })
  @DaysField('eventRetentionDays')
  eventRetentionDays?: number;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: webhooks.min,
    maximum: webhooks.max,
    example: 14,
    description: `Days ${webhooks.what} are kept (default ${webhooks.default}).`,
  })
  @DaysField('webhookLogRetentionDays')
  webhookLogRetentionDays?: number;
}
