import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { RequireScopes } from '@app/auth';
import { ApiProblems } from '../openapi/api-problems.decorator';
import { ListMessagesQuery } from './dto/list-messages.query';
import { MessageAcceptedDto } from './dto/message-accepted.dto';
import {
  KAFKA_PROBLEM,
  MESSAGE_DETAIL_EXAMPLE,
  MESSAGE_EXAMPLE,
  MESSAGE_ID_EXAMPLE,
  NOT_FOUND_ENDPOINT,
  NOT_FOUND_MESSAGE,
} from './dto/webhook-examples';
import { WebhookMessageDetailDto } from './dto/webhook-message-detail.dto';
import { WebhookMessagePageDto } from './dto/webhook-message-page.dto';
import { WebhookDeliveriesService } from './webhook-deliveries.service';

/** An endpoint's delivery log: what was sent, how each attempt went, and redelivery. */
@ApiTags('webhooks')
@ApiBearerAuth('apiKey')
@Controller('v1/workspaces/:workspaceId/webhook-endpoints/:endpointId/messages')
export class WebhookMessagesController {
  constructor(private readonly deliveries: WebhookDeliveriesService) {}

  @Get()
  @RequireScopes('webhooks:read')
  @ApiOperation({
    summary: "List an endpoint's messages",
    description: 'Newest first; filter by status and type; follow nextCursor for the next page.',
  })
  @ApiOkResponse({
    type: WebhookMessagePageDto,
    example: { data: [MESSAGE_EXAMPLE], nextCursor: 'eyJjIjoiMjAyNi0xMS0yMlQxMDoyMDowMC40MTIwMDBaIn0' },
  })
  @ApiProblems(400, 401, 403, NOT_FOUND_ENDPOINT, 429)
  list(
    @Param('workspaceId') workspaceId: string,
    @Param('endpointId') endpointId: string,
    @Query() query: ListMessagesQuery,
  ): Promise<WebhookMessagePageDto> {
    return this.deliveries.list(workspaceId, endpointId, query);
  }

  @Get(':messageId')
  @RequireScopes('webhooks:read')
  @ApiOperation({ summary: 'Read a message: its payload and every attempt' })
  @ApiOkResponse({ type: WebhookMessageDetailDto, example: MESSAGE_DETAIL_EXAMPLE })
  @ApiProblems(401, 403, NOT_FOUND_MESSAGE, 429)
  get(
    @Param('workspaceId') workspaceId: string,
    @Param('endpointId') endpointId: string,
    @Param('messageId') messageId: string,
  ): Promise<WebhookMessageDetailDto> {
    return this.deliveries.get(workspaceId, endpointId, messageId);
  }

  @Post(':messageId/redeliver')
  @HttpCode(202)
  @RequireScopes('webhooks:manage')
  @ApiOperation({
    summary: 'Send a message again',
    description: 'One more attempt now, with the same webhook-id, whatever the delivery status.',
  })
  @ApiResponse({ status: 202, type: MessageAcceptedDto, example: { messageId: MESSAGE_ID_EXAMPLE } })
  @ApiProblems(401, 403, NOT_FOUND_MESSAGE, 429, KAFKA_PROBLEM)
  redeliver(
    @Param('workspaceId') workspaceId: string,
    @Param('endpointId') endpointId: string,
    @Param('messageId') messageId: string,
  ): Promise<MessageAcceptedDto> {
    return this.deliveries.redeliver(workspaceId, endpointId, messageId);
  }
}
