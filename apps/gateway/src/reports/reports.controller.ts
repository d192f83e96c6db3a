import { Controller, Get, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequireScopes } from '@app/auth';
import { ApiProblems } from '../openapi/api-problems.decorator';
import { CampaignReportDto } from './dto/campaign-report.dto';
import { ConversionTestDto } from './dto/conversion-test.dto';
import { ReportsService } from './reports.service';

/** Campaign reports and the conversion-test panel (scope reports:read). */
@ApiTags('reports')
@ApiBearerAuth('apiKey')
@Controller('v1/workspaces/:workspaceId/campaigns/:campaignId')
@RequireScopes('reports:read')
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Get('report')
  @ApiOperation({
    summary: 'Campaign report: received, counted, not counted by reason, value per currency, daily series',
  })
  @ApiOkResponse({
    type: CampaignReportDto,
    example: {
      campaignId: 'spring-sale',
      received: 120,
      counted: 87,
      notCounted: { total: 33, byReason: { not_a_goal_event: 30, outside_campaign_period: 3 } },
      valueByCurrency: [{ currency: 'EUR', valueMinor: '434913' }],
      daily: [{ day: '2026-03-02', received: 40, counted: 31 }],
      updatedAt: '2026-03-02T18:00:00.000Z',
    },
  })
  @ApiProblems(401, 403, 404, 429)
  report(
    @Param('workspaceId') workspaceId: string,
    @Param('campaignId') campaignId: string,
  ): Promise<CampaignReportDto> {
    return this.reports.report(workspaceId, campaignId);
  }

  @Get('conversion-test')
  @ApiOperation({
    summary: 'Conversion test panel: the most recently received event and why it did or did not count',
  })
  @ApiOkResponse({
    type: ConversionTestDto,
    example: {
      campaignId: 'spring-sale',
      latest: {
        eventId: '019a8e2c-6a1f-7c3e-9d2a-6f1e2b3c4d5e',
        externalId: 'order-10023',
        name: 'page_view',
        receivedAt: '2026-03-02T18:00:00.000Z',
        status: 'not_counted',
        reason: 'not_a_goal_event',
        message: '"page_view" is not a goal of campaign "spring-sale"; its goals are "order_paid".',
      },
    },
  })
  @ApiProblems(401, 403, 404, 429)
  conversionTest(
    @Param('workspaceId') workspaceId: string,
    @Param('campaignId') campaignId: string,
  ): Promise<ConversionTestDto> {
    return this.reports.conversionTest(workspaceId, campaignId);
  }
}
