import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { PreparedStatement } from '@app/database';
import { ONE_ATTEMPT_ROUND } from '../delivery/delivery-states';
import { EFFECTIVELY_ENABLED_SQL, GATEWAY_SCHEMA } from '../gateway-schema';
import { MessageDraft } from './webhook-payloads';

export interface SubscribedEndpoint {
  id: string;
  workspaceId: string;
  /** Empty: every type. */
  eventTypes: string[];
  /** Receives test traffic too (docs/webhooks.md#test-traffic). */
  includeTestEvents: boolean;
  createdAt: Date;
}

export interface DeliveryKey {
  endpointId: string;
  messageId: string;
  workspaceId: string;
  type: string;
}

/**
 * The fan-out's writes, run in every chunk: named, so each pooled connection parses and plans
 * them once (docs/performance.md#prepared-statements). Each takes its rows through unnest and
 * reaches the tables by their primary keys, so the generic plan is the custom one.
 *
 * A chunk's messages and deliveries are written by one statement (one round trip): both inserts
 * always run to completion, and the deliveries' foreign key to their messages is checked at the
 * end of the statement, so it sees the messages the same statement wrote.
 */
const INSERT_FAN_OUT = new PreparedStatement(
  'webhook-dispatcher.insert-fan-out',
  `WITH new_messages AS (
     INSERT INTO messages (id, workspace_id, type, event_id, body, test, contact_id, traceparent)
     SELECT * FROM unnest($1::text[], $2::uuid[], $3::text[], $4::uuid[], $5::text[], $6::boolean[], $7::text[],
                          $12::text[])
     ORDER BY 1
     ON CONFLICT (id) DO NOTHING
   ), new_deliveries AS (
     INSERT INTO deliveries (endpoint_id, message_id, workspace_id, type, next_attempt_at)
     SELECT d.*, now() FROM unnest($8::text[], $9::text[], $10::uuid[], $11::text[]) AS d
     ORDER BY 1, 2
     ON CONFLICT (endpoint_id, message_id) DO NOTHING
     RETURNING 1
   )
   SELECT count(*)::int AS created FROM new_deliveries`,
);
const MARK_COMMANDS_APPLIED = new PreparedStatement(
  'webhook-dispatcher.mark-commands-applied',
  `INSERT INTO applied_commands (command_id)
   SELECT * FROM unnest($1::uuid[]) ORDER BY 1
   ON CONFLICT DO NOTHING
   RETURNING command_id`,
);

/**
 * Storage of messages and deliveries (the webhook_dispatcher schema), and the read of endpoints
 * from the gateway's schema. No rules here; each write takes a whole chunk in one statement, and
 * every insert is ON CONFLICT DO NOTHING: a replayed Kafka message finds its rows and adds none.
 */
