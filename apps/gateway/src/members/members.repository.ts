import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Role } from '@app/auth';

export interface MemberRow {
  userId: string;
  email: string;
  role: Role;
  joinedAt: Date;
}

/** A change to one membership, or a refusal decided on the locked memberships. */
export type MembershipDecision = { refuse: string } | null;

const MEMBER_COLUMNS = `m.user_id AS "userId", u.email, m.role, m.created_at AS "joinedAt"`;

/** Storage access for the members of a workspace (gateway schema); the rules come from the caller. */
@Injectable()
export class MembersRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async list(workspaceId: string): Promise<MemberRow[]> {
    return this.db.query(
      `SELECT ${MEMBER_COLUMNS} FROM memberships m JOIN console_users u ON u.id = m.user_id
        WHERE m.workspace_id = $1 ORDER BY m.created_at, u.email`,
      [workspaceId],
    );
  }

  /**
   * Changes (a role) or removes (null) one membership. The workspace's memberships are locked first,
   * so `decide` sees every member as they are and two owners demoting each other at once cannot
   * both succeed. Answers the member after the change, 'not_found', or the refusal.
   */
  async change(
    workspaceId: string,
    userId: string,
    role: Role | null,
    decide: (members: MemberRow[]) => MembershipDecision,
  ): Promise<MemberRow | 'removed' | 'not_found' | { refuse: string }> {
    return this.db.transaction(async (tx) => {
      const members: MemberRow[] = await tx.query(
        `SELECT ${MEMBER_COLUMNS} FROM memberships m JOIN console_users u ON u.id = m.user_id
          WHERE m.workspace_id = $1 ORDER BY m.user_id FOR UPDATE OF m`,
        [workspaceId],
      );
      const target = members.find((m) => m.userId === userId);
      if (!target) return 'not_found' as const;
      const refusal = decide(members);
      if (refusal) return refusal;
      if (role === null) {
        await tx.query(`DELETE FROM memberships WHERE workspace_id = $1 AND user_id = $2`, [
          workspaceId,
          userId,
        ]);
        return 'removed' as const;
      }
      await tx.query(`UPDATE memberships SET role = $3 WHERE workspace_id = $1 AND user_id = $2`, [
        workspaceId,
        userId,
        role,
      ]);
      return { ...target, role };
    });
  }
}
