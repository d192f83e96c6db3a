import { ApiProperty } from '@nestjs/swagger';
import { WebhookEndpointDto } from './webhook-endpoint.dto';

export class WebhookEndpointListDto {
  @ApiProperty({ type: [WebhookEndpointDto] }) data!: WebhookEndpointDto[];
  @ApiProperty({
    enum: ['https', 'http'],
    isArray: true,
    example: ['https'],
    description:
      'The URL schemes this instance accepts for an endpoint: https, and http too where the operator allows it (WEBHOOK_ALLOW_HTTP, for local development).',
  })
  urlSchemes!: ('https' | 'http')[];
}
