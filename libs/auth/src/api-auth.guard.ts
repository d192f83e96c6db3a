import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { validate as isUuid } from 'uuid';
import { ApiKeyAuthenticator } from './api-key-authenticator.service';
import { AuthProblems } from './auth-problems';
import { ConsoleSession } from './console-sessions/console-sessions.service';
import { SessionAuthenticator } from './console-sessions/session-authenticator.service';
import { ConsoleUsersRepository } from './console-users/console-users.repository';
import { ROLE_PERMISSIONS } from './console-users/roles';
import { Principal } from './principal';
import { REQUIRED_SCOPES, REQUIRES_SESSION } from './require-scopes.decorator';
import { Permission } from './scopes';

export type AuthenticatedRequest = FastifyRequest & {
  principal?: Principal;
  /** Set when a console session authenticated the request. */
  consoleSession?: ConsoleSession;
};

/**
 * Guards routes marked with @RequireScopes or @RequireSession. A request is either an
 * integration's (Authorization: Bearer <api key>) or a console user's (the session cookie); a
 * Bearer header wins when both are sent, and never needs a CSRF token. In order:
 *
 * 1. Who is calling (401). A cookie-authenticated change must also pass the CSRF checks (403
 *    csrf_failed), before anything else is looked at.
 * 2. Is it their workspace (403 workspace_forbidden, without revealing whether the other
 *    workspace exists): the key's own, or one the user is a member of.
 * 3. May they do this (403 insufficient_scope, naming what is missing): the key's scopes, or the
 *    permissions of the member's role, read on every request so a role change applies at once.
 */
@Injectable()
export class ApiAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly keys: ApiKeyAuthenticator,
    private readonly sessions: SessionAuthenticator,
    private readonly users: ConsoleUsersRepository,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const required = this.reflector.getAllAndOverride<Permission[] | undefined>(REQUIRED_SCOPES, targets);
    const sessionOnly = this.reflector.getAllAndOverride<boolean | undefined>(REQUIRES_SESSION, targets);
    if (!required && !sessionOnly) return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();

    if (sessionOnly) {
      request.consoleSession = await this.sessions.authenticate(request);
      (request.raw as { userId?: string }).userId = request.consoleSession.userId;
      return true;
    }

    const params = request.params as Record<string, string | undefined>;
    const principal =
      request.headers.authorization !== undefined || !this.sessions.hasCookie(request)
        ? await this.keys.authenticate(request.headers.authorization)
        : await this.memberPrincipal(request, params.workspaceId);
    // For the request log line (Fastify's logger reads the raw request): who, never a secret.
    if (principal.kind === 'api_key') (request.raw as { keyId?: string }).keyId = principal.keyId;
    else (request.raw as { userId?: string }).userId = principal.userId;

    if (params.workspaceId !== undefined) {
      // A UUID is the same in either case: an upper-case copy of the caller's workspace id is
      // that workspace, and handlers (Redis keys, Kafka keys, payloads) see its canonical form.
      if (params.workspaceId.toLowerCase() !== principal.workspaceId) {
        throw principal.kind === 'api_key' ? AuthProblems.workspaceForbidden() : AuthProblems.notAMember();
      }
      params.workspaceId = principal.workspaceId;
    }
    const granted = principal.scopes as ReadonlySet<Permission>;
    const missing = required!.filter((permission) => !granted.has(permission));
    if (missing.length > 0) {
      throw principal.kind === 'api_key'
        ? AuthProblems.insufficientScope(missing)
        : AuthProblems.roleLacks(principal.role, missing);
    }
    request.principal = principal;
    return true;
  }

  /** The signed-in user as a member of the URL's workspace; not a member gets a 403 later. */
  private async memberPrincipal(
    request: AuthenticatedRequest,
    workspaceId: string | undefined,
  ): Promise<Principal> {
    const session = await this.sessions.authenticate(request);
    request.consoleSession = session;
    const canonical = workspaceId?.toLowerCase();
    const role = canonical && isUuid(canonical) ? await this.users.findRole(session.userId, canonical) : null;
    if (!role) throw AuthProblems.notAMember();
    return {
      kind: 'member',
      userId: session.userId,
      workspaceId: canonical!,
      role,
      scopes: new Set(ROLE_PERMISSIONS[role]),
    };
  }
}
