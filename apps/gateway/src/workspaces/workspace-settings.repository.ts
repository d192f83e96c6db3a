import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { WorkspaceSettings } from './workspace-settings-rules';

const COLUMNS = `event_retention_days AS "eventRetentionDays", webhook_log_retention_days AS "webhookLogRetentionDays"`;

/** A workspace's settings: columns of the gateway's `workspaces` (the services' sweeps read them too). */
@Injectable()
export class WorkspaceSettingsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async find(workspaceId: string): Promise<WorkspaceSettings | undefined> {
    const rows: WorkspaceSettings[] = await this.db.query(`SELECT ${COLUMNS} FROM workspaces WHERE id = $1`, [
      workspaceId,
    ]);
    return rows[0];
  }

  /** Sets the settings given (the others stay) and answers with all of them, in one statement. */
  async update(
    workspaceId: string,
    changes: Partial<WorkspaceSettings>,
  ): Promise<WorkspaceSettings | undefined> {
    // An UPDATE answers [rows, count] through TypeORM's Postgres driver.
    const [rows]: [WorkspaceSettings[], number] = await this.db.query(
      `UPDATE workspaces
          SET event_retention_days = COALESCE($2, event_retention_days),
              webhook_log_retention_days = COALESCE($3, webhook_log_retention_days)
        WHERE id = $1
        RETURNING ${COLUMNS}`,
      [workspaceId, changes.eventRetentionDays ?? null, changes.webhookLogRetentionDays ?? null],
    );
    return rows[0];
  }
}
