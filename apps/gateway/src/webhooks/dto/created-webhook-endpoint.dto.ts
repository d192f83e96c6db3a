import { ApiProperty } from '@nestjs/swagger';
import { WebhookEndpointDto } from './webhook-endpoint.dto';

/** The creation answer: the one time the endpoint's signing secret is shown. */
export class CreatedWebhookEndpointDto extends WebhookEndpointDto {
  @ApiProperty({
    description: 'The signing secret (whsec_ + base64 of 32 bytes): shown in this answer only; store it now.',
  })
  secret!: string;
}
