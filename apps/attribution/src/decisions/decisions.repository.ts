import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { DecisionReason } from '@app/contracts';
import { CampaignRules } from './decide';

/** The gateway's schema name, where campaigns are read from. */
export const GATEWAY_SCHEMA = Symbol('GATEWAY_SCHEMA');

export interface StoredDecision {
  eventId: string;
  counted: boolean;
  reason: DecisionReason;
  message: string;
  decidedAt: Date;
}

/**
 * Storage for decisions and counted conversions (the attribution schema), and the read-only
 * view of campaigns it needs from the gateway's schema. No rules here.
 */
@Injectable()
export class DecisionsRepository {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(GATEWAY_SCHEMA) private readonly gatewaySchema: string,
  ) {}

  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  async find(tx: EntityManager, eventId: string): Promise<StoredDecision | null> {
    const rows = await tx.query(
      `SELECT event_id AS "eventId", counted, reason, message, decided_at AS "decidedAt" FROM decisions WHERE event_id = $1`,
      [eventId],
    );
    return rows[0] ?? null;
  }

  async campaign(tx: EntityManager, workspaceId: string, id: string): Promise<CampaignRules | null> {
    const rows = await tx.query(
      `SELECT id, status, starts_at AS "startsAt", ends_at AS "endsAt", ended_at AS "endedAt", goals,
              attribution_window_days AS "attributionWindowDays", counting_mode AS "countingMode"
         FROM "${this.gatewaySchema}".campaigns WHERE workspace_id = $1 AND id = $2`,
      [workspaceId, id],
    );
    return rows[0] ?? null;
  }

  /** Serialises deciders of one (workspace, campaign, contact) until the transaction ends. */
  async lockContact(
    tx: EntityManager,
    workspaceId: string,
    campaignId: string,
    contactId: string,
  ): Promise<void> {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [
      `attribution:${workspaceId}:${campaignId}:${contactId}`,
    ]);
  }

  async earliestConversion(
    tx: EntityManager,
    workspaceId: string,
    campaignId: string,
    contactId: string,
  ): Promise<{ eventId: string; occurredAt: Date } | null> {
    const rows = await tx.query(
      `SELECT event_id AS "eventId", occurred_at AS "occurredAt" FROM conversions
        WHERE workspace_id = $1 AND campaign_id = $2 AND contact_id = $3 ORDER BY occurred_at, event_id LIMIT 1`,
      [workspaceId, campaignId, contactId],
    );
    return rows[0] ?? null;
  }

  async insert(
    tx: EntityManager,
    d: {
      eventId: string;
      workspaceId: string;
      campaignId: string | null;
      contactId: string;
      counted: boolean;
      reason: string;
      message: string;
      occurredAt: Date;
    },
  ): Promise<Date> {
    const [row] = await tx.query(
      `INSERT INTO decisions (event_id, workspace_id, campaign_id, contact_id, counted, reason, message)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING decided_at AS "decidedAt"`,
      [d.eventId, d.workspaceId, d.campaignId, d.contactId, d.counted, d.reason, d.message],
    );
    if (d.counted && d.campaignId) {
      await tx.query(
        `INSERT INTO conversions (event_id, workspace_id, campaign_id, contact_id, occurred_at) VALUES ($1, $2, $3, $4, $5)`,
        [d.eventId, d.workspaceId, d.campaignId, d.contactId, d.occurredAt.toISOString()],
      );
    }
    return row.decidedAt;
  }
}
