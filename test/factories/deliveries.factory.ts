import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';

/** A delivery to create: its endpoint, and what differs from a new pending one, due now. */
export interface DeliverySeed {
  endpointId: string;
  messageId?: string;
  /** next_attempt_at; null for a finished delivery. Default: one second ago (due). */
  dueAt?: Date | null;
  status?: 'pending' | 'failing' | 'delivered' | 'failed';
  scheduleStep?: number;
  lastError?: string | null;
  body?: string;
}

export interface SeededDelivery {
  endpointId: string;
  messageId: string;
  dueAt: Date | null;
  body: string;
}

/** A fresh id with a readable prefix, unique across specs sharing a schema. */
export function uniqueId(prefix: string): string {
  return `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
}

/**
 * Deliveries (and their messages) straight into the webhook dispatcher's tables, the way fan-out
 * leaves them: the rows the claim and outcome SQL start from. One statement for the whole set.
 */
export async function insertDeliveries(db: DataSource, seeds: DeliverySeed[]): Promise<SeededDelivery[]> {
  const now = Date.now();
  const rows = seeds.map((s) => {
    const messageId = s.messageId ?? uniqueId('msg');
    return {
      endpointId: s.endpointId,
      messageId,
      dueAt: s.dueAt === undefined ? new Date(now - 1000) : s.dueAt,
      status: s.status ?? (s.dueAt === null ? 'delivered' : 'pending'),
      scheduleStep: s.scheduleStep ?? 0,
      lastError: s.lastError ?? null,
      body: s.body ?? `{"id":"${messageId}"}`,
    };
  });
  await db.query(
    `WITH m AS (
       INSERT INTO messages (id, workspace_id, type, body)
       SELECT DISTINCT ON (id) id, $7::uuid, 'event.recorded', body
         FROM unnest($2::text[], $6::text[]) AS r (id, body)
       ON CONFLICT (id) DO NOTHING
     )
     INSERT INTO deliveries (endpoint_id, message_id, workspace_id, type, status, schedule_step, next_attempt_at, last_error)
     SELECT endpoint_id, message_id, $7::uuid, 'event.recorded', status, step, due, last_error
       FROM unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::timestamptz[], $8::text[])
            AS r (endpoint_id, message_id, status, step, due, last_error)`,
    [
      rows.map((r) => r.endpointId),
      rows.map((r) => r.messageId),
      rows.map((r) => r.status),
      rows.map((r) => r.scheduleStep),
      rows.map((r) => r.dueAt?.toISOString() ?? null),
      rows.map((r) => r.body),
      randomUUID(),
      rows.map((r) => r.lastError),
    ],
  );
  return rows.map(({ endpointId, messageId, dueAt, body }) => ({ endpointId, messageId, dueAt, body }));
}

/** A delivery's row as stored, for assertions. */
export async function deliveryRow(
  db: DataSource,
  endpointId: string,
  messageId: string,
): Promise<{
  status: string;
  attempt_count: number;
  schedule_step: number;
  next_attempt_at: Date | null;
  last_attempt_at: Date | null;
  last_error: string | null;
}> {
  const [row] = await db.query(
    `SELECT status, attempt_count, schedule_step, next_attempt_at, last_attempt_at, last_error
       FROM deliveries WHERE endpoint_id = $1 AND message_id = $2`,
    [endpointId, messageId],
  );
  return row;
}
