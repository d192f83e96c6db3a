import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { Role } from '@app/auth';

export interface InvitationRow {
  id: string;
  workspaceId: string;
  workspaceName: string;
  email: string;
  role: Role;
  createdAt: Date;
  expiresAt: Date;
  acceptedAt: Date | null;
}

/** What an invitation's owner-facing answers show. */
export type InvitationSummary = Pick<InvitationRow, 'id' | 'email' | 'role' | 'createdAt' | 'expiresAt'>;

const INVITATION_COLUMNS = `i.id, i.workspace_id AS "workspaceId", w.name AS "workspaceName", i.email, i.role,
  i.created_at AS "createdAt", i.expires_at AS "expiresAt", i.accepted_at AS "acceptedAt"`;

/** Storage access for invitations (gateway schema), found by id or by the SHA-256 of their token. */
@Injectable()
export class InvitationsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async countPending(workspaceId: string, now: Date): Promise<number> {
    const rows: { n: number }[] = await this.db.query(
      `SELECT count(*)::int AS n FROM invitations WHERE workspace_id = $1 AND accepted_at IS NULL AND expires_at > $2`,
      [workspaceId, now],
    );
    return rows[0].n;
  }

  async insert(row: {
    id: string;
    workspaceId: string;
    email: string;
    role: Role;
    tokenHash: Buffer;
    invitedBy: string | null;
    at: Date;
    expiresAt: Date;
  }): Promise<void> {
    await this.db.query(
      `INSERT INTO invitations (id, workspace_id, email, role, token_hash, invited_by, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [row.id, row.workspaceId, row.email, row.role, row.tokenHash, row.invitedBy, row.at, row.expiresAt],
    );
  }

  /** Invitations not yet accepted nor expired, newest first. */
  async listPending(workspaceId: string, now: Date): Promise<InvitationRow[]> {
    return this.db.query(
      `SELECT ${INVITATION_COLUMNS} FROM invitations i JOIN workspaces w ON w.id = i.workspace_id
        WHERE i.workspace_id = $1 AND i.accepted_at IS NULL AND i.expires_at > $2
        ORDER BY i.created_at DESC, i.id`,
      [workspaceId, now],
    );
  }

  /** Withdraws a pending invitation; false when there is none with this id in the workspace. */
  async deletePending(workspaceId: string, id: string): Promise<boolean> {
    const rows: { n: number }[] = await this.db.query(
      `WITH gone AS (DELETE FROM invitations WHERE workspace_id = $1 AND id = $2 AND accepted_at IS NULL RETURNING 1)
       SELECT count(*)::int AS n FROM gone`,
      [workspaceId, id],
    );
    return rows[0].n > 0;
  }

  async findByTokenHash(tokenHash: Buffer): Promise<InvitationRow | null> {
    const rows: InvitationRow[] = await this.db.query(
      `SELECT ${INVITATION_COLUMNS} FROM invitations i JOIN workspaces w ON w.id = i.workspace_id
        WHERE i.token_hash = $1`,
      [tokenHash],
    );
    return rows[0] ?? null;
  }

  async userExists(email: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `SELECT 1 FROM console_users WHERE lower(email) = lower($1)`,
      [email],
    );
    return rows.length > 0;
  }

  async isMember(workspaceId: string, email: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `SELECT 1 FROM memberships m JOIN console_users u ON u.id = m.user_id
        WHERE m.workspace_id = $1 AND lower(u.email) = lower($2)`,
      [workspaceId, email],
    );
    return rows.length > 0;
  }

  /**
   * Uses the invitation for an existing user: marks it accepted and adds the membership, in one
   * transaction. False when it was used or expired meanwhile. An existing membership is kept as is.
   */
  async acceptAsUser(invitation: InvitationRow, userId: string, at: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      if (!(await this.claim(tx, invitation.id, at))) return false;
      await tx.query(
        `INSERT INTO memberships (user_id, workspace_id, role, created_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id, workspace_id) DO NOTHING`,
        [userId, invitation.workspaceId, invitation.role, at],
      );
      return true;
    });
  }

  /**
   * Uses the invitation for someone new: marks it accepted, creates the user with the password
   * and adds the membership, in one transaction. 'used' when it was used or expired meanwhile,
   * 'user_exists' when the email got a user meanwhile (nothing is changed then).
   */
  async acceptAsNewUser(
    invitation: InvitationRow,
    user: { id: string; passwordHash: string },
    at: Date,
  ): Promise<'accepted' | 'used' | 'user_exists'> {
    return this.db
      .transaction(async (tx) => {
        if (!(await this.claim(tx, invitation.id, at))) return 'used';
        const inserted: unknown[] = await tx.query(
          `INSERT INTO console_users (id, email, password_hash, created_at, updated_at, password_changed_at)
         VALUES ($1, $2, $3, $4, $4, $4) ON CONFLICT ((lower(email))) DO NOTHING RETURNING id`,
          [user.id, invitation.email, user.passwordHash, at],
        );
        if (inserted.length === 0) throw new UserExistsRollback();
        await tx.query(
          `INSERT INTO memberships (user_id, workspace_id, role, created_at) VALUES ($1, $2, $3, $4)`,
          [user.id, invitation.workspaceId, invitation.role, at],
        );
        return 'accepted';
      })
      .catch((error: unknown) => {
        if (error instanceof UserExistsRollback) return 'user_exists' as const;
        throw error;
      });
  }

  private async claim(tx: EntityManager, id: string, at: Date): Promise<boolean> {
    const rows: { n: number }[] = await tx.query(
      `WITH used AS (
         UPDATE invitations SET accepted_at = $2 WHERE id = $1 AND accepted_at IS NULL AND expires_at > $2 RETURNING 1)
       SELECT count(*)::int AS n FROM used`,
      [id, at],
    );
    return rows[0].n > 0;
  }
}

/** Thrown inside the transaction to roll the claim back when the email already has a user. */
class UserExistsRollback extends Error {}
