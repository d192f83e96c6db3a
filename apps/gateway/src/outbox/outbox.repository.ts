import { QueryRunner } from 'typeorm';

export interface OutboxEntry {
  seq: string;
  traceparent: string | null;
  id: string;
  workspaceId: string;
  externalId: string;
  name: string;
  occurredAt: Date;
  receivedAt: Date;
  contactId: string;
  campaignId: string | null;
  valueMinor: string | null;
  currency: string | null;
}

/**
 * Outbox storage, on the relay's own dedicated connection (the one holding the leader lock).
 * Takes the QueryRunner as an argument rather than owning a connection, which is the relay's job.
 */
export class OutboxRepository {
  constructor(private readonly lockKey: string) {}

  async tryLead(runner: QueryRunner): Promise<boolean> {
    const [row] = await runner.query(`SELECT pg_try_advisory_lock(hashtext($1)) AS locked`, [this.lockKey]);
    return row.locked === true;
  }

  async resign(runner: QueryRunner): Promise<void> {
    await runner.query(`SELECT pg_advisory_unlock(hashtext($1))`, [this.lockKey]);
  }

  /** The oldest entries, in the order they were written, with the events they publish. */
  next(runner: QueryRunner, limit: number): Promise<OutboxEntry[]> {
    return runner.query(
      `SELECT o.seq, o.traceparent, e.id, e.workspace_id AS "workspaceId", e.external_id AS "externalId", e.name,
              e.occurred_at AS "occurredAt", e.received_at AS "receivedAt", e.contact_id AS "contactId",
              e.campaign_id AS "campaignId", e.value_minor AS "valueMinor", e.currency
         FROM outbox o JOIN events e ON e.id = o.event_id
        ORDER BY o.seq LIMIT $1`,
      [limit],
    );
  }

  async remove(runner: QueryRunner, seqs: string[]): Promise<void> {
    await runner.query(`DELETE FROM outbox WHERE seq = ANY($1::bigint[])`, [seqs]);
  }

  /** Backlog size (by sequence span, exact enough and index-only) and the oldest entry's age. */
  async backlog(runner: QueryRunner): Promise<{ size: number; oldestAgeSeconds: number }> {
    const [row] = await runner.query(
      `SELECT (SELECT max(seq) FROM outbox) - first.seq + 1 AS size,
              extract(epoch FROM now() - first.created_at) AS age
         FROM (SELECT seq, created_at FROM outbox ORDER BY seq LIMIT 1) first`,
    );
    return row
      ? { size: Number(row.size), oldestAgeSeconds: Math.max(0, Number(row.age)) }
      : { size: 0, oldestAgeSeconds: 0 };
  }
}