@Injectable()
export class MessagesRepository {
  /**
   * The endpoints of a chunk's workspaces, read in every chunk: named, so each pooled connection
   * parses it once (docs/performance.md#prepared-statements; the gateway's schema is
   * fixed at start). Each workspace's endpoints and each endpoint's health are probes of their
   * indexes (OFFSET 0 keeps each subquery a per-row probe), so the generic plan does not hash-join
   * every endpoint's health as it would for an array of unknown length. Postgres still plans it
   * per call while it estimates the generic plan (ten workspaces) dearer than the custom ones.
   */
  private readonly enabledEndpointsStatement: PreparedStatement;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(GATEWAY_SCHEMA) private readonly gatewaySchema: string,
  ) {
    this.enabledEndpointsStatement = new PreparedStatement(
      'webhook-dispatcher.enabled-endpoints',
      `SELECT e.id, e.workspace_id, e.event_types, e.include_test_events, e.created_at
         FROM unnest($1::uuid[]) AS w (id)
        CROSS JOIN LATERAL (SELECT * FROM "${gatewaySchema}".webhook_endpoints e
                             WHERE e.workspace_id = w.id OFFSET 0) e
         LEFT JOIN LATERAL (SELECT h.disabled_at FROM endpoint_health h WHERE h.endpoint_id = e.id OFFSET 0) h ON true
        WHERE ${EFFECTIVELY_ENABLED_SQL}`,
    );
  }

  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /**
   * The endpoints of these workspaces (distinct) that are enabled: switched on through the API, and not
   * disabled by the dispatcher since (endpoint_health.disabled_at after enabled_changed_at).
   */
  async enabledEndpoints(tx: EntityManager, workspaceIds: string[]): Promise<SubscribedEndpoint[]> {
    if (workspaceIds.length === 0) return [];
    const rows: {
      id: string;
      workspace_id: string;
      event_types: string[];
      include_test_events: boolean;
      created_at: Date;
    }[] = await this.enabledEndpointsStatement.rows(tx, [workspaceIds]);
    return rows.map((r) => ({
      id: r.id,
      workspaceId: r.workspace_id,
      eventTypes: r.event_types,
      includeTestEvents: r.include_test_events,
      createdAt: r.created_at,
    }));
  }

  /** Records the commands as applied; returns the ids that were not already (only they may act). */
  async markCommandsApplied(tx: EntityManager, commandIds: string[]): Promise<Set<string>> {
    if (commandIds.length === 0) return new Set();
    const rows: { command_id: string }[] = await MARK_COMMANDS_APPLIED.rows(tx, [commandIds]);
    return new Set(rows.map((r) => r.command_id));
  }

  async endpointExists(tx: EntityManager, workspaceId: string, endpointId: string): Promise<boolean> {
    const rows: unknown[] = await tx.query(
      `SELECT 1 FROM "${this.gatewaySchema}".webhook_endpoints WHERE id = $1 AND workspace_id = $2`,
      [endpointId, workspaceId],
    );
    return rows.length > 0;
  }

  /**
   * Messages, and new deliveries of them due now, in one statement; each delivery's message is
   * among `messages` or already stored. ON CONFLICT DO NOTHING on both: a replay finds its rows
   * and adds none. Returns how many deliveries were new.
   */
  async insertMessagesAndDeliveries(
    tx: EntityManager,
    messages: (MessageDraft & { traceparent?: string | null })[],
    deliveries: DeliveryKey[],
  ): Promise<number> {
    if (messages.length === 0 && deliveries.length === 0) return 0;
    const [row] = await INSERT_FAN_OUT.rows<{ created: number }>(tx, [
      messages.map((m) => m.id),
      messages.map((m) => m.workspaceId),
      messages.map((m) => m.type),
      messages.map((m) => m.eventId),
      messages.map((m) => m.body),
      messages.map((m) => m.test),
      messages.map((m) => m.contactId),
      deliveries.map((d) => d.endpointId),
      deliveries.map((d) => d.messageId),
      deliveries.map((d) => d.workspaceId),
      deliveries.map((d) => d.type),
      messages.map((m) => m.traceparent ?? null),
    ]);
    return row.created;
  }

  /** One more attempt of one delivery, now (redeliver); false if there is no such delivery. */
  async requeue(tx: EntityManager, endpointId: string, messageId: string): Promise<boolean> {
    // TypeORM answers an UPDATE with [rows, rowCount].
    const [, count]: [unknown[], number] = await tx.query(
      `UPDATE deliveries
          SET status = 'pending', next_attempt_at = now(), schedule_step = $3, updated_at = now()
        WHERE endpoint_id = $1 AND message_id = $2`,
      [endpointId, messageId, ONE_ATTEMPT_ROUND],
    );
    return count > 0;
  }

  /** One more attempt, now, of every failed delivery of the endpoint whose message is in [since, until). */
  async requeueFailed(tx: EntityManager, endpointId: string, since: string, until: string): Promise<number> {
    const [, count]: [unknown[], number] = await tx.query(
      `UPDATE deliveries d
          SET status = 'pending', next_attempt_at = now(), schedule_step = $4, updated_at = now()
         FROM messages m
        WHERE d.endpoint_id = $1 AND d.status = 'failed'
          AND m.id = d.message_id AND m.created_at >= $2 AND m.created_at < $3`,
      [endpointId, since, until, ONE_ATTEMPT_ROUND],
    );
    return count;
  }
}
