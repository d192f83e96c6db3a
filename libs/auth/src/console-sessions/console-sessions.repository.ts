import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** A stored session, with its user's email. */
export interface ConsoleSessionRow {
  userId: string;
  email: string;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
}

/** Storage access for console sessions (gateway schema), found by the SHA-256 of their id. */
@Injectable()
export class ConsoleSessionsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Stores a new session, and drops the user's sessions that have expired meanwhile. */
  async insert(idHash: Buffer, userId: string, at: Date, expiresAt: Date, idleCutoff: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query(
        `DELETE FROM console_sessions WHERE user_id = $1 AND (expires_at <= $2 OR last_seen_at <= $3)`,
        [userId, at, idleCutoff],
      );
      await tx.query(
        `INSERT INTO console_sessions (id_hash, user_id, created_at, last_seen_at, expires_at)
         VALUES ($1, $2, $3, $3, $4)`,
        [idHash, userId, at, expiresAt],
      );
    });
  }

  async find(idHash: Buffer): Promise<ConsoleSessionRow | null> {
    const rows: ConsoleSessionRow[] = await this.db.query(
      `SELECT s.user_id AS "userId", u.email, s.created_at AS "createdAt",
              s.last_seen_at AS "lastSeenAt", s.expires_at AS "expiresAt"
         FROM console_sessions s JOIN console_users u ON u.id = s.user_id
        WHERE s.id_hash = $1`,
      [idHash],
    );
    return rows[0] ?? null;
  }

  async touch(idHash: Buffer, at: Date): Promise<void> {
    await this.db.query(`UPDATE console_sessions SET last_seen_at = $2 WHERE id_hash = $1`, [idHash, at]);
  }

  async delete(idHash: Buffer): Promise<void> {
    await this.db.query(`DELETE FROM console_sessions WHERE id_hash = $1`, [idHash]);
  }

  /** Ends every session of the user; returns how many there were. */
  async deleteAllOf(userId: string): Promise<number> {
    const rows: { n: number }[] = await this.db.query(
      `WITH gone AS (DELETE FROM console_sessions WHERE user_id = $1 RETURNING 1) SELECT count(*)::int AS n FROM gone`,
      [userId],
    );
    return rows[0].n;
  }
}
