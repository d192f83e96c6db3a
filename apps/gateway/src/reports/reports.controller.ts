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
  adjustment: null,
  test: false,
};

/** A refund on the panel: an adjustment submission with its outcome. */
const PANEL_ADJUSTMENT_EXAMPLE = {
  submissionId: '019a9f10-2b7c-7d41-8e3a-1c2d3e4f5a6b',
  kind: 'adjustment',
  eventId: '019a8e2c-6a1f-7c3e-9d2a-6f1e2b3c4d5e',
  externalId: 'order-10023',
  name: 'order_paid',
  receivedAt: '2026-03-04T09:30:01.000Z',
  status: 'applied',
  reason: 'applied',
  message: 'Retracted: conversion order-10023 no longer counts and its value is now 0 EUR.',
  original: null,
  errors: [],
  adjustment: {
    adjustmentId: 'refund-7731',
    type: 'retraction',
    occurredAt: '2026-03-04T09:30:00.000Z',
    valueMinor: null,
    currency: null,
  },
  test: false,
};

/** An event sent with a test key: decided for real, shown here, never in reports. */
const PANEL_TEST_EXAMPLE = {
  ...PANEL_EXAMPLE,
  submissionId: '019aa021-4c8d-7e52-9f4b-2d3e4f5a6b7c',
  eventId: '019aa021-4c8d-7e52-9f4b-2d3e4f5a6b7c',
  externalId: 'test-order-1',
  name: 'order_paid',
  receivedAt: '2026-03-05T10:00:00.000Z',
  status: 'counted',
  reason: 'counted',
  message: 'Counted as a conversion for campaign "spring-sale".',
  test: true,
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
    summary:
      'Campaign report (live traffic only): received, counted, retracted, not counted by reason, value per currency (gross and net), daily series',
  })
  @ApiOkResponse({
    type: CampaignReportDto,
    example: {
      campaignId: 'spring-sale',
      received: 120,
      counted: 87,
      retracted: 3,
      netCounted: 84,
      notCounted: { total: 33, byReason: { not_a_goal_event: 30, outside_campaign_period: 3 } },
      valueByCurrency: [{ currency: 'EUR', valueMinor: '434913' }],
      netValueByCurrency: [{ currency: 'EUR', valueMinor: '421413' }],
      daily: [{ day: '2026-03-02', received: 40, counted: 31, retracted: 2 }],
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
    summary:
      'Conversion test panel: the most recently received submission (event or adjustment) and why it did or did not count or apply',
  })
  @ApiOkResponse({
    type: ConversionTestDto,
    description:
      'The latest submission, live or test (`test: true`: sent with a test key; it never counts in reports): an event (as in the example), a duplicate, a rejected body, or a conversion adjustment (`kind` `adjustment`, with `adjustment` and an outcome `applied` or `not_applied`; see the stream example, which ends with a test event).',
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
        example: [
          `event: panel\nid: ${PANEL_EXAMPLE.submissionId}.not_counted\ndata: ${JSON.stringify({ campaignId: 'spring-sale', latest: PANEL_EXAMPLE })}\n\n`,
          `event: panel\nid: ${PANEL_ADJUSTMENT_EXAMPLE.submissionId}.applied\ndata: ${JSON.stringify({ campaignId: 'spring-sale', latest: PANEL_ADJUSTMENT_EXAMPLE })}\n\n`,
          `event: panel\nid: ${PANEL_TEST_EXAMPLE.submissionId}.counted\ndata: ${JSON.stringify({ campaignId: 'spring-sale', latest: PANEL_TEST_EXAMPLE })}\n\n`,
        ].join(''),
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
