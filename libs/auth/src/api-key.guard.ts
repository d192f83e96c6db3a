import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { ApiKeyAuthenticator } from './api-key-authenticator.service';
import { AuthProblems } from './auth-problems';
import { Principal } from './principal';
import { REQUIRED_SCOPES } from './require-scopes.decorator';
import { Scope } from './scopes';

export type AuthenticatedRequest = FastifyRequest & { principal?: Principal };

/**
 * Guards routes marked with @RequireScopes, in this order: who is calling (401), is it their
 * workspace (403 workspace_forbidden, without revealing whether the other workspace exists),
 * may the key do this (403 insufficient_scope, naming the scope).
 */
@Injectable()
export class ApiKeyGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly authenticator: ApiKeyAuthenticator,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const required = this.reflector.getAllAndOverride<Scope[] | undefined>(REQUIRED_SCOPES, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!required) return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const principal = await this.authenticator.authenticate(request.headers.authorization);
    // For the request log line (pino-http reads the raw request): which key, never the secret.
    (request.raw as { keyId?: string }).keyId = principal.keyId;
    const params = request.params as Record<string, string | undefined>;
    if (params.workspaceId !== undefined) {
      // A UUID is the same in either case: an upper-case copy of the key's own workspace id is
      // that workspace, and handlers (Redis keys, Kafka keys, payloads) see its canonical form.
      if (params.workspaceId.toLowerCase() !== principal.workspaceId) throw AuthProblems.workspaceForbidden();
      params.workspaceId = principal.workspaceId;
    }
    const missing = required.filter((scope) => !principal.scopes.has(scope));
    if (missing.length > 0) throw AuthProblems.insufficientScope(missing);
    request.principal = principal;
    return true;
  }
}
