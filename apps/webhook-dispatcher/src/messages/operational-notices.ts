/**
 * Operational webhooks (docs/webhooks.md#operational-webhooks): endpoint.disabled,
 * endpoint.enabled and message.attempt.exhausted, about the workspace's own endpoints and
 * deliveries. Each is written in the transaction of the change it tells (the dispatcher's disable,
 * the outcome that exhausted a delivery, the API switch's command), as a message with an id derived
 * from that change and a delivery per other enabled endpoint of the workspace whose eventTypes
 * name its type (an endpoint of every type, eventTypes empty, receives none), ON CONFLICT DO NOTHING: a crash and retry, or a replay, writes nothing twice. Never to the
 * endpoint the notice is about. Only run when such a change happens, which is rare: the delivery
 * hot path does not look for subscribers.
 */
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import {
  attemptExhaustedMessageId,
  EndpointDisabledTrigger,
  endpointDisabledMessageId,
  isWebhookEventType,
  OperationalWebhookEventType,
  WebhookEndpointRef,
  WebhookPayload,
} from '@app/webhooks';
import { GATEWAY_SCHEMA } from '../gateway-schema';
import { DeliveryKey, MessagesRepository } from './messages.repository';
import { MessageDraft } from './webhook-payloads';

interface EndpointInfo extends WebhookEndpointRef {
  workspaceId: string;
}

/** A delivery whose last attempt failed and that has no attempt left, as its outcome says. */
export interface ExhaustedDelivery {
  endpointId: string;
  messageId: string;
  attemptedAt: Date;
  statusCode: number | null;
  error: string | null;
}

/** The endpoint's URL as a notice shows it: no user name, password, query or fragment. */
export function displayUrl(url: string): string {
  try {
    const u = new URL(url);
    u.username = '';
    u.password = '';
    u.search = '';
    u.hash = '';
    return u.toString();
  } catch {
    return '';
  }
}

function operationalDraft<T extends OperationalWebhookEventType>(
  id: string,
  workspaceId: string,
  payload: WebhookPayload<T>,
): MessageDraft {
  return {
    id,
    workspaceId,
    type: payload.type,
    eventId: null,
    contactId: null,
    body: JSON.stringify(payload),
    occurredAt: payload.timestamp,
    test: false,
  };
}

export function endpointDisabledDraft(
  endpoint: EndpointInfo,
  trigger: EndpointDisabledTrigger,
  reason: string,
  disabledAt: string,
  id: string,
): MessageDraft {
  return operationalDraft(id, endpoint.workspaceId, {
    type: 'endpoint.disabled',
    timestamp: disabledAt,
    data: { endpoint: ref(endpoint), trigger, reason, disabledAt },
  });
}

export function endpointEnabledDraft(endpoint: EndpointInfo, enabledAt: string, id: string): MessageDraft {
  return operationalDraft(id, endpoint.workspaceId, {
    type: 'endpoint.enabled',
    timestamp: enabledAt,
    data: { endpoint: ref(endpoint), enabledAt },
  });
}

function ref(endpoint: EndpointInfo): WebhookEndpointRef {
  return { id: endpoint.id, url: displayUrl(endpoint.url), description: endpoint.description };
}

