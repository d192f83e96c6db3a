import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Role } from './roles';

/** A console user as stored, with the hash: for the service only, never for output. */
export interface ConsoleUserRow {
  id: string;
  email: string;
  passwordHash: string | null;
  createdAt: Date;
  updatedAt: Date;
  passwordChangedAt: Date | null;
}

/** A user as listed: whether a password is set, never the hash itself. */
export interface ConsoleUserListRow {
  id: string;
  email: string;
  createdAt: Date;
  passwordSet: boolean;
  memberships: { workspaceId: string; role: Role }[];
}

const USER_COLUMNS = `id, email, password_hash AS "passwordHash", created_at AS "createdAt",
  updated_at AS "updatedAt", password_changed_at AS "passwordChangedAt"`;

/**
 * Storage access for console users, memberships and set-password tokens (gateway schema); no rules
 * here. Every statement names the user by id or email, or the workspace.
 */
@Injectable()
export class ConsoleUsersRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async findByEmail(email: string): Promise<ConsoleUserRow | null> {
    const rows: ConsoleUserRow[] = await this.db.query(
      `SELECT ${USER_COLUMNS} FROM console_users WHERE lower(email) = lower($1)`,
      [email],
    );
    return rows[0] ?? null;
  }

  async count(): Promise<number> {
    const rows: { n: number }[] = await this.db.query(`SELECT count(*)::int AS n FROM console_users`);
    return rows[0].n;
  }

  async workspaceExists(workspaceId: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(`SELECT 1 FROM workspaces WHERE id = $1`, [workspaceId]);
    return rows.length > 0;
  }

  async findRole(userId: string, workspaceId: string): Promise<Role | null> {
    const rows: { role: Role }[] = await this.db.query(
      `SELECT role FROM memberships WHERE user_id = $1 AND workspace_id = $2`,
      [userId, workspaceId],
    );
    return rows[0]?.role ?? null;
  }

  /**
   * Inserts the user and its first membership in one transaction. Returns false, inserting nothing,
   * when another user already has this email (whatever its case): a concurrent create won.
   */
  async insertUserWithMembership(
    user: { id: string; email: string; passwordHash: string | null; at: Date },
    membership: { workspaceId: string; role: Role },
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const inserted: unknown[] = await tx.query(
        `INSERT INTO console_users (id, email, password_hash, created_at, updated_at, password_changed_at)
         VALUES ($1, $2, $3, $4, $4, $5)
         ON CONFLICT ((lower(email))) DO NOTHING RETURNING id`,
        [user.id, user.email, user.passwordHash, user.at, user.passwordHash ? user.at : null],
      );
      if (inserted.length === 0) return false;
      await tx.query(
        `INSERT INTO memberships (user_id, workspace_id, role, created_at) VALUES ($1, $2, $3, $4)`,
        [user.id, membership.workspaceId, membership.role, user.at],
      );
      return true;
    });
  }

  /** Adds a membership; false when the user already is a member of the workspace. */
  async insertMembership(userId: string, workspaceId: string, role: Role, at: Date): Promise<boolean> {
    const inserted: unknown[] = await this.db.query(
      `INSERT INTO memberships (user_id, workspace_id, role, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, workspace_id) DO NOTHING RETURNING user_id`,
      [userId, workspaceId, role, at],
    );
    return inserted.length > 0;
  }

  /**
   * Sets (or, with null, removes) the user's password hash, and voids the set-password links not
   * used yet, in one transaction: a link issued before must not undo the change.
   */
  async replacePassword(userId: string, passwordHash: string | null, at: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query(
        `UPDATE console_users SET password_hash = $2, password_changed_at = $3, updated_at = $3 WHERE id = $1`,
        [userId, passwordHash, at],
      );
      await tx.query(`DELETE FROM password_tokens WHERE user_id = $1 AND used_at IS NULL`, [userId]);
      // Whoever signed in with the old password is signed out too.
      await tx.query(`DELETE FROM console_sessions WHERE user_id = $1`, [userId]);
    });
  }

  /**
   * Uses a set-password token once: marks it used and sets the password, voiding the user's other
   * links and sessions, in one transaction. Null when the token is unknown, used or expired.
   */
  async setPasswordWithToken(
    tokenHash: Buffer,
    passwordHash: string,
    at: Date,
  ): Promise<{ id: string; email: string } | null> {
    return this.db.transaction(async (tx) => {
      // In CTEs, because TypeORM answers a bare UPDATE … RETURNING as [rows, count].
      const users: { id: string; email: string }[] = await tx.query(
        `WITH used AS (
           UPDATE password_tokens SET used_at = $2
            WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
            RETURNING user_id),
         changed AS (
           UPDATE console_users SET password_hash = $3, password_changed_at = $2, updated_at = $2
            WHERE id = (SELECT user_id FROM used) RETURNING id, email)
         SELECT id, email FROM changed`,
        [tokenHash, at, passwordHash],
      );
      if (users.length === 0) return null;
      const userId = users[0].id;
      await tx.query(`DELETE FROM password_tokens WHERE user_id = $1 AND used_at IS NULL`, [userId]);
      await tx.query(`DELETE FROM console_sessions WHERE user_id = $1`, [userId]);
      return users[0];
    });
  }

  /** The workspaces the user is a member of, with their names and the user's role, by name. */
  async membershipsOf(userId: string): Promise<{ workspaceId: string; workspaceName: string; role: Role }[]> {
    return this.db.query(
      `SELECT m.workspace_id AS "workspaceId", w.name AS "workspaceName", m.role
         FROM memberships m JOIN workspaces w ON w.id = m.workspace_id
        WHERE m.user_id = $1
        ORDER BY lower(w.name), w.id`,
      [userId],
    );
  }

  /** Stores a token's hash, voiding the user's other unused tokens: only the newest link works. */
  async replacePasswordToken(userId: string, tokenHash: Buffer, expiresAt: Date, at: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query(`DELETE FROM password_tokens WHERE user_id = $1 AND used_at IS NULL`, [userId]);
      await tx.query(
        `INSERT INTO password_tokens (token_hash, user_id, expires_at, created_at) VALUES ($1, $2, $3, $4)`,
        [tokenHash, userId, expiresAt, at],
      );
    });
  }

  /**
   * Users with their memberships, oldest first, at most `limit`. With a workspace: its members,
   * each with that workspace's membership only (other tenants' memberships are not its business).
   */
  async list(limit: number, workspaceId?: string): Promise<ConsoleUserListRow[]> {
    const rows: ConsoleUserListRow[] = await this.db.query(
      `SELECT u.id, u.email, u.created_at AS "createdAt", u.password_hash IS NOT NULL AS "passwordSet",
              coalesce(
                json_agg(json_build_object('workspaceId', m.workspace_id, 'role', m.role)
                         ORDER BY m.created_at, m.workspace_id) FILTER (WHERE m.user_id IS NOT NULL),
                '[]') AS memberships
         FROM console_users u
         ${workspaceId ? 'JOIN' : 'LEFT JOIN'} memberships m
           ON m.user_id = u.id ${workspaceId ? 'AND m.workspace_id = $2' : ''}
        GROUP BY u.id
        ORDER BY u.created_at, u.id
        LIMIT $1`,
      workspaceId ? [limit, workspaceId] : [limit],
    );
    return rows;
  }
}
