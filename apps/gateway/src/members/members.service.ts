import { Injectable } from '@nestjs/common';
import { validate as isUuid } from 'uuid';
import { Role } from '@app/auth';
import { ProblemCode, ProblemException } from '@app/http';
import { lastOwnerRefusal } from './member-rules';
import { MemberRow, MembersRepository } from './members.repository';

/** The members of a workspace: list, change a role, remove; a workspace always keeps an owner. */
@Injectable()
export class MembersService {
  constructor(private readonly members: MembersRepository) {}

  list(workspaceId: string): Promise<MemberRow[]> {
    return this.members.list(workspaceId);
  }

  async changeRole(workspaceId: string, userId: string, role: Role): Promise<MemberRow> {
    const outcome = await this.change(workspaceId, userId, role);
    return outcome as MemberRow;
  }

  async remove(workspaceId: string, userId: string): Promise<void> {
    await this.change(workspaceId, userId, null);
  }

  private async change(
    workspaceId: string,
    userId: string,
    role: Role | null,
  ): Promise<MemberRow | 'removed'> {
    if (!isUuid(userId)) throw notFound(userId);
    const outcome = await this.members.change(workspaceId, userId.toLowerCase(), role, (members) => {
      const refusal = lastOwnerRefusal(members, userId.toLowerCase(), role);
      return refusal ? { refuse: refusal } : null;
    });
    if (outcome === 'not_found') throw notFound(userId);
    if (typeof outcome === 'object' && 'refuse' in outcome) {
      throw new ProblemException(409, ProblemCode.LastOwner, outcome.refuse);
    }
    return outcome;
  }
}

function notFound(userId: string): ProblemException {
  return new ProblemException(404, ProblemCode.NotFound, `User ${userId} is not a member of this workspace.`);
}
