import { ApiProperty } from '@nestjs/swagger';
import { ContactAdjustmentDto } from './contact-adjustment.dto';
import { ContactDataTruncatedDto } from './contact-data-truncated.dto';
import { ContactEventDto } from './contact-event.dto';
import { ContactWebhookMessageDto } from './contact-webhook-message.dto';

/**
 * Everything the platform holds about one contact of a workspace (docs/privacy.md#access): its
 * events and their adjustments as recorded, attribution's decision about each, the webhook
 * messages naming it with their deliveries, and whether it is suppressed. Reports' totals are not
 * in it: they name no one.
 */
export class ContactDataDto {
  @ApiProperty({ example: 'contact_42' }) contactId!: string;
  @ApiProperty({ format: 'uuid' }) workspaceId!: string;
  @ApiProperty({ format: 'date-time', description: 'When this export was read.' }) generatedAt!: string;
  @ApiProperty({ type: [ContactEventDto], description: 'Newest first, each with its attribution decision.' })
  events!: ContactEventDto[];
  @ApiProperty({
    type: [ContactAdjustmentDto],
    description: "The adjustments of the contact's events, newest first, each with its decision.",
  })
  adjustments!: ContactAdjustmentDto[];
  @ApiProperty({
    type: [ContactWebhookMessageDto],
    description:
      'Webhook messages whose payload names the contact, newest first, with their deliveries and attempts.',
  })
  webhookMessages!: ContactWebhookMessageDto[];
  @ApiProperty({
    description: 'On the suppression list: new events and adjustments for the contact are not recorded.',
  })
  suppressed!: boolean;
  @ApiProperty({ type: ContactDataTruncatedDto }) truncated!: ContactDataTruncatedDto;
}
