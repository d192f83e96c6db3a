import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, QueryRunner } from 'typeorm';
import { ErasureStatus } from './erasure-request-view';

/** An erasure request as stored, without its contactIds (which only the coordinator reads). */
export interface ErasureRequestRow {
  id: string;
  workspaceId: string;
  status: ErasureStatus;
  contactCount: number;
  requestedAt: Date;
  startedAt: Date | null;
  commandPublishedAt: Date | null;
  gatewayErasedAt: Date | null;
  noticesPublishedAt: Date | null;
  completedAt: Date | null;
  /** The gateway's own counts, by table. */
  removed: Record<string, number>;
  error: string | null;
}

/** An open request as the coordinator reads it: with its contacts, and whether the command is due again. */
export interface OpenErasureRequest extends ErasureRequestRow {
  /** Null only on a row that lost them: the coordinator fails such a request. */
  contactIds: string[] | null;
  /** Never published, or last published at least ERASURE_COMMAND_REPUBLISH_MS ago (by Postgres' clock). */
  commandDue: boolean;
}

export interface NewErasureRequest {
  id: string;
  workspaceId: string;
  contactIds: string[];
  /** The keyed hash of each contactId (ContactHasher), lower-case hex, in the same order. */
  contactHashes: string[];
  /** Who asked: `key:<id>` or `user:<id>` (principalSubject). */
  requestedBy: string;
}

const COLUMNS = `id, workspace_id AS "workspaceId", status, contact_count AS "contactCount",
  requested_at AS "requestedAt", started_at AS "startedAt", command_published_at AS "commandPublishedAt",
  gateway_erased_at AS "gatewayErasedAt", notices_published_at AS "noticesPublishedAt",
  completed_at AS "completedAt", removed, error`;

/**
 * The gateway's erasure requests and the suppressions written with them (docs/privacy.md#erasure).
 * SQL only. The API's reads use the pool; the coordinator's steps run on its own connection (the
 * one holding its lock), passed in.
 */
