import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** The report projection's schema, read (never written) to answer report and panel requests. */
export const REPORT_SCHEMA = Symbol('REPORT_SCHEMA');

export interface ReportRows {
  totals: { received: string; counted: string; retracted: string; updatedAt: Date } | null;
  reasons: { reason: string; count: string }[];
  values: { currency: string; valueMinor: string; netValueMinor: string }[];
  daily: { day: string; received: string; counted: string; retracted: string }[];
}

export interface PanelRow {
  submissionId: string;
  kind: 'event' | 'duplicate' | 'rejected' | 'adjustment';
  eventId: string | null;
  externalId: string | null;
  name: string | null;
  receivedAt: Date;
  status: 'pending' | 'counted' | 'not_counted' | 'not_recorded' | 'applied' | 'not_applied';
  reason: string | null;
  message: string | null;
  originalReceivedAt: Date | null;
  errors: { field: string; code: string; message: string }[];
  /** For an adjustment: what the projection stored of it (PanelAdjustment). */
  adjustment: {
    adjustmentId: string;
    type: 'retraction' | 'restatement';
    occurredAt: string;
    valueMinor: string | null;
    currency: string | null;
  } | null;
  test: boolean;
  updatedAt: Date;
}

@Injectable()
export class ReportsRepository {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(REPORT_SCHEMA) private readonly schema: string,
  ) {}

  async campaignExists(workspaceId: string, campaignId: string): Promise<boolean> {
    const rows = await this.db.query(`SELECT 1 FROM campaigns WHERE workspace_id = $1 AND id = $2`, [
      workspaceId,
      campaignId,
    ]);
    return rows.length > 0;
  }

  async report(workspaceId: string, campaignId: string): Promise<ReportRows> {
    const args = [workspaceId, campaignId];
    const s = this.schema;
    const [totals, reasons, values, daily] = await Promise.all([
      this.db.query(
        `SELECT received::text, counted::text, retracted::text, updated_at AS "updatedAt" FROM "${s}".campaign_reports WHERE workspace_id = $1 AND campaign_id = $2`,
        args,
      ),
      this.db.query(
        `SELECT reason, count::text FROM "${s}".campaign_reasons WHERE workspace_id = $1 AND campaign_id = $2 ORDER BY reason`,
        args,
      ),
      this.db.query(
        `SELECT trim(currency) AS currency, value_minor::text AS "valueMinor", net_value_minor::text AS "netValueMinor" FROM "${s}".campaign_values WHERE workspace_id = $1 AND campaign_id = $2 ORDER BY currency`,
        args,
      ),
      this.db.query(
        `SELECT to_char(day, 'YYYY-MM-DD') AS day, received::text, counted::text, retracted::text FROM "${s}".campaign_daily WHERE workspace_id = $1 AND campaign_id = $2 ORDER BY day`,
        args,
      ),
    ]);
    return { totals: totals[0] ?? null, reasons, values, daily };
  }

  /**
   * The campaign's latest submission: the projection keeps the latest of each mode (live, test),
   * so this is the later of the two, or the one left when test data retention removed the other.
   */
  async panel(workspaceId: string, campaignId: string): Promise<PanelRow | null> {
    const rows = await this.db.query(
      `SELECT submission_id AS "submissionId", kind, event_id AS "eventId", external_id AS "externalId", name,
              received_at AS "receivedAt", status, reason, message, original_received_at AS "originalReceivedAt",
              errors, adjustment, test, updated_at AS "updatedAt"
         FROM "${this.schema}".panel WHERE workspace_id = $1 AND campaign_id = $2
        ORDER BY received_at DESC, submission_id DESC LIMIT 1`,
      [workspaceId, campaignId],
    );
    return rows[0] ?? null;
  }
}
