import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { PRIVACY_SCHEMAS, PrivacySchemas } from './privacy-settings';

/** A contact's event, with the attribution service's decision about it (null fields until decided). */
export interface ContactEventRow {
  id: string;
  externalId: string;
  name: string;
  occurredAt: Date;
  receivedAt: Date;
  contactId: string;
  campaignId: string | null;
  valueMinor: string | null;
  currency: string | null;
  test: boolean;
  counted: boolean | null;
  reason: string | null;
  message: string | null;
  decidedAt: Date | null;
  netValueMinor: string | null;
  retractedAt: Date | null;
}

/** An adjustment of one of the contact's events, with the attribution service's decision about it. */
export interface ContactAdjustmentRow {
  id: string;
  adjustmentId: string;
  eventId: string;
  type: 'retraction' | 'restatement';
  occurredAt: Date;
  receivedAt: Date;
  valueMinor: string | null;
  currency: string | null;
  test: boolean;
  /** Null: no decision yet (or attribution holds it waiting for its event's decision). */
  applied: boolean | null;
  reason: string | null;
  message: string | null;
  decidedAt: Date | null;
  previousValueMinor: string | null;
  decisionNetValueMinor: string | null;
}

export interface ContactMessageRow {
  id: string;
  type: string;
  createdAt: Date;
  test: boolean;
  body: string;
}

export interface ContactDeliveryRow {
  messageId: string;
  endpointId: string;
  status: string;
  attemptCount: number;
  createdAt: Date;
  lastAttemptAt: Date | null;
  lastError: string | null;
}

export interface ContactAttemptRow {
  endpointId: string;
  messageId: string;
  attemptedAt: Date;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  responseBody: string | null;
}

/**
 * Reads everything the platform holds about one contact, for the access export
 * (docs/privacy.md#access): the gateway's events and adjustments, the attribution service's
 * decisions about them, and the webhook dispatcher's messages naming the contact with their
 * deliveries and attempts. Read-only across schemas, as the events API reads outcomes. Every read
 * is bounded by its `limit` (callers ask one more than they show, to tell whether they cut).
 * SQL only.
 */
@Injectable()
export class ContactDataRepository {
  private readonly attribution: string;
  private readonly dispatcher: string;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(PRIVACY_SCHEMAS) schemas: PrivacySchemas,
  ) {
    this.attribution = `"${schemas.attribution}"`;
    this.dispatcher = `"${schemas.webhookDispatcher}"`;
  }

  /** Newest first, through the events' (workspace, contact, received_at) index. */
  events(workspaceId: string, contactId: string, limit: number): Promise<ContactEventRow[]> {
    return this.db.query(
      `SELECT e.id, e.external_id AS "externalId", e.name, e.occurred_at AS "occurredAt",
              e.received_at AS "receivedAt", e.contact_id AS "contactId", e.campaign_id AS "campaignId",
              e.value_minor AS "valueMinor", e.currency, e.test,
              d.counted, d.reason, d.message, d.decided_at AS "decidedAt",
              c.net_value_minor AS "netValueMinor", c.retracted_at AS "retractedAt"
         FROM (SELECT * FROM events WHERE workspace_id = $1 AND contact_id = $2
                ORDER BY received_at DESC, id DESC LIMIT $3) e
         LEFT JOIN ${this.attribution}.decisions d ON d.event_id = e.id
         LEFT JOIN ${this.attribution}.conversions c ON c.event_id = e.id
        ORDER BY e.received_at DESC, e.id DESC`,
      [workspaceId, contactId, limit],
    );
  }

  /** The adjustments of the contact's events, newest first. */
  adjustments(workspaceId: string, contactId: string, limit: number): Promise<ContactAdjustmentRow[]> {
    return this.db.query(
      `SELECT a.id, a.adjustment_id AS "adjustmentId", a.event_id AS "eventId", a.type,
              a.occurred_at AS "occurredAt", a.received_at AS "receivedAt", a.value_minor AS "valueMinor",
              a.currency, a.test, d.applied, d.reason, d.message, d.decided_at AS "decidedAt",
              d.previous_value_minor AS "previousValueMinor", d.net_value_minor AS "decisionNetValueMinor"
         FROM (SELECT a.* FROM events e JOIN adjustments a ON a.event_id = e.id
                WHERE e.workspace_id = $1 AND e.contact_id = $2
                ORDER BY a.received_at DESC, a.id DESC LIMIT $3) a
         LEFT JOIN ${this.attribution}.adjustment_decisions d ON d.adjustment_id = a.id
        ORDER BY a.received_at DESC, a.id DESC`,
      [workspaceId, contactId, limit],
    );
  }

  /**
   * Webhook messages of the workspace whose payload names the contact: `data.contactId` (an
   * event) or `data.event.contactId` (a decision, an adjustment). Matched on the body the
   * dispatcher stored, so every message ever made is found whatever columns it has; that reads the
   * workspace's messages, which the webhook log's retention keeps bounded. Newest first.
   */
  messages(workspaceId: string, contactId: string, limit: number): Promise<ContactMessageRow[]> {
    return this.db.query(
      `SELECT id, type, created_at AS "createdAt", test, body FROM ${this.dispatcher}.messages
        WHERE workspace_id = $1
          AND (body::jsonb @> jsonb_build_object('data', jsonb_build_object('contactId', $2::text))
               OR body::jsonb @> jsonb_build_object('data', jsonb_build_object('event', jsonb_build_object('contactId', $2::text))))
        ORDER BY created_at DESC, id DESC LIMIT $3`,
      [workspaceId, contactId, limit],
    );
  }

  deliveries(messageIds: string[]): Promise<ContactDeliveryRow[]> {
    if (messageIds.length === 0) return Promise.resolve([]);
    return this.db.query(
      `SELECT message_id AS "messageId", endpoint_id AS "endpointId", status, attempt_count AS "attemptCount",
              created_at AS "createdAt", last_attempt_at AS "lastAttemptAt", last_error AS "lastError"
         FROM ${this.dispatcher}.deliveries WHERE message_id = ANY($1::text[])
        ORDER BY created_at, endpoint_id`,
      [messageIds],
    );
  }

  /** The latest `perDelivery` attempts of each delivery, oldest first. */
  attempts(
    deliveries: { endpointId: string; messageId: string }[],
    perDelivery: number,
  ): Promise<ContactAttemptRow[]> {
    if (deliveries.length === 0) return Promise.resolve([]);
    return this.db.query(
      `SELECT endpoint_id AS "endpointId", message_id AS "messageId", attempted_at AS "attemptedAt",
              status_code AS "statusCode", duration_ms AS "durationMs", error, response_body AS "responseBody"
         FROM (SELECT a.*, row_number() OVER (PARTITION BY a.endpoint_id, a.message_id ORDER BY a.id DESC) AS latest
                 FROM ${this.dispatcher}.attempts a
                WHERE (a.endpoint_id, a.message_id) IN (SELECT * FROM unnest($1::text[], $2::text[]))) x
        WHERE latest <= $3
        ORDER BY id`,
      [deliveries.map((d) => d.endpointId), deliveries.map((d) => d.messageId), perDelivery],
    );
  }
}
