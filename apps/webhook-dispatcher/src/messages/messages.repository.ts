import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { ONE_ATTEMPT_ROUND } from '../delivery/delivery-states';
import { EFFECTIVELY_ENABLED_SQL, GATEWAY_SCHEMA } from '../gateway-schema';
import { MessageDraft } from './webhook-payloads';

export interface SubscribedEndpoint {
  id: string;
  workspaceId: string;
  /** Empty: every type. */
  eventTypes: string[];
  createdAt: Date;
}

export interface DeliveryKey {
  endpointId: string;
  messageId: string;
  workspaceId: string;
  type: string;
}

/**
 * Storage of messages and deliveries (the webhook_dispatcher schema), and the read of endpoints
 * from the gateway's schema. No rules here; each write takes a whole chunk in one statement, and
 * every insert is ON CONFLICT DO NOTHING: a replayed Kafka message finds its rows and adds none.
 */
@Injectable()
export class MessagesRepository {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(GATEWAY_SCHEMA) private readonly gatewaySchema: string,
  ) {}

  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /**
   * The endpoints of these workspaces that are enabled: switched on through the API, and not
   * disabled by the dispatcher since (endpoint_health.disabled_at after enabled_changed_at).
   */
  async enabledEndpoints(tx: EntityManager, workspaceIds: string[]): Promise<SubscribedEndpoint[]> {
    if (workspaceIds.length === 0) return [];
    const rows: { id: string; workspace_id: string; event_types: string[]; created_at: Date }[] =
      await tx.query(
        `SELECT e.id, e.workspace_id, e.event_types, e.created_at
           FROM "${this.gatewaySchema}".webhook_endpoints e
           LEFT JOIN endpoint_health h ON h.endpoint_id = e.id
          WHERE e.workspace_id = ANY($1::uuid[])
            AND ${EFFECTIVELY_ENABLED_SQL}`,
        [workspaceIds],
      );
    return rows.map((r) => ({
      id: r.id,
      workspaceId: r.workspace_id,
      eventTypes: r.event_types,
      createdAt: r.created_at,
    }));
  }

  /** Records the commands as applied; returns the ids that were not already (only they may act). */
  async markCommandsApplied(tx: EntityManager, commandIds: string[]): Promise<Set<string>> {
    if (commandIds.length === 0) return new Set();
    const rows: { command_id: string }[] = await tx.query(
      `INSERT INTO applied_commands (command_id)
       SELECT * FROM unnest($1::uuid[]) ORDER BY 1
       ON CONFLICT DO NOTHING
       RETURNING command_id`,
      [commandIds],
    );
    return new Set(rows.map((r) => r.command_id));
  }

  async endpointExists(tx: EntityManager, workspaceId: string, endpointId: string): Promise<boolean> {
    const rows: unknown[] = await tx.query(
      `SELECT 1 FROM "${this.gatewaySchema}".webhook_endpoints WHERE id = $1 AND workspace_id = $2`,
      [endpointId, workspaceId],
    );
    return rows.length > 0;
  }

  async insertMessages(tx: EntityManager, messages: MessageDraft[]): Promise<void> {
    if (messages.length === 0) return;
    await tx.query(
      `INSERT INTO messages (id, workspace_id, type, event_id, body)
       SELECT * FROM unnest($1::text[], $2::uuid[], $3::text[], $4::uuid[], $5::text[])
       ORDER BY 1
       ON CONFLICT (id) DO NOTHING`,
      [
        messages.map((m) => m.id),
        messages.map((m) => m.workspaceId),
        messages.map((m) => m.type),
        messages.map((m) => m.eventId),
        messages.map((m) => m.body),
      ],
    );
  }

  /** New deliveries, due now; returns how many were new. */
  async insertDeliveries(tx: EntityManager, deliveries: DeliveryKey[]): Promise<number> {
    if (deliveries.length === 0) return 0;
    const rows: unknown[] = await tx.query(
      `INSERT INTO deliveries (endpoint_id, message_id, workspace_id, type, next_attempt_at)
       SELECT d.*, now() FROM unnest($1::text[], $2::text[], $3::uuid[], $4::text[]) AS d
       ORDER BY 1, 2
       ON CONFLICT (endpoint_id, message_id) DO NOTHING
       RETURNING 1`,
      [
        deliveries.map((d) => d.endpointId),
        deliveries.map((d) => d.messageId),
        deliveries.map((d) => d.workspaceId),
        deliveries.map((d) => d.type),
      ],
    );
    return rows.length;
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
