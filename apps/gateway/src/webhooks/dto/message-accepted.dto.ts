import { ApiProperty } from '@nestjs/swagger';

export class MessageAcceptedDto {
  @ApiProperty({
    example: 'msg_7bN2cD4eF6gH8jK0mP2rS4',
    description: 'The message id: the webhook-id header of its deliveries.',
  })
  messageId!: string;
}
