import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';

export interface PanelEntry {
  workspaceId: string;
  campaignId: string;
  eventId: string;
  externalId: string;
  name: string;
  receivedAt: string;
  status: 'pending' | 'counted' | 'not_counted';
  reason: string | null;
  message: string | null;
}

/** Storage of the read model (the report_projection schema). No rules here. */
@Injectable()
export class ProjectionRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** Records the message as applied; false if it was already (then nothing else may change). */
  async markApplied(tx: EntityManager, id: string): Promise<boolean> {
    const rows = await tx.query(
      `INSERT INTO applied_messages (id) VALUES ($1) ON CONFLICT DO NOTHING RETURNING id`,
      [id],
    );
    return rows.length === 1;
  }

  async outcome(
    tx: EntityManager,
    eventId: string,
  ): Promise<{ counted: boolean; reason: string; message: string } | null> {
    const rows = await tx.query(`SELECT counted, reason, message FROM event_outcomes WHERE event_id = $1`, [
      eventId,
    ]);
    return rows[0] ?? null;
  }

  async saveOutcome(
    tx: EntityManager,
    eventId: string,
    o: { counted: boolean; reason: string; message: string },
  ): Promise<void> {
    await tx.query(
      `INSERT INTO event_outcomes (event_id, counted, reason, message) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
      [eventId, o.counted, o.reason, o.message],
    );
  }

  async addToTotals(
    tx: EntityManager,
    t: {
      workspaceId: string;
      campaignId: string;
      counted: boolean;
      reason: string;
      day: string;
      currency: string | null;
      valueMinor: string | null;
    },
  ): Promise<void> {
    const counted = t.counted ? 1 : 0;
    await tx.query(
      `INSERT INTO campaign_reports (workspace_id, campaign_id, received, counted) VALUES ($1, $2, 1, $3)
       ON CONFLICT (workspace_id, campaign_id) DO UPDATE
         SET received = campaign_reports.received + 1, counted = campaign_reports.counted + $3, updated_at = now()`,
      [t.workspaceId, t.campaignId, counted],
    );
    if (!t.counted) {
      await tx.query(
        `INSERT INTO campaign_reasons (workspace_id, campaign_id, reason, count) VALUES ($1, $2, $3, 1)
         ON CONFLICT (workspace_id, campaign_id, reason) DO UPDATE SET count = campaign_reasons.count + 1`,
        [t.workspaceId, t.campaignId, t.reason],
      );
    }
    if (t.counted && t.currency && t.valueMinor) {
      await tx.query(
        `INSERT INTO campaign_values (workspace_id, campaign_id, currency, value_minor) VALUES ($1, $2, $3, $4)
         ON CONFLICT (workspace_id, campaign_id, currency) DO UPDATE SET value_minor = campaign_values.value_minor + $4`,
        [t.workspaceId, t.campaignId, t.currency, t.valueMinor],
      );
    }
    await tx.query(
      `INSERT INTO campaign_daily (workspace_id, campaign_id, day, received, counted) VALUES ($1, $2, $3, 1, $4)
       ON CONFLICT (workspace_id, campaign_id, day) DO UPDATE
         SET received = campaign_daily.received + 1, counted = campaign_daily.counted + $4`,
      [t.workspaceId, t.campaignId, t.day, counted],
    );
  }

  /**
   * Puts this event on the campaign's panel if it is the most recently received one (ties broken
   * by event id, so the order of arrival of messages does not matter), or updates its outcome if
   * it is already there.
   */
  async showOnPanel(tx: EntityManager, p: PanelEntry): Promise<void> {
    await tx.query(
      `INSERT INTO panel AS p (workspace_id, campaign_id, event_id, external_id, name, received_at, status, reason, message)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (workspace_id, campaign_id) DO UPDATE SET
         event_id = EXCLUDED.event_id, external_id = EXCLUDED.external_id, name = EXCLUDED.name,
         received_at = EXCLUDED.received_at, status = EXCLUDED.status, reason = EXCLUDED.reason,
         message = EXCLUDED.message, updated_at = now()
       WHERE (p.received_at, p.event_id) < (EXCLUDED.received_at, EXCLUDED.event_id)
          OR (p.event_id = EXCLUDED.event_id AND EXCLUDED.status <> 'pending')`,
      [
        p.workspaceId,
        p.campaignId,
        p.eventId,
        p.externalId,
        p.name,
        p.receivedAt,
        p.status,
        p.reason,
        p.message,
      ],
    );
  }
}
