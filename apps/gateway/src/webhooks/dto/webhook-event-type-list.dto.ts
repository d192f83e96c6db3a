import { ApiProperty } from '@nestjs/swagger';
import { WebhookEventTypeDto } from './webhook-event-type.dto';

export class WebhookEventTypeListDto {
  @ApiProperty({ type: [WebhookEventTypeDto] }) data!: WebhookEventTypeDto[];
}
