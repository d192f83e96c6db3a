import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AuthenticatedRequest, RequireScopes, principalSubject } from '@app/auth';
import { ApiProblems } from '../openapi/api-problems.decorator';
import { responseHeaders } from '../openapi/response-headers';
import { CreateErasureRequestDto } from './dto/create-erasure-request.dto';
import { ErasureRequestPageDto } from './dto/erasure-request-page.dto';
import { ErasureRequestDto } from './dto/erasure-request.dto';
import { ListErasureRequestsQuery } from './dto/list-erasure-requests.query';
import {
  COMPLETED_ERASURE_EXAMPLE,
  CONTACT_IDS_PROBLEM,
  ERASURE_NOT_FOUND,
  PENDING_ERASURE_EXAMPLE,
} from './dto/privacy-examples';
import { ErasureRequestsService } from './erasure-requests.service';

/** Erasure of contacts' personal data (docs/api.md#erasure-requests, docs/privacy.md#erasure); scope privacy:manage. */
@ApiTags('privacy')
@ApiBearerAuth('apiKey')
@Controller('v1/workspaces/:workspaceId/erasure-requests')
@RequireScopes('privacy:manage')
export class ErasureRequestsController {
  constructor(private readonly erasures: ErasureRequestsService) {}

  @Post()
  @HttpCode(202)
  @ApiOperation({
    summary: "Erase contacts' personal data",
    description:
      'Suppresses the contacts at once (their new events and adjustments are no longer recorded), then erases every copy of their data in every service within seconds to minutes; follow it with GET on the Location. Once completed, a `contact.erased` notice per contact goes to conversions.erasures.v1 and to subscribed webhook endpoints.',
  })
  @ApiBody({ type: CreateErasureRequestDto })
  @ApiResponse({
    status: 202,
    type: ErasureRequestDto,
    example: PENDING_ERASURE_EXAMPLE,
    headers: responseHeaders('Location'),
  })
  @ApiProblems(CONTACT_IDS_PROBLEM, 401, 403, 413, 415, 429)
  async create(
    @Param('workspaceId') workspaceId: string,
    @Body() body: CreateErasureRequestDto,
    @Req() request: AuthenticatedRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ErasureRequestDto> {
    const view = await this.erasures.create(
      workspaceId,
      body.contactIds,
      principalSubject(request.principal!),
    );
    void reply.header('location', `/v1/workspaces/${workspaceId}/erasure-requests/${view.id}`);
    return ErasureRequestDto.from(view);
  }

  @Get()
  @ApiOperation({
    summary: 'List erasure requests',
    description: 'Newest first; follow nextCursor for the next page. Never shows the contactIds.',
  })
  @ApiOkResponse({
    type: ErasureRequestPageDto,
    example: { data: [COMPLETED_ERASURE_EXAMPLE], nextCursor: null },
  })
  @ApiProblems(400, 401, 403, 429)
  list(
    @Param('workspaceId') workspaceId: string,
    @Query() query: ListErasureRequestsQuery,
  ): Promise<ErasureRequestPageDto> {
    return this.erasures.list(workspaceId, query).then((page) => ({
      data: page.data.map((v) => ErasureRequestDto.from(v)),
      nextCursor: page.nextCursor,
    }));
  }

  @Get(':erasureRequestId')
  @ApiOperation({
    summary: 'Read an erasure request',
    description: "Its status and each service's progress, with what each removed, by table.",
  })
  @ApiOkResponse({ type: ErasureRequestDto, example: COMPLETED_ERASURE_EXAMPLE })
  @ApiProblems(401, 403, ERASURE_NOT_FOUND, 429)
  async get(
    @Param('workspaceId') workspaceId: string,
    @Param('erasureRequestId') id: string,
  ): Promise<ErasureRequestDto> {
    return ErasureRequestDto.from(await this.erasures.get(workspaceId, id));
  }
}
