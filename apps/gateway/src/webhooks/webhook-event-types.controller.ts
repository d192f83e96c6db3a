import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { WEBHOOK_EVENT_CATALOG } from '@app/webhooks';
import { WebhookEventTypeListDto } from './dto/webhook-event-type-list.dto';
import { responseHeaders } from '../openapi/response-headers';

/**
 * The catalog of webhook event types. Public, like /openapi.json: it is documentation, the same
 * for every workspace, and integrators' tooling (schema validators, code generators) can read it
 * without a key. No @RequireScopes, so the API key guard lets it through.
 */
@ApiTags('webhooks')
@Controller('v1/webhook-event-types')
export class WebhookEventTypesController {
  @Get()
  @Header('cache-control', 'public, max-age=300')
  @ApiOperation({
    summary: 'The webhook event types',
    description:
      'Each type with its description, the JSON Schema of its payload and an example. No API key needed.',
  })
  @ApiOkResponse({
    type: WebhookEventTypeListDto,
    example: { data: WEBHOOK_EVENT_CATALOG.slice(0, 1) },
    headers: responseHeaders('Cache-Control'),
  })
  list(): WebhookEventTypeListDto {
    return { data: WEBHOOK_EVENT_CATALOG.map((t) => ({ ...t })) };
  }
}
