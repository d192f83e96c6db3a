import { Controller, Get, MessageEvent, Param, Sse, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Observable } from 'rxjs';
import { RequireScopes } from '@app/auth';
import { ApiProblems } from '../openapi/api-problems.decorator';
import { CampaignReportDto } from './dto/campaign-report.dto';
import { ConversionTestDto } from './dto/conversion-test.dto';
import { PanelStreamGuard } from './panel-stream.guard';
import { PanelStreamService } from './panel-stream.service';
import { ReportsService } from './reports.service';

const PANEL_EXAMPLE = {
  submissionId: '019a8e2c-6a1f-7c3e-9d2a-6f1e2b3c4d5e',
  kind: 'event',
  eventId: '019a8e2c-6a1f-7c3e-9d2a-6f1e2b3c4d5e',
  externalId: 'order-10023',
  name: 'page_view',
  receivedAt: '2026-03-02T18:00:00.000Z',
  status: 'not_counted',
  reason: 'not_a_goal_event',
  message:
    '"page_view" is not a goal of campaign "spring-sale"; its goals are "order_paid". Send one of those names, or add this one to the campaign\'s goals.',
  original: null,
  errors: [],
};

/** Campaign reports and the conversion-test panel (scope reports:read). */
@ApiTags('reports')
@ApiBearerAuth('apiKey')
@Controller('v1/workspaces/:workspaceId/campaigns/:campaignId')
@RequireScopes('reports:read')
export class ReportsController {
  constructor(
    private readonly reports: ReportsService,
    private readonly streams: PanelStreamService,
  ) {}

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
      latest: PANEL_EXAMPLE,
    },
  })
  @ApiProblems(401, 403, 404, 429)
  conversionTest(
    @Param('workspaceId') workspaceId: string,
    @Param('campaignId') campaignId: string,
  ): Promise<ConversionTestDto> {
    return this.reports.conversionTest(workspaceId, campaignId);
  }

  @Sse('conversion-test/stream')
  @UseGuards(PanelStreamGuard)
  @ApiOperation({
    summary: 'Conversion test panel, live (Server-Sent Events)',
    description: [
      'Sends the panel at once as an event of type `panel` (data: the same JSON as GET .../conversion-test), then again each time it changes, typically within a second of the submission.',
      'A comment line (`: keep-alive`) comes every 15 s while nothing changes. Each event carries an `id`; the stream always starts with the current panel, so a reconnecting EventSource needs nothing else.',
      'The stream ends when the gateway shuts down; EventSource reconnects by itself. 503 when this gateway holds its maximum of streams.',
    ].join('\n\n'),
  })
  @ApiProduces('text/event-stream')
  @ApiOkResponse({
    description: 'A text/event-stream of `panel` events.',
    content: {
      'text/event-stream': {
        example: `event: panel\nid: 019a8e2c-6a1f-7c3e-9d2a-6f1e2b3c4d5e.not_counted\ndata: ${JSON.stringify({ campaignId: 'spring-sale', latest: PANEL_EXAMPLE })}\n\n`,
      },
    },
  })
  @ApiProblems(401, 403, 404, 429, 503)
  conversionTestStream(
    @Param('workspaceId') workspaceId: string,
    @Param('campaignId') campaignId: string,
  ): Observable<MessageEvent> {
    return this.streams.stream(workspaceId, campaignId);
  }
}
