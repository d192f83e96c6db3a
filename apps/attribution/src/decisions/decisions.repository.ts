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

export interface NewDecision {
  eventId: string;
  workspaceId: string;
  campaignId: string | null;
  contactId: string;
  counted: boolean;
  reason: DecisionReason;
  message: string;
  occurredAt: Date;
}

export interface ContactKey {
  workspaceId: string;
  campaignId: string;
  contactId: string;
}

export function contactKey(k: ContactKey): string {
  return `${k.workspaceId}:${k.campaignId}:${k.contactId}`;
}

/**
 * Storage for decisions and counted conversions (the attribution schema), and the read-only
 * view of campaigns it needs from the gateway's schema. No rules here. Every method takes a
 * whole batch: one statement per step, whatever the batch size.
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

  async find(tx: EntityManager, eventIds: string[]): Promise<Map<string, StoredDecision>> {
    const rows: StoredDecision[] = await tx.query(
      `SELECT event_id AS "eventId", counted, reason, message, decided_at AS "decidedAt"
         FROM decisions WHERE event_id = ANY($1::uuid[])`,
      [eventIds],
    );
    return new Map(rows.map((r) => [r.eventId, r]));
  }

  /** Campaigns by `${workspaceId}:${id}`. */
  async campaigns(
    tx: EntityManager,
    keys: { workspaceId: string; id: string }[],
  ): Promise<Map<string, CampaignRules>> {
    if (keys.length === 0) return new Map();
    const rows: (CampaignRules & { workspaceId: string })[] = await tx.query(
      `SELECT c.workspace_id AS "workspaceId", c.id, c.status, c.starts_at AS "startsAt", c.ends_at AS "endsAt",
              c.ended_at AS "endedAt", c.goals, c.attribution_window_days AS "attributionWindowDays",
              c.counting_mode AS "countingMode"
         FROM "${this.gatewaySchema}".campaigns c
         JOIN unnest($1::uuid[], $2::text[]) AS k (workspace_id, id) USING (workspace_id, id)`,
      [keys.map((k) => k.workspaceId), keys.map((k) => k.id)],
    );
    return new Map(rows.map(({ workspaceId, ...c }) => [`${workspaceId}:${c.id}`, c]));
  }

  /**
   * Serialises deciders of these (workspace, campaign, contact)s until the transaction ends.
   * Locks are taken in one fixed order (by their hash), so two deciders holding overlapping
   * batches queue up instead of deadlocking.
   */
  async lockContacts(tx: EntityManager, keys: ContactKey[]): Promise<void> {
    if (keys.length === 0) return;
    await tx.query(
      `SELECT pg_advisory_xact_lock(h)
         FROM (SELECT DISTINCT hashtext('attribution:' || k) AS h FROM unnest($1::text[]) AS k ORDER BY h) AS l`,
      [keys.map(contactKey)],
    );
  }

  /** Each contact's earliest counted conversion for the campaign, by contactKey(). */
  async earliestConversions(
    tx: EntityManager,
    keys: ContactKey[],
  ): Promise<Map<string, { eventId: string; occurredAt: Date }>> {
    if (keys.length === 0) return new Map();
    const rows: (ContactKey & { eventId: string; occurredAt: Date })[] = await tx.query(
      `SELECT DISTINCT ON (c.workspace_id, c.campaign_id, c.contact_id)
              c.workspace_id AS "workspaceId", c.campaign_id AS "campaignId", c.contact_id AS "contactId",
              c.event_id AS "eventId", c.occurred_at AS "occurredAt"
         FROM conversions c
         JOIN unnest($1::uuid[], $2::text[], $3::text[]) AS k (workspace_id, campaign_id, contact_id)
           USING (workspace_id, campaign_id, contact_id)
        ORDER BY c.workspace_id, c.campaign_id, c.contact_id, c.occurred_at, c.event_id`,
      [keys.map((k) => k.workspaceId), keys.map((k) => k.campaignId), keys.map((k) => k.contactId)],
    );
    return new Map(rows.map((r) => [contactKey(r), { eventId: r.eventId, occurredAt: r.occurredAt }]));
  }

  /**
   * Stores decisions (and counted ones as conversions) unless a decision for the event exists
   * already; returns when each new one was decided. An event missing from the answer was decided
   * by someone else meanwhile (two consumers during a rebalance): read that decision instead.
   */
  async insert(tx: EntityManager, decisions: NewDecision[]): Promise<Map<string, Date>> {
    if (decisions.length === 0) return new Map();
    const rows: { eventId: string; decidedAt: Date }[] = await tx.query(
      `INSERT INTO decisions (event_id, workspace_id, campaign_id, contact_id, counted, reason, message)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::boolean[], $6::text[], $7::text[])
       ON CONFLICT (event_id) DO NOTHING
       RETURNING event_id AS "eventId", decided_at AS "decidedAt"`,
      [
        decisions.map((d) => d.eventId),
        decisions.map((d) => d.workspaceId),
        decisions.map((d) => d.campaignId),
        decisions.map((d) => d.contactId),
        decisions.map((d) => d.counted),
        decisions.map((d) => d.reason),
        decisions.map((d) => d.message),
      ],
    );
    const inserted = new Map(rows.map((r) => [r.eventId, r.decidedAt]));
    const conversions = decisions.filter((d) => d.counted && d.campaignId && inserted.has(d.eventId));
    if (conversions.length > 0) {
      await tx.query(
        `INSERT INTO conversions (event_id, workspace_id, campaign_id, contact_id, occurred_at)
         SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::timestamptz[])`,
        [
          conversions.map((d) => d.eventId),
          conversions.map((d) => d.workspaceId),
          conversions.map((d) => d.campaignId),
          conversions.map((d) => d.contactId),
          conversions.map((d) => d.occurredAt.toISOString()),
        ],
      );
    }
    return inserted;
  }
}
