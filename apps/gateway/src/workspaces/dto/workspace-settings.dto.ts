import { ApiProperty } from '@nestjs/swagger';
import { SETTING_RANGES } from '../workspace-settings-rules';

const { eventRetentionDays: events, webhookLogRetentionDays: webhooks } = SETTING_RANGES;

/** A workspace's settings (GET and PATCH .../settings answer with them). */
export class WorkspaceSettingsDto {
  @ApiProperty({
    type: 'integer',
    minimum: events.min,
    maximum: events.max,
    default: events.default,
    example: events.default,
    description: `Days ${events.what} are kept, counted from when each was received; older ones are deleted by the hourly retention sweep (docs/privacy.md#retention). Reports' totals keep counting them.`,
  })
  eventRetentionDays!: number;

  @ApiProperty({
    type: 'integer',
    minimum: webhooks.min,
    maximum: webhooks.max,
    default: webhooks.default,
    example: webhooks.default,
    description: `Days ${webhooks.what} are kept, counted from when each message was made; a message still being retried is kept until its deliveries end.`,
  })
  webhookLogRetentionDays!: number;
}