@Injectable()
export class OperationalNotices {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(GATEWAY_SCHEMA) private readonly gatewaySchema: string,
    private readonly messages: MessagesRepository,
  ) {}

  /** The endpoints (that still exist), as notices name them. */
  private async endpoints(tx: EntityManager, ids: string[]): Promise<Map<string, EndpointInfo>> {
    if (ids.length === 0) return new Map();
    const rows: EndpointInfo[] = await tx.query(
      `SELECT id, workspace_id AS "workspaceId", url, description
         FROM "${this.gatewaySchema}".webhook_endpoints WHERE id = ANY($1::text[])`,
      [ids],
    );
    return new Map(rows.map((r) => [r.id, r]));
  }

  /**
   * Writes the drafts (each about the endpoint `about`) with a delivery to every enabled endpoint
   * of their workspace that wants them, except `about`; a draft nobody wants is not stored.
   * Returns how many deliveries were new.
   */
  async write(tx: EntityManager, drafts: { draft: MessageDraft; about: string }[]): Promise<number> {
    if (drafts.length === 0) return 0;
    const workspaceIds = [...new Set(drafts.map((d) => d.draft.workspaceId))];
    const endpoints = await this.messages.enabledEndpoints(tx, workspaceIds);
    const wanted: MessageDraft[] = [];
    const deliveries: DeliveryKey[] = [];
    for (const { draft, about } of drafts) {
      const targets = endpoints.filter(
        (e) =>
          e.workspaceId === draft.workspaceId &&
          e.id !== about &&
          // Named explicitly: an endpoint of every type (none listed) takes the event types only.
          e.eventTypes.includes(draft.type) &&
          e.createdAt.getTime() <= Date.parse(draft.occurredAt),
      );
      if (targets.length === 0) continue;
      wanted.push(draft);
      for (const e of targets) {
        deliveries.push({
          endpointId: e.id,
          messageId: draft.id,
          workspaceId: draft.workspaceId,
          type: draft.type,
        });
      }
    }
    return this.messages.insertMessagesAndDeliveries(tx, wanted, deliveries);
  }

  /**
   * The endpoint.disabled of a disable by the dispatcher during the enabled period that began at
   * `enabledChangedBasis`: its id derived from both, so deciding it again writes nothing new.
   */
  async endpointDisabled(
    tx: EntityManager,
    endpointId: string,
    enabledChangedBasis: string,
    trigger: EndpointDisabledTrigger,
    reason: string,
    disabledAt: Date,
  ): Promise<number> {
    const endpoint = (await this.endpoints(tx, [endpointId])).get(endpointId);
    if (!endpoint) return 0;
    const id = endpointDisabledMessageId(endpointId, enabledChangedBasis);
    const draft = endpointDisabledDraft(endpoint, trigger, reason, disabledAt.toISOString(), id);
    return this.write(tx, [{ draft, about: endpointId }]);
  }

  /** A switch through the API (the gateway's command), with the message id the gateway derived. */
  async endpointSwitched(
    tx: EntityManager,
    endpointId: string,
    kind: 'endpoint_enabled' | 'endpoint_disabled',
    messageId: string,
    at: string,
    reason: string,
  ): Promise<number> {
    const endpoint = (await this.endpoints(tx, [endpointId])).get(endpointId);
    if (!endpoint) return 0;
    const draft =
      kind === 'endpoint_enabled'
        ? endpointEnabledDraft(endpoint, at, messageId)
        : endpointDisabledDraft(endpoint, 'api', reason, at, messageId);
    return this.write(tx, [{ draft, about: endpointId }]);
  }

  /**
   * The message.attempt.exhausted of each delivery that the same transaction just ended failed
   * after its attempt (its row shows that attempt: an outcome fenced out by its lease sends
   * nothing). One per delivery: its id is derived from the endpoint and the message.
   */
  async attemptsExhausted(tx: EntityManager, exhausted: ExhaustedDelivery[]): Promise<number> {
    if (exhausted.length === 0) return 0;
    const rows: { endpoint_id: string; message_id: string; type: string; attempt_count: number }[] =
      await tx.query(
        `SELECT d.endpoint_id, d.message_id, d.type, d.attempt_count
           FROM unnest($1::text[], $2::text[], $3::timestamptz[]) AS x (endpoint_id, message_id, attempted_at)
           JOIN deliveries d ON d.endpoint_id = x.endpoint_id AND d.message_id = x.message_id
          WHERE d.status = 'failed' AND d.last_attempt_at = x.attempted_at`,
        [
          exhausted.map((e) => e.endpointId),
          exhausted.map((e) => e.messageId),
          exhausted.map((e) => e.attemptedAt.toISOString()),
        ],
      );
    if (rows.length === 0) return 0;
    const endpoints = await this.endpoints(tx, [...new Set(rows.map((r) => r.endpoint_id))]);
    const drafts: { draft: MessageDraft; about: string }[] = [];
    for (const row of rows) {
      const endpoint = endpoints.get(row.endpoint_id);
      const e = exhausted.find((x) => x.endpointId === row.endpoint_id && x.messageId === row.message_id);
      // A notice is never about a notice of its own kind: that could chain without end.
      if (!endpoint || !e || !isWebhookEventType(row.type) || row.type === 'message.attempt.exhausted')
        continue;
      const attemptedAt = e.attemptedAt.toISOString();
      const draft = operationalDraft(
        attemptExhaustedMessageId(row.endpoint_id, row.message_id),
        endpoint.workspaceId,
        {
          type: 'message.attempt.exhausted',
          timestamp: attemptedAt,
          data: {
            endpoint: ref(endpoint),
            message: { id: row.message_id, type: row.type },
            attempts: row.attempt_count,
            lastAttempt: { attemptedAt, statusCode: e.statusCode, error: e.error },
          },
        },
      );
      drafts.push({ draft, about: row.endpoint_id });
    }
    return this.write(tx, drafts);
  }

  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }
}
