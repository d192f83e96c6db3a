import { Body, Controller, Get, Param, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { RequireScopes } from '@app/auth';
import { ApiProblems } from '../openapi/api-problems.decorator';
import { responseHeaders } from '../openapi/response-headers';
import { CampaignDto } from './dto/campaign.dto';
import { CampaignPageDto } from './dto/campaign-page.dto';
import { ListCampaignsQuery } from './dto/list-campaigns.query';
import { PutCampaignDto } from './dto/put-campaign.dto';
import { CampaignsService } from './campaigns.service';

const CAMPAIGN_EXAMPLE = {
  id: 'spring-sale',
  name: 'Spring sale',
  status: 'active',
  startsAt: '2026-03-01T00:00:00.000Z',
  endsAt: '2026-03-31T23:59:59.000Z',
  endedAt: null,
  goals: ['order_paid'],
  attributionWindowDays: 7,
  countingMode: 'once_per_contact',
  version: 1,
  createdAt: '2026-02-20T10:00:00.000Z',
  updatedAt: '2026-02-20T10:00:00.000Z',
};

/** Campaigns: what attribution counts events against (docs/attribution.md). */
@ApiTags('campaigns')
@ApiBearerAuth('apiKey')
@Controller('v1/workspaces/:workspaceId/campaigns')
export class CampaignsController {
  constructor(private readonly campaigns: CampaignsService) {}

  @Put(':campaignId')
  @RequireScopes('campaigns:write')
  @ApiOperation({
    summary: 'Create or replace a campaign',
    description: 'Idempotent: 201 when created, 200 when replaced (or unchanged). The id is yours to choose.',
  })
  @ApiResponse({
    status: 201,
    type: CampaignDto,
    example: CAMPAIGN_EXAMPLE,
    headers: responseHeaders('Location'),
  })
  @ApiResponse({
    status: 200,
    type: CampaignDto,
    example: { ...CAMPAIGN_EXAMPLE, version: 2 },
    headers: responseHeaders('Location'),
  })
  @ApiProblems(400, 401, 403, 413, 415, 429)
  async put(
    @Param('workspaceId') workspaceId: string,
    @Param('campaignId') campaignId: string,
    @Body() body: PutCampaignDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CampaignDto> {
    const { campaign, created } = await this.campaigns.put(workspaceId, campaignId, body);
    void reply
      .status(created ? 201 : 200)
      .header('location', `/v1/workspaces/${workspaceId}/campaigns/${campaign.id}`);
    return campaign;
  }

  @Get(':campaignId')
  @RequireScopes('campaigns:read')
  @ApiOperation({ summary: 'Read a campaign' })
  @ApiOkResponse({ type: CampaignDto, example: CAMPAIGN_EXAMPLE })
  @ApiProblems(401, 403, 404, 429)
  get(
    @Param('workspaceId') workspaceId: string,
    @Param('campaignId') campaignId: string,
  ): Promise<CampaignDto> {
    return this.campaigns.get(workspaceId, campaignId);
  }

  @Get()
  @RequireScopes('campaigns:read')
  @ApiOperation({
    summary: 'List campaigns',
    description: 'In id order; follow nextCursor for the next page.',
  })
  @ApiOkResponse({ type: CampaignPageDto, example: { data: [CAMPAIGN_EXAMPLE], nextCursor: null } })
  @ApiProblems(400, 401, 403, 429)
  list(
    @Param('workspaceId') workspaceId: string,
    @Query() query: ListCampaignsQuery,
  ): Promise<CampaignPageDto> {
    return this.campaigns.list(workspaceId, query.limit, query.cursor);
  }
}
