import type {} from '@fastify/cookie';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AuthProblems } from '../auth-problems';
import { CONSOLE_SESSION_SETTINGS, ConsoleSessionSettings, sessionCookie } from './console-session-settings';
import { ConsoleSession, ConsoleSessionsService } from './console-sessions.service';
import { CSRF_HEADER, crossSiteRefusal, csrfTokenMatches, isSafeMethod } from './csrf';

/**
 * Turns a request's session cookie into the signed-in user, and applies the CSRF defences of
 * csrf.ts to every change made with it. The cookie's name and flags are decided here (and by
 * sessionCookie), for the controllers that set and clear it.
 */
@Injectable()
export class SessionAuthenticator {
  private readonly logger = new Logger(SessionAuthenticator.name);
  readonly cookie: { name: string; secure: boolean };
  private readonly allowedOrigins: ReadonlySet<string>;

  constructor(
    private readonly sessions: ConsoleSessionsService,
    @Inject(CONSOLE_SESSION_SETTINGS) settings: ConsoleSessionSettings,
  ) {
    this.cookie = sessionCookie(settings.baseUrl);
    this.allowedOrigins = new Set([new URL(settings.baseUrl).origin]);
  }

  hasCookie(request: FastifyRequest): boolean {
    return Boolean(request.cookies?.[this.cookie.name]);
  }

  /** The session of the request (401 without a live one), CSRF-checked when the request changes state. */
  async authenticate(request: FastifyRequest): Promise<ConsoleSession> {
    const sessionId = request.cookies?.[this.cookie.name];
    if (!sessionId) {
      throw AuthProblems.unauthenticated(
        'Sign in to the console (POST /v1/session), or send "Authorization: Bearer <api key>".',
      );
    }
    if (!isSafeMethod(request.method)) this.refuseCrossSite(request);
    let session: ConsoleSession | null;
    try {
      session = await this.sessions.resolve(sessionId);
    } catch (error) {
      this.logger.error(`session lookup failed: ${(error as Error).message}`);
      throw AuthProblems.unavailable();
    }
    if (!session) {
      throw AuthProblems.unauthenticated(
        'Your console session has ended (signed out, idle too long or expired). Sign in again.',
      );
    }
    if (!isSafeMethod(request.method) && !csrfTokenMatches(sessionId, header(request, CSRF_HEADER))) {
      throw AuthProblems.csrfFailed(
        `A change made with the console's session cookie needs the ${CSRF_HEADER} header with the session's csrfToken (from GET /v1/session).`,
      );
    }
    return session;
  }

  /**
   * The origin check alone, for changes made before there is a session (sign-in, set-password,
   * accepting an invitation): a forged sign-in would put the victim in the attacker's account.
   */
  refuseCrossSite(request: FastifyRequest): void {
    const refusal = crossSiteRefusal(
      {
        secFetchSite: header(request, 'sec-fetch-site'),
        origin: header(request, 'origin'),
        host: header(request, 'host'),
      },
      this.allowedOrigins,
    );
    if (refusal) throw AuthProblems.csrfFailed(refusal);
  }
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
