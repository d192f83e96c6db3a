import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { RequireScopes } from '@app/auth';
import { ApiProblems } from '../openapi/api-problems.decorator';
import { CreateSuppressionsDto } from './dto/create-suppressions.dto';
import { ListSuppressionsQuery } from './dto/list-suppressions.query';
import {
  CONTACT_IDS_PROBLEM,
  ERASURE_IN_PROGRESS_PROBLEM,
  LIST_QUERY_PROBLEM,
  NOT_SUPPRESSED_PROBLEM,
  PATH_CONTACT_ID_PROBLEM,
  SUPPRESSION_PAGE_EXAMPLE,
  SUPPRESSION_RESULTS_EXAMPLE,
} from './dto/suppression-examples';
import { SuppressionPageDto } from './dto/suppression-page.dto';
import { SuppressionResultDto } from './dto/suppression-result.dto';
import { SuppressionResultsDto } from './dto/suppression-results.dto';
import { SuppressionDto } from './dto/suppression.dto';
import { SuppressionsService } from './suppressions.service';

/**
 * The suppression list (docs/api.md#suppression, docs/privacy.md#suppression): contacts whose new
 * events and adjustments the gateway no longer records. Scope privacy:manage. HTTP only.
 */
@ApiTags('privacy')
@ApiBearerAuth('apiKey')
@Controller('v1/workspaces/:workspaceId/suppressions')
@RequireScopes('privacy:manage')
export class SuppressionsController {
  constructor(private readonly suppressions: SuppressionsService) {}

  @Post()
  @ApiOperation({
    summary: 'Suppress contacts',
    description:
      'From this answer on, a new event or adjustment of these contacts is answered 202 with status "suppressed" and nothing is stored, claimed or published. What is recorded already stays (an erasure request erases it). The list keeps each contact\'s keyed hash, never its contactId. 201 when at least one contact was not suppressed before; 200 when every one already was (nothing changed).',
  })
  @ApiBody({ type: CreateSuppressionsDto })
  @ApiResponse({
    status: 201,
    type: SuppressionResultsDto,
    description: 'At least one contact is suppressed by this request (created: true).',
    example: SUPPRESSION_RESULTS_EXAMPLE,
  })
  @ApiResponse({
    status: 200,
    type: SuppressionResultsDto,
    description: 'Every contact was suppressed already: nothing changed (created: false on each).',
    example: {
      results: SUPPRESSION_RESULTS_EXAMPLE.results.map((r) => ({ ...r, created: false })),
    },
  })
  @ApiProblems(CONTACT_IDS_PROBLEM, 401, 403, 413, 415, 429)
  async suppress(
    @Param('workspaceId') workspaceId: string,
    @Body() body: CreateSuppressionsDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SuppressionResultsDto> {
    const results = await this.suppressions.suppress(workspaceId, body.contactIds);
    void reply.status(results.some((r) => r.created) ? 201 : 200);
    return { results: results.map((r) => SuppressionResultDto.fromResult(r)) };
  }

  @Get()
  @ApiOperation({
    summary: 'List suppressed contacts',
    description:
      'Newest first (by createdAt), by keyed hash: the list never holds a contactId. Follow nextCursor for the next page.',
  })
  @ApiOkResponse({ type: SuppressionPageDto, example: SUPPRESSION_PAGE_EXAMPLE })
  @ApiProblems(LIST_QUERY_PROBLEM, 401, 403, 429)
  async list(
    @Param('workspaceId') workspaceId: string,
    @Query() query: ListSuppressionsQuery,
  ): Promise<SuppressionPageDto> {
    const page = await this.suppressions.list(workspaceId, query);
    return { data: page.data.map((row) => SuppressionDto.from(row)), nextCursor: page.nextCursor };
  }

  @Delete(':contactId')
  @HttpCode(204)
  @ApiOperation({
    summary: "Lift a contact's suppression",
    description:
      "The contact's next new event or adjustment is recorded again (201). Named by its contactId, URL-encoded; the gateway hashes it as the list does. A suppression made by an erasure request that is still running cannot be lifted yet (409).",
  })
  @ApiParam({
    name: 'contactId',
    description: 'The contactId, as your events send it, URL-encoded.',
    example: 'contact_42',
  })
  @ApiNoContentResponse({ description: 'Lifted.' })
  @ApiProblems(PATH_CONTACT_ID_PROBLEM, 401, 403, NOT_SUPPRESSED_PROBLEM, ERASURE_IN_PROGRESS_PROBLEM, 429)
  async lift(
    @Param('workspaceId') workspaceId: string,
    @Param('contactId') contactId: string,
  ): Promise<void> {
    await this.suppressions.lift(workspaceId, contactId);
  }
}
