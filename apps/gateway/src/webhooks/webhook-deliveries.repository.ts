import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MessageCursor } from './message-cursor';
import { DISPATCHER_SCHEMA } from './webhook-settings';

/** One delivery of the log: a message to one endpoint, and where its attempts stand. */
export interface DeliveryRow {
  messageId: string;
  type: string;
  status: string;
  attemptCount: number;
  createdAt: Date;
  /** created_at to the microsecond (UTC ISO 8601), for the cursor. */
  position: string;
  lastAttemptAt: Date | null;
  nextAttemptAt: Date | null;
  lastError: string | null;
}

export interface DeliveryWithBody extends DeliveryRow {
  body: string;
}

export interface AttemptRow {
  attemptedAt: Date;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  responseBody: string | null;
}

export interface DeliveryFilter {
  status?: string;
  type?: string;
  after?: MessageCursor;
  limit: number;
}

/** Attempts shown with a message: the most recent ones, in the order they were made. */
export const MAX_ATTEMPTS_SHOWN = 100;

const DELIVERY_COLUMNS = `d.message_id AS "messageId", d.type, d.status, d.attempt_count AS "attemptCount",
  d.created_at AS "createdAt",
  to_char(d.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS position,
  d.last_attempt_at AS "lastAttemptAt", d.next_attempt_at AS "nextAttemptAt", d.last_error AS "lastError"`;

/**
 * Reads of the webhook dispatcher's schema (messages, deliveries, attempts): the delivery log and
 * what recovery would queue. Never writes it: what the API asks of deliveries travels to the
 * dispatcher as a command on Kafka. Every query carries the endpoint and the workspace.
 */
@Injectable()
export class WebhookDeliveriesRepository {
  private readonly schema: string;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(DISPATCHER_SCHEMA) dispatcherSchema: string,
  ) {
    this.schema = `"${dispatcherSchema}"`;
  }

  /** Newest first (created_at, then message id, both descending), after the cursor when given. */
  list(workspaceId: string, endpointId: string, filter: DeliveryFilter): Promise<DeliveryRow[]> {
    const params: unknown[] = [endpointId, workspaceId];
    const where = ['d.endpoint_id = $1', 'd.workspace_id = $2'];
    if (filter.status) {
      params.push(filter.status);
      where.push(`d.status = $${params.length}`);
    }
    if (filter.type) {
      params.push(filter.type);
      where.push(`d.type = $${params.length}`);
    }
    if (filter.after) {
      params.push(filter.after.createdAt, filter.after.messageId);
      where.push(`(d.created_at, d.message_id) < ($${params.length - 1}::timestamptz, $${params.length})`);
    }
    params.push(filter.limit);
    return this.db.query(
      `SELECT ${DELIVERY_COLUMNS} FROM ${this.schema}.deliveries d
        WHERE ${where.join(' AND ')}
        ORDER BY d.created_at DESC, d.message_id DESC
        LIMIT $${params.length}`,
      params,
    );
  }

  async find(workspaceId: string, endpointId: string, messageId: string): Promise<DeliveryWithBody | null> {
    const rows: DeliveryWithBody[] = await this.db.query(
      `SELECT ${DELIVERY_COLUMNS}, m.body
         FROM ${this.schema}.deliveries d
         JOIN ${this.schema}.messages m ON m.id = d.message_id
        WHERE d.endpoint_id = $1 AND d.workspace_id = $2 AND d.message_id = $3`,
      [endpointId, workspaceId, messageId],
    );
    return rows[0] ?? null;
  }

  async exists(workspaceId: string, endpointId: string, messageId: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `SELECT 1 FROM ${this.schema}.deliveries WHERE endpoint_id = $1 AND workspace_id = $2 AND message_id = $3`,
      [endpointId, workspaceId, messageId],
    );
    return rows.length > 0;
  }

  /** The latest MAX_ATTEMPTS_SHOWN attempts, oldest first. */
  async attempts(endpointId: string, messageId: string): Promise<AttemptRow[]> {
    const rows: AttemptRow[] = await this.db.query(
      `SELECT attempted_at AS "attemptedAt", status_code AS "statusCode", duration_ms AS "durationMs", error,
              response_body AS "responseBody"
         FROM ${this.schema}.attempts
        WHERE endpoint_id = $1 AND message_id = $2
        ORDER BY id DESC
        LIMIT ${MAX_ATTEMPTS_SHOWN}`,
      [endpointId, messageId],
    );
    return rows.reverse();
  }

  /** Failed deliveries of the endpoint whose message was created in [since, until): what recover queues. */
  async countFailed(workspaceId: string, endpointId: string, since: Date, until: Date): Promise<number> {
    const [{ n }]: { n: number }[] = await this.db.query(
      `SELECT count(*)::int AS n
         FROM ${this.schema}.deliveries d
         JOIN ${this.schema}.messages m ON m.id = d.message_id
        WHERE d.endpoint_id = $1 AND d.workspace_id = $2 AND d.status = 'failed'
          AND m.created_at >= $3 AND m.created_at < $4`,
      [endpointId, workspaceId, since.toISOString(), until.toISOString()],
    );
    return n;
  }
}
