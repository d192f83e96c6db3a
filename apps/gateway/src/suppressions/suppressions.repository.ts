import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

export type SuppressionReason = 'erasure' | 'manual';

/** One suppression as stored: a keyed hash of the contact, never its contactId. */
export interface SuppressionRow {
  contactHash: Buffer;
  reason: SuppressionReason;
  createdAt: Date;
  erasureRequestId: string | null;
}

/** What suppressing one contact found: its row, and whether this call made it. */
export interface SuppressedContact extends SuppressionRow {
  created: boolean;
}

/** What lifting one suppression did. */
export type LiftOutcome =
  | { lifted: true }
  | { lifted: false; reason: 'not_suppressed' }
  | { lifted: false; reason: 'erasure_open'; erasureRequestId: string };

const COLUMNS = `contact_hash AS "contactHash", reason, created_at AS "createdAt",
  erasure_request_id AS "erasureRequestId"`;

/**
 * The gateway's suppression list (docs/privacy.md#suppression): the `suppressions` table, keyed by
 * (workspace, keyed hash of the contactId). SQL only; the hashes are made by the caller
 * (ContactHasher), as Postgres never holds the key. Intake checks the list inside its grouped
 * inserts (events.repository.ts, adjustments.repository.ts); erasure requests add `erasure` rows
 * with their request (privacy/erasure-requests.repository.ts).
 */
@Injectable()
export class SuppressionsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Suppresses each contact (reason `manual`) unless it is already, in the order given, in one
   * statement; answers each contact's row and whether this call created it. A contact already
   * suppressed keeps its row as it is (an erasure's stays an erasure's).
   */
  async suppress(workspaceId: string, hashes: Buffer[]): Promise<SuppressedContact[]> {
    const rows: (SuppressedContact & { ord: string })[] = await this.db.query(
      `WITH input AS (
         SELECT * FROM unnest($2::bytea[]) WITH ORDINALITY AS t(contact_hash, ord)
       ), inserted AS (
         INSERT INTO suppressions (workspace_id, contact_hash, reason)
         SELECT $1, contact_hash, 'manual' FROM input ORDER BY ord
         ON CONFLICT (workspace_id, contact_hash) DO NOTHING
         RETURNING contact_hash, reason, created_at, erasure_request_id
       )
       SELECT input.ord, input.contact_hash AS "contactHash",
              coalesce(n.reason, s.reason) AS reason,
              coalesce(n.created_at, s.created_at) AS "createdAt",
              CASE WHEN n.contact_hash IS NULL THEN s.erasure_request_id END AS "erasureRequestId",
              n.contact_hash IS NOT NULL AS created
         FROM input
         LEFT JOIN inserted n ON n.contact_hash = input.contact_hash
         LEFT JOIN suppressions s ON s.workspace_id = $1 AND s.contact_hash = input.contact_hash
        ORDER BY input.ord`,
      [workspaceId, hashes],
    );
    // A row another transaction committed while this statement waited on it is neither inserted
    // here nor in this statement's snapshot: read it again, with a snapshot that has it.
    const unseen = rows.filter((r) => r.reason === null);
    if (unseen.length) {
      const found = await this.find(
        workspaceId,
        unseen.map((r) => r.contactHash),
      );
      const byHash = new Map(found.map((f) => [f.contactHash.toString('hex'), f]));
      for (const row of unseen) Object.assign(row, byHash.get(row.contactHash.toString('hex')));
    }
    return rows.map(({ ord: _ord, ...row }) => row);
  }

  find(workspaceId: string, hashes: Buffer[]): Promise<SuppressionRow[]> {
    return this.db.query(
      `SELECT ${COLUMNS} FROM suppressions WHERE workspace_id = $1 AND contact_hash = ANY($2::bytea[])`,
      [workspaceId, hashes],
    );
  }

  /** Which of these hashes are suppressed in the workspace (validateOnly's answer; one indexed query). */
  async suppressedAmong(workspaceId: string, hashes: Buffer[]): Promise<Buffer[]> {
    if (hashes.length === 0) return [];
    const rows: { contactHash: Buffer }[] = await this.db.query(
      `SELECT contact_hash AS "contactHash" FROM suppressions
        WHERE workspace_id = $1 AND contact_hash = ANY($2::bytea[])`,
      [workspaceId, hashes],
    );
    return rows.map((r) => r.contactHash);
  }

  /** Newest first by (created_at, contact_hash): a stable order that keyset pagination can resume. */
  list(
    workspaceId: string,
    after: { createdAt: Date; contactHash: Buffer } | undefined,
    limit: number,
  ): Promise<SuppressionRow[]> {
    return this.db.query(
      `SELECT ${COLUMNS} FROM suppressions
        WHERE workspace_id = $1
          AND ($2::timestamptz IS NULL OR (created_at, contact_hash) < ($2::timestamptz, $3::bytea))
        ORDER BY created_at DESC, contact_hash DESC
        LIMIT $4`,
      [workspaceId, after?.createdAt.toISOString() ?? null, after?.contactHash ?? null, limit],
    );
  }

  /**
   * Lifts one suppression, unless it belongs to an erasure request that is still open: lifting it
   * then would let new events of the contact in while the erasure deletes its data, and they
   * would be erased or dropped by the services' tombstones (docs/privacy.md#suppression). The row
   * is locked first, so an erasure request that takes it over meanwhile is seen: its upsert
   * either committed before the lock (then its status is read after it), or waits for this
   * transaction and writes the suppression again once it is gone.
   */
  lift(workspaceId: string, contactHash: Buffer): Promise<LiftOutcome> {
    return this.db.transaction(async (tx) => {
      const [row]: { erasureRequestId: string | null }[] = await tx.query(
        `SELECT erasure_request_id AS "erasureRequestId" FROM suppressions
          WHERE workspace_id = $1 AND contact_hash = $2 FOR UPDATE`,
        [workspaceId, contactHash],
      );
      if (!row) return { lifted: false, reason: 'not_suppressed' };
      if (row.erasureRequestId) {
        const open: unknown[] = await tx.query(
          `SELECT 1 FROM erasure_requests WHERE id = $1 AND status IN ('pending', 'running')`,
          [row.erasureRequestId],
        );
        if (open.length)
          return { lifted: false, reason: 'erasure_open', erasureRequestId: row.erasureRequestId };
      }
      await tx.query(`DELETE FROM suppressions WHERE workspace_id = $1 AND contact_hash = $2`, [
        workspaceId,
        contactHash,
      ]);
      return { lifted: true };
    });
  }
}
