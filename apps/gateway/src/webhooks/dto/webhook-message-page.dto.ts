import { ApiProperty } from '@nestjs/swagger';
import { WebhookMessageDto } from './webhook-message.dto';

export class WebhookMessagePageDto {
  @ApiProperty({ type: [WebhookMessageDto] }) data!: WebhookMessageDto[];
  @ApiProperty({
    nullable: true,
    type: String,
    description: 'Pass as `cursor` for the next page; null on the last page.',
  })
  nextCursor!: string | null;
}
