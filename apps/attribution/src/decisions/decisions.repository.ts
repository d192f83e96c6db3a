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
  /** Test traffic (docs/attribution.md#test-traffic): its conversion is history for test events only. */
  test: boolean;
}

/**
 * A contact of a campaign, in one mode: live and test traffic of the same contact are two
 * histories (and two locks), so neither is ever the other's earlier conversion.
 */
export interface ContactKey {
  workspaceId: string;
  campaignId: string;
  contactId: string;
  test: boolean;
}

/**
 * The (workspace, campaign, contact, mode) lock deciding the event takes ('' for no campaign). A
 * test adjustment names a test event (docs/api.md#test-mode), so both take the same lock.
 */
export function contactOf(e: {
  workspaceId: string;
  campaignId: string | null;
  contactId: string;
  test?: boolean;
}): ContactKey {
  return {
    workspaceId: e.workspaceId,
    campaignId: e.campaignId ?? '',
    contactId: e.contactId,
    test: e.test === true,
  };
}

/** The live key is what it was before test traffic existed, so live locks stay where they were. */
export function contactKey(k: ContactKey): string {
  return `${k.test ? 'test:' : ''}${k.workspaceId}:${k.campaignId}:${k.contactId}`;
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

  /**
   * Each contact's earliest counted conversion for the campaign in its mode, by contactKey(). One
   * probe of conversions_contact_idx per key, whatever the table's statistics say (the LIMIT keeps
   * the lateral subquery from being turned into a join over the whole table), and one answer per
   * key: a contact's live and test histories are two keys, and each gets its own.
   */
  async earliestConversions(
    tx: EntityManager,
    keys: ContactKey[],
  ): Promise<Map<string, { eventId: string; occurredAt: Date }>> {
    if (keys.length === 0) return new Map();
    const rows: (ContactKey & { eventId: string; occurredAt: Date })[] = await tx.query(
      `SELECT k.workspace_id AS "workspaceId", k.campaign_id AS "campaignId", k.contact_id AS "contactId", k.test,
              c.event_id AS "eventId", c.occurred_at AS "occurredAt"
         FROM unnest($1::uuid[], $2::text[], $3::text[], $4::boolean[]) AS k (workspace_id, campaign_id, contact_id, test)
        CROSS JOIN LATERAL (
          SELECT c.event_id, c.occurred_at FROM conversions c
           WHERE c.workspace_id = k.workspace_id AND c.campaign_id = k.campaign_id AND c.contact_id = k.contact_id
             AND c.test = k.test
           ORDER BY c.occurred_at, c.event_id
           LIMIT 1) c`,
      [
        keys.map((k) => k.workspaceId),
        keys.map((k) => k.campaignId),
        keys.map((k) => k.contactId),
        keys.map((k) => k.test),
      ],
    );
    return new Map(rows.map((r) => [contactKey(r), { eventId: r.eventId, occurredAt: r.occurredAt }]));
  }

  /**
   * Stores decisions, and the counted ones as conversions, in one statement, unless a decision for
   * the event exists already; returns when each new one was decided. An event missing from the
   * answer was decided before (a redelivery or a replay), or by someone else meanwhile (two
   * consumers during a rebalance): its stored decision stands, and no conversion was stored for it.
   *
   * The conversions are inserted from the rows the decisions' insert returned, never from the
   * input alone: that is what lets conversions go without a foreign key to decisions (the
   * 1765700000000 migration says why that is safe). The ON CONFLICT is the replay check: the
   * primary-key probe it makes anyway answers which events were decided before, with no SELECT
   * of its own.
   */
  async insert(tx: EntityManager, decisions: NewDecision[]): Promise<Map<string, Date>> {
    if (decisions.length === 0) return new Map();
    const rows: { eventId: string; decidedAt: Date }[] = await tx.query(
      `WITH input AS (
         SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::boolean[], $6::text[], $7::text[],
                              $8::boolean[], $9::timestamptz[])
                    AS i (event_id, workspace_id, campaign_id, contact_id, counted, reason, message, test, occurred_at)),
       decided AS (
         INSERT INTO decisions (event_id, workspace_id, campaign_id, contact_id, counted, reason, message, test)
         SELECT event_id, workspace_id, campaign_id, contact_id, counted, reason, message, test FROM input
         ON CONFLICT (event_id) DO NOTHING
         RETURNING event_id, workspace_id, campaign_id, contact_id, counted, test, decided_at),
       converted AS (
         INSERT INTO conversions (event_id, workspace_id, campaign_id, contact_id, occurred_at, test)
         SELECT d.event_id, d.workspace_id, d.campaign_id, d.contact_id, i.occurred_at, d.test
           FROM decided d JOIN input i USING (event_id)
          WHERE d.counted AND d.campaign_id IS NOT NULL)
       SELECT event_id AS "eventId", decided_at AS "decidedAt" FROM decided`,
      [
        decisions.map((d) => d.eventId),
        decisions.map((d) => d.workspaceId),
        decisions.map((d) => d.campaignId),
        decisions.map((d) => d.contactId),
        decisions.map((d) => d.counted),
        decisions.map((d) => d.reason),
        decisions.map((d) => d.message),
        decisions.map((d) => d.test),
        decisions.map((d) => d.occurredAt.toISOString()),
      ],
    );
    return new Map(rows.map((r) => [r.eventId, r.decidedAt]));
  }

  /**
   * Takes back decisions (and their conversions) this transaction has just stored, in one
   * statement: AttributionService does so when a chunk turns out to hold events decided before,
   * and decides the rest again knowing their stored decisions.
   */
  async remove(tx: EntityManager, eventIds: string[]): Promise<void> {
    if (eventIds.length === 0) return;
    await tx.query(
      `WITH conversions_gone AS (DELETE FROM conversions WHERE event_id = ANY($1::uuid[]))
       DELETE FROM decisions WHERE event_id = ANY($1::uuid[])`,
      [eventIds],
    );
  }
}
