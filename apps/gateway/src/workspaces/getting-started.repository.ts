import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { REPORT_SCHEMA } from '../reports/reports.repository';

/** What a workspace has done so far, as facts read from its own data; no rules here. */
export interface WorkspaceProgress {
  sendingKey: boolean;
  eventReceived: boolean;
  campaignCreated: boolean;
  eventCounted: boolean;
  webhookEndpoint: boolean;
}

/**
 * One statement of EXISTS probes, each stopping at its first row: the gateway's tables, and the
 * report projection's (read, never written) for "counted".
 */
@Injectable()
export class GettingStartedRepository {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(REPORT_SCHEMA) private readonly reportSchema: string,
  ) {}

  async progress(workspaceId: string): Promise<WorkspaceProgress> {
    const rows: WorkspaceProgress[] = await this.db.query(
      `SELECT
         EXISTS (SELECT 1 FROM api_keys WHERE workspace_id = $1 AND revoked_at IS NULL
                   AND 'events:write' = ANY (scopes)) AS "sendingKey",
         EXISTS (SELECT 1 FROM events WHERE workspace_id = $1) AS "eventReceived",
         EXISTS (SELECT 1 FROM campaigns WHERE workspace_id = $1) AS "campaignCreated",
         EXISTS (SELECT 1 FROM "${this.reportSchema}".campaign_reports
                  WHERE workspace_id = $1 AND counted > 0) AS "eventCounted",
         EXISTS (SELECT 1 FROM webhook_endpoints WHERE workspace_id = $1) AS "webhookEndpoint"`,
      [workspaceId],
    );
    return rows[0];
  }
}
