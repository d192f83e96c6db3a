import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { RequireScopes } from '@app/auth';
import { ApiProblems } from '../openapi/api-problems.decorator';
import { CreateWebhookEndpointDto } from './dto/create-webhook-endpoint.dto';
import { CreatedWebhookEndpointDto } from './dto/created-webhook-endpoint.dto';
import { MessageAcceptedDto } from './dto/message-accepted.dto';
import { RecoverAcceptedDto } from './dto/recover-accepted.dto';
import { RecoverMessagesDto } from './dto/recover-messages.dto';
import { RotateSecretDto } from './dto/rotate-secret.dto';
import { RotatedSecretDto } from './dto/rotated-secret.dto';
import { UpdateWebhookEndpointDto } from './dto/update-webhook-endpoint.dto';
import { WebhookEndpointListDto } from './dto/webhook-endpoint-list.dto';
import { WebhookEndpointDto } from './dto/webhook-endpoint.dto';
import {
  CREATED_ENDPOINT_EXAMPLE,
  DISABLED_ENDPOINT_EXAMPLE,
  ENDPOINT_EXAMPLE,
  KAFKA_PROBLEM,
  LIMIT_PROBLEM,
  MESSAGE_ID_EXAMPLE,
  NOT_FOUND_ENDPOINT,
  RECOVER_PROBLEM,
  ROTATED_SECRET_EXAMPLE,
  URL_PROBLEM,
} from './dto/webhook-examples';
import { WebhookDeliveriesService } from './webhook-deliveries.service';
import { WebhookEndpointsService } from './webhook-endpoints.service';
import { responseHeaders } from '../openapi/response-headers';

/**
 * Where a workspace's webhooks go (docs/webhooks.md): webhooks:manage to change, webhooks:read
 * to read. Secrets leave only in the create and rotate-secret answers, with Cache-Control: no-store.
 */
@ApiTags('webhooks')
@ApiBearerAuth('apiKey')
@Controller('v1/workspaces/:workspaceId/webhook-endpoints')
export class WebhookEndpointsController {
  constructor(
    private readonly endpoints: WebhookEndpointsService,
    private readonly deliveries: WebhookDeliveriesService,
  ) {}