@Injectable()
export class ErasureRequestsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * The request and a suppression (reason `erasure`) per contact, in one statement, so one
   * transaction: from its commit on, intake refuses the contacts' new events. A contact already
   * suppressed (by hand, or by an earlier request) is now suppressed by this request.
   */
  async create(request: NewErasureRequest): Promise<ErasureRequestRow> {
    const [row]: ErasureRequestRow[] = await this.db.query(
      `WITH request AS (
         INSERT INTO erasure_requests (id, workspace_id, contact_ids, contact_count, requested_by)
         VALUES ($1, $2, $3::text[], cardinality($3::text[]), $5)
         RETURNING ${COLUMNS}
       ), suppressed AS (
         INSERT INTO suppressions (workspace_id, contact_hash, reason, erasure_request_id)
         SELECT $2, decode(hash, 'hex'), 'erasure', $1 FROM unnest($4::text[]) AS hash
         ON CONFLICT (workspace_id, contact_hash)
           DO UPDATE SET reason = 'erasure', erasure_request_id = EXCLUDED.erasure_request_id
       )
       SELECT * FROM request`,
      [request.id, request.workspaceId, request.contactIds, request.contactHashes, request.requestedBy],
    );
    return row;
  }

  async find(workspaceId: string, id: string): Promise<ErasureRequestRow | null> {
    const rows: ErasureRequestRow[] = await this.db.query(
      `SELECT ${COLUMNS} FROM erasure_requests WHERE workspace_id = $1 AND id = $2`,
      [workspaceId, id],
    );
    return rows[0] ?? null;
  }

  /** Newest first by id (UUIDv7, so in the order accepted), after `afterId` when given. */
  list(workspaceId: string, afterId: string | undefined, limit: number): Promise<ErasureRequestRow[]> {
    return this.db.query(
      `SELECT ${COLUMNS} FROM erasure_requests
        WHERE workspace_id = $1 AND ($2::uuid IS NULL OR id < $2::uuid)
        ORDER BY id DESC LIMIT $3`,
      [workspaceId, afterId ?? null, limit],
    );
  }

  /** Whether the contact (by its keyed hash) is on the workspace's suppression list. */
  async isSuppressed(workspaceId: string, contactHash: Buffer): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `SELECT 1 FROM suppressions WHERE workspace_id = $1 AND contact_hash = $2`,
      [workspaceId, contactHash],
    );
    return rows.length > 0;
  }

  // The coordinator's statements, on its own connection.

  /** One coordinator at a time, across gateway processes and replicas: a session lock on its connection. */
  async tryLock(runner: QueryRunner, key: string): Promise<boolean> {
    const [row]: { locked: boolean }[] = await runner.query(
      `SELECT pg_try_advisory_lock(hashtext($1)) AS locked`,
      [key],
    );
    return row.locked;
  }

  async unlock(runner: QueryRunner, key: string): Promise<void> {
    await runner.query(`SELECT pg_advisory_unlock(hashtext($1))`, [key]);
  }

  /** Open requests whose start delay has passed, oldest first (through the partial index of open ones). */
  due(
    runner: QueryRunner,
    startDelayMs: number,
    republishMs: number,
    limit: number,
  ): Promise<OpenErasureRequest[]> {
    return runner.query(
      `SELECT ${COLUMNS}, contact_ids AS "contactIds",
              (command_published_at IS NULL OR command_published_at <= now() - make_interval(secs => $2 / 1000.0))
                AS "commandDue"
         FROM erasure_requests
        WHERE status IN ('pending', 'running') AND requested_at <= now() - make_interval(secs => $1 / 1000.0)
        ORDER BY requested_at LIMIT $3`,
      [startDelayMs, republishMs, limit],
    );
  }

  /** How many requests are open, by status. */
  async openCounts(runner: QueryRunner): Promise<Record<'pending' | 'running', number>> {
    const rows: { status: 'pending' | 'running'; n: number }[] = await runner.query(
      `SELECT status, count(*)::int AS n FROM erasure_requests WHERE status IN ('pending', 'running') GROUP BY status`,
    );
    const counts = { pending: 0, running: 0 };
    for (const row of rows) counts[row.status] = row.n;
    return counts;
  }

  /** pending -> running; false when another runner moved it first. */
  async markRunning(runner: QueryRunner, id: string): Promise<boolean> {
    const rows: unknown[] = await runner.query(
      `UPDATE erasure_requests SET status = 'running', started_at = now() WHERE id = $1 AND status = 'pending' RETURNING 1`,
      [id],
    );
    return rows.length > 0;
  }

  async markCommandPublished(runner: QueryRunner, id: string): Promise<void> {
    await runner.query(`UPDATE erasure_requests SET command_published_at = now() WHERE id = $1`, [id]);
  }

  /** The gateway's own counts so far, by table. */
  async removedOf(runner: QueryRunner, id: string): Promise<Record<string, number>> {
    const [row]: { removed: Record<string, number> }[] = await runner.query(
      `SELECT removed FROM erasure_requests WHERE id = $1`,
      [id],
    );
    return row?.removed ?? {};
  }

  /** The gateway's own data is gone; returns when (Postgres' clock), the first time or the time recorded. */
  async markGatewayErased(runner: QueryRunner, id: string): Promise<Date> {
    const [row]: { at: Date }[] = await runner.query(
      `UPDATE erasure_requests SET gateway_erased_at = COALESCE(gateway_erased_at, now()) WHERE id = $1
       RETURNING gateway_erased_at AS at`,
      [id],
    );
    return row.at;
  }

  /**
   * The notices were published: completed, and the contactIds are dropped (the request keeps only
   * their count). False when it was not running (another runner completed it).
   */
  async complete(runner: QueryRunner, id: string): Promise<boolean> {
    const rows: unknown[] = await runner.query(
      `UPDATE erasure_requests
          SET status = 'completed', notices_published_at = now(), completed_at = now(), contact_ids = NULL
        WHERE id = $1 AND status = 'running' RETURNING 1`,
      [id],
    );
    return rows.length > 0;
  }

  async fail(runner: QueryRunner, id: string, error: string): Promise<void> {
    await runner.query(
      `UPDATE erasure_requests SET status = 'failed', error = $2 WHERE id = $1 AND status IN ('pending', 'running')`,
      [id, error],
    );
  }
}
