import { Injectable } from '@nestjs/common';
import { ProblemException } from '@app/http';
import { CampaignReportDto } from './dto/campaign-report.dto';
import { ConversionTestDto } from './dto/conversion-test.dto';
import { ReportsRepository } from './reports.repository';

/** Reads of the report projection's model for one campaign of the caller's workspace. */
@Injectable()
export class ReportsService {
  constructor(private readonly reports: ReportsRepository) {}

  async report(workspaceId: string, campaignId: string): Promise<CampaignReportDto> {
    await this.mustExist(workspaceId, campaignId);
    const rows = await this.reports.report(workspaceId, campaignId);
    const byReason = Object.fromEntries(rows.reasons.map((r) => [r.reason, Number(r.count)]));
    const counted = Number(rows.totals?.counted ?? 0);
    const retracted = Number(rows.totals?.retracted ?? 0);
    return {
      campaignId,
      received: Number(rows.totals?.received ?? 0),
      counted,
      retracted,
      netCounted: counted - retracted,
      notCounted: { total: Object.values(byReason).reduce((a, b) => a + b, 0), byReason },
      valueByCurrency: rows.values.map((v) => ({ currency: v.currency, valueMinor: v.valueMinor })),
      netValueByCurrency: rows.values.map((v) => ({ currency: v.currency, valueMinor: v.netValueMinor })),
      daily: rows.daily.map((d) => ({
        day: d.day,
        received: Number(d.received),
        counted: Number(d.counted),
        retracted: Number(d.retracted),
      })),
      updatedAt: rows.totals?.updatedAt ? new Date(rows.totals.updatedAt).toISOString() : null,
    };
  }

  async conversionTest(workspaceId: string, campaignId: string): Promise<ConversionTestDto> {
    await this.mustExist(workspaceId, campaignId);
    const row = await this.reports.panel(workspaceId, campaignId);
    return {
      campaignId,
      latest: row
        ? {
            submissionId: row.submissionId,
            kind: row.kind,
            eventId: row.eventId,
            externalId: row.externalId,
            name: row.name,
            receivedAt: new Date(row.receivedAt).toISOString(),
            status: row.status,
            reason: row.reason,
            message: row.message,
            original:
              row.kind === 'duplicate' && row.eventId && row.originalReceivedAt
                ? { eventId: row.eventId, receivedAt: new Date(row.originalReceivedAt).toISOString() }
                : null,
            errors: row.errors,
            adjustment: row.adjustment,
            test: row.test,
          }
        : null,
    };
  }

  async mustExist(workspaceId: string, campaignId: string): Promise<void> {
    if (!(await this.reports.campaignExists(workspaceId, campaignId)))
      throw ProblemException.notFound(`Campaign ${campaignId}`);
  }
}
