import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { validate as isUuid } from 'uuid';
import {
  CONSOLE_SESSION_SETTINGS,
  ConsoleSession,
  ConsoleSessionSettings,
  emailProblem,
  newOneTimeToken,
  oneTimeTokenHash,
  passwordProblem,
  PasswordHasher,
  Role,
} from '@app/auth';
import { ProblemCode, ProblemException } from '@app/http';
import { InvitationRow, InvitationsRepository, InvitationSummary } from './invitations.repository';

/** How long an invitation link works. */
export const INVITATION_TTL_MS = 7 * 24 * 3600 * 1000;
/** Most invitations pending at once in one workspace. */
export const MAX_PENDING_INVITATIONS = 100;

export interface CreatedInvitation {
  invitation: InvitationSummary;
  /** The one-time link, with its token in the fragment: shown once, stored as a hash only. */
  url: string;
}

export type Acceptance =
  | { kind: 'joined'; workspaceId: string; role: Role }
  | { kind: 'new_user'; workspaceId: string; role: Role; user: { id: string; email: string } };

const INVALID_TOKEN =
  'This invitation link is unknown, already used or expired (links work once, for 7 days). Ask an owner of the workspace for a new one.';

/**
 * Owners invite people by a one-time link (there is no email here: the owner passes the link on).
 *
 * - The link's token lives in the URL fragment, which browsers never send to a server, so it stays
 *   out of access logs; the page posts it in a body.
 * - It is for one email. Someone new sets a password with it and is signed in; an existing user
 *   must be signed in as that email, so a leaked link cannot add a workspace to someone else's
 *   account or take over an existing one.
 * - Using it and joining happen in one transaction, so a link works exactly once.
 */
@Injectable()
export class InvitationsService {
  constructor(
    private readonly invitations: InvitationsRepository,
    private readonly hasher: PasswordHasher,
    @Inject(CONSOLE_SESSION_SETTINGS) private readonly settings: ConsoleSessionSettings,
  ) {}

  async create(
    workspaceId: string,
    input: { email: string; role: Role },
    invitedBy: string | null,
    now = new Date(),
  ): Promise<CreatedInvitation> {
    const email = input.email.trim();
    const problem = emailProblem(email);
    if (problem)
      throw ProblemException.validation([{ field: 'email', code: 'invalid_value', message: problem }]);
    if (await this.invitations.isMember(workspaceId, email)) {
      throw ProblemException.validation([
        {
          field: 'email',
          code: 'invalid_value',
          message: `${email} is already a member of this workspace; change their role in the members list instead.`,
        },
      ]);
    }
    if ((await this.invitations.countPending(workspaceId, now)) >= MAX_PENDING_INVITATIONS) {
      throw new ProblemException(
        409,
        ProblemCode.LimitExceeded,
        `This workspace already has ${MAX_PENDING_INVITATIONS} pending invitations. Withdraw some before inviting more.`,
      );
    }
    const token = newOneTimeToken();
    const id = randomUUID();
    const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
    await this.invitations.insert({
      id,
      workspaceId,
      email,
      role: input.role,
      tokenHash: oneTimeTokenHash(token),
      invitedBy,
      at: now,
      expiresAt,
    });
    return {
      invitation: { id, email, role: input.role, createdAt: now, expiresAt },
      url: `${this.settings.baseUrl}/console/accept-invitation#token=${token}`,
    };
  }

  listPending(workspaceId: string, now = new Date()): Promise<InvitationRow[]> {
    return this.invitations.listPending(workspaceId, now);
  }

  async withdraw(workspaceId: string, id: string): Promise<void> {
    const found = isUuid(id) && (await this.invitations.deletePending(workspaceId, id));
    if (!found) {
      throw new ProblemException(404, ProblemCode.NotFound, `No pending invitation ${id} in this workspace.`);
    }
  }

  /** What the link is for, so the page can say it before anyone acts. */
  async lookup(token: string, now = new Date()): Promise<{ invitation: InvitationRow; userExists: boolean }> {
    const invitation = await this.usable(token, now);
    return { invitation, userExists: await this.invitations.userExists(invitation.email) };
  }

  /** Uses the link: joins as the signed-in user, or creates the invited user with a password. */
  async accept(
    token: string,
    password: string | undefined,
    session: ConsoleSession | null,
    now = new Date(),
  ): Promise<Acceptance> {
    const invitation = await this.usable(token, now);
    const result = { workspaceId: invitation.workspaceId, role: invitation.role };
    if (await this.invitations.userExists(invitation.email)) {
      if (!session || session.email.toLowerCase() !== invitation.email.toLowerCase()) {
        throw new ProblemException(
          401,
          ProblemCode.Unauthenticated,
          `This invitation is for ${invitation.email}, who already has a console account. Sign in as ${invitation.email}, then open the link again.`,
        );
      }
      if (!(await this.invitations.acceptAsUser(invitation, session.userId, now))) throw invalidToken();
      return { kind: 'joined', ...result };
    }
    const problem =
      password === undefined
        ? 'Choose a password (12 to 256 characters) to create your account.'
        : passwordProblem(password);
    if (problem)
      throw ProblemException.validation([{ field: 'password', code: 'invalid_value', message: problem }]);
    const user = { id: randomUUID(), email: invitation.email };
    const outcome = await this.invitations.acceptAsNewUser(
      invitation,
      { id: user.id, passwordHash: await this.hasher.hash(password!) },
      now,
    );
    if (outcome === 'used') throw invalidToken();
    if (outcome === 'user_exists') return this.accept(token, password, session, now);
    return { kind: 'new_user', ...result, user };
  }

  private async usable(token: string, now: Date): Promise<InvitationRow> {
    const invitation = await this.invitations.findByTokenHash(oneTimeTokenHash(token));
    if (!invitation || invitation.acceptedAt !== null || invitation.expiresAt <= now) throw invalidToken();
    return invitation;
  }
}

function invalidToken(): ProblemException {
  return ProblemException.validation([{ field: 'token', code: 'invalid_value', message: INVALID_TOKEN }]);
}
