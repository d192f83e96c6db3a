import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  CONSOLE_SESSION_SETTINGS,
  ConsoleSession,
  ConsoleSessionSettings,
  ConsoleSessionsService,
  ConsoleUsersService,
  ROLE_PERMISSIONS,
  SessionAuthenticator,
} from '@app/auth';
import { SessionDto } from './dto/session.dto';

/**
 * Puts a console session into the browser and takes it out: the cookie's flags in one place, for
 * sign-in, set-password and accepting an invitation alike, and the answer they all give.
 */
@Injectable()
export class SessionCookieWriter {
  constructor(
    private readonly sessions: ConsoleSessionsService,
    private readonly authenticator: SessionAuthenticator,
    private readonly users: ConsoleUsersService,
    @Inject(CONSOLE_SESSION_SETTINGS) private readonly settings: ConsoleSessionSettings,
  ) {}

  /** Sets the cookie of a session just started, and answers with what the console needs. */
  async started(session: ConsoleSession, reply: FastifyReply): Promise<SessionDto> {
    void reply.setCookie(this.authenticator.cookie.name, session.sessionId, this.cookieOptions());
    void reply.header('cache-control', 'no-store');
    return this.describe(session);
  }

  /** A session id the browser brought to a sign-in is never reused: it ends, a new one starts. */
  async endBrought(request: FastifyRequest): Promise<void> {
    const brought = request.cookies?.[this.authenticator.cookie.name];
    if (brought) await this.sessions.end(brought);
  }

  clear(reply: FastifyReply): void {
    void reply.clearCookie(this.authenticator.cookie.name, this.cookieOptions());
  }

  async describe(session: ConsoleSession): Promise<SessionDto> {
    const memberships = await this.users.memberships(session.userId);
    return {
      user: { id: session.userId, email: session.email },
      csrfToken: session.csrfToken,
      expiresAt: session.expiresAt.toISOString(),
      idleTimeoutMinutes: Math.round(this.settings.idleTimeoutMs / 60_000),
      workspaces: memberships.map((m) => ({
        id: m.workspaceId,
        name: m.workspaceName,
        role: m.role,
        scopes: [...ROLE_PERMISSIONS[m.role]],
      })),
    };
  }

  private cookieOptions() {
    return { path: '/', httpOnly: true, sameSite: 'lax', secure: this.authenticator.cookie.secure } as const;
  }
}
