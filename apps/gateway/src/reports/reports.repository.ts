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

  /**
   * The report's four parts in one statement, so that they come from one snapshot: the
   * projection commits a chunk's totals, reasons, values and days together, and four separate
   * reads could fall on both sides of that commit (a report counting 6 conversions with no value
   * yet). Each part is aggregated to JSON in its own subquery.
   */
  async report(workspaceId: string, campaignId: string): Promise<ReportRows> {
    const s = this.schema;
    const mine = `workspace_id = $1 AND campaign_id = $2`;
    const [row]: {
      totals: (Omit<NonNullable<ReportRows['totals']>, 'updatedAt'> & { updatedAt: string }) | null;
      reasons: ReportRows['reasons'];
      values: ReportRows['values'];
      daily: ReportRows['daily'];
    }[] = await this.db.query(
      `SELECT
         (SELECT json_build_object('received', received::text, 'counted', counted::text,
                                   'retracted', retracted::text, 'updatedAt', updated_at)
            FROM "${s}".campaign_reports WHERE ${mine}) AS totals,
         coalesce((SELECT json_agg(json_build_object('reason', reason, 'count', count::text) ORDER BY reason)
                     FROM "${s}".campaign_reasons WHERE ${mine}), '[]') AS reasons,
         coalesce((SELECT json_agg(json_build_object('currency', trim(currency), 'valueMinor', value_minor::text,
                                                     'netValueMinor', net_value_minor::text) ORDER BY currency)
                     FROM "${s}".campaign_values WHERE ${mine}), '[]') AS "values",
         coalesce((SELECT json_agg(json_build_object('day', to_char(day, 'YYYY-MM-DD'), 'received', received::text,
                                                     'counted', counted::text, 'retracted', retracted::text)
                                   ORDER BY day)
                     FROM "${s}".campaign_daily WHERE ${mine}), '[]') AS daily`,
      [workspaceId, campaignId],
    );
    const totals = row.totals ? { ...row.totals, updatedAt: new Date(row.totals.updatedAt) } : null;
    return { totals, reasons: row.reasons, values: row.values, daily: row.daily };
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