  @Post()
  @HttpCode(201)
  @RequireScopes('webhooks:manage')
  @ApiOperation({
    summary: 'Create a webhook endpoint',
    description: 'The signing secret is in this answer only; store it now.',
  })
  @ApiBody({ type: CreateWebhookEndpointDto })
  @ApiResponse({
    status: 201,
    type: CreatedWebhookEndpointDto,
    example: CREATED_ENDPOINT_EXAMPLE,
    headers: responseHeaders('Location', 'Cache-Control'),
  })
  @ApiProblems(URL_PROBLEM, 401, 403, 413, 415, 429, LIMIT_PROBLEM)
  async create(
    @Param('workspaceId') workspaceId: string,
    @Body() body: CreateWebhookEndpointDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CreatedWebhookEndpointDto> {
    const created = await this.endpoints.create(workspaceId, body);
    void reply.header('location', `/v1/workspaces/${workspaceId}/webhook-endpoints/${created.id}`);
    void reply.header('cache-control', 'no-store');
    return created;
  }

  @Get()
  @RequireScopes('webhooks:read')
  @ApiOperation({ summary: 'List the webhook endpoints (never their secrets)', description: 'Oldest first.' })
  @ApiOkResponse({
    type: WebhookEndpointListDto,
    example: { data: [ENDPOINT_EXAMPLE], urlSchemes: ['https'] },
  })
  @ApiProblems(401, 403, 429)
  async list(@Param('workspaceId') workspaceId: string): Promise<WebhookEndpointListDto> {
    return { data: await this.endpoints.list(workspaceId), urlSchemes: this.endpoints.urlSchemes() };
  }

  @Get(':endpointId')
  @RequireScopes('webhooks:read')
  @ApiOperation({ summary: 'Read a webhook endpoint (never its secret)' })
  @ApiOkResponse({ type: WebhookEndpointDto, example: DISABLED_ENDPOINT_EXAMPLE })
  @ApiProblems(401, 403, NOT_FOUND_ENDPOINT, 429)
  get(
    @Param('workspaceId') workspaceId: string,
    @Param('endpointId') endpointId: string,
  ): Promise<WebhookEndpointDto> {
    return this.endpoints.get(workspaceId, endpointId);
  }

  @Patch(':endpointId')
  @RequireScopes('webhooks:manage')
  @ApiOperation({
    summary: 'Change a webhook endpoint',
    description:
      'Only the fields given change. enabled: true resumes deliveries, also after the platform disabled the endpoint.',
  })
  @ApiBody({ type: UpdateWebhookEndpointDto })
  @ApiOkResponse({ type: WebhookEndpointDto, example: ENDPOINT_EXAMPLE })
  @ApiProblems(URL_PROBLEM, 401, 403, NOT_FOUND_ENDPOINT, 413, 415, 429)
  update(
    @Param('workspaceId') workspaceId: string,
    @Param('endpointId') endpointId: string,
    @Body() body: UpdateWebhookEndpointDto,
  ): Promise<WebhookEndpointDto> {
    return this.endpoints.update(workspaceId, endpointId, body);
  }

  @Delete(':endpointId')
  @RequireScopes('webhooks:manage')
  @ApiOperation({
    summary: 'Delete a webhook endpoint',
    description:
      'Answers with the endpoint as it was. Its secrets and delivery log go with it; deliveries still queued are not made.',
  })
  @ApiOkResponse({ type: WebhookEndpointDto, example: ENDPOINT_EXAMPLE })
  @ApiProblems(401, 403, NOT_FOUND_ENDPOINT, 429)
  delete(
    @Param('workspaceId') workspaceId: string,
    @Param('endpointId') endpointId: string,
  ): Promise<WebhookEndpointDto> {
    return this.endpoints.delete(workspaceId, endpointId);
  }

  @Post(':endpointId/rotate-secret')
  @HttpCode(200)
  @RequireScopes('webhooks:manage')
  @ApiOperation({
    summary: 'Rotate the signing secret',
    description:
      'The new secret is in this answer only. The previous one keeps signing beside it for graceSeconds (24 h by default); an older one still in its grace period stops now.',
  })
  @ApiBody({ type: RotateSecretDto, required: false })
  @ApiOkResponse({
    type: RotatedSecretDto,
    example: ROTATED_SECRET_EXAMPLE,
    headers: responseHeaders('Cache-Control'),
  })
  @ApiProblems(400, 401, 403, NOT_FOUND_ENDPOINT, 413, 415, 429)
  async rotateSecret(
    @Param('workspaceId') workspaceId: string,
    @Param('endpointId') endpointId: string,
    @Body() body: RotateSecretDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<RotatedSecretDto> {
    const rotated = await this.endpoints.rotateSecret(workspaceId, endpointId, body.graceSeconds);
    void reply.header('cache-control', 'no-store');
    return rotated;
  }

  @Post(':endpointId/test')
  @HttpCode(202)
  @RequireScopes('webhooks:manage')
  @ApiOperation({
    summary: 'Send a webhook.test message',
    description: 'Queued for this endpoint only; follow it in the delivery log under the message id.',
  })
  @ApiResponse({ status: 202, type: MessageAcceptedDto, example: { messageId: MESSAGE_ID_EXAMPLE } })
  @ApiProblems(401, 403, NOT_FOUND_ENDPOINT, 429, KAFKA_PROBLEM)
  sendTest(
    @Param('workspaceId') workspaceId: string,
    @Param('endpointId') endpointId: string,
  ): Promise<MessageAcceptedDto> {
    return this.deliveries.sendTest(workspaceId, endpointId);
  }

  @Post(':endpointId/recover')
  @HttpCode(202)
  @RequireScopes('webhooks:manage')
  @ApiOperation({
    summary: 'Queue again the failed messages of a time range',
    description:
      'Every message of this endpoint whose delivery failed and that was created in [since, until) gets one more attempt. count is how many there were when the request was accepted.',
  })
  @ApiBody({ type: RecoverMessagesDto })
  @ApiResponse({ status: 202, type: RecoverAcceptedDto, example: { count: 12 } })
  @ApiProblems(RECOVER_PROBLEM, 401, 403, NOT_FOUND_ENDPOINT, 413, 415, 429, KAFKA_PROBLEM)
  recover(
    @Param('workspaceId') workspaceId: string,
    @Param('endpointId') endpointId: string,
    @Body() body: RecoverMessagesDto,
  ): Promise<RecoverAcceptedDto> {
    return this.deliveries.recover(workspaceId, endpointId, body);
  }
}
