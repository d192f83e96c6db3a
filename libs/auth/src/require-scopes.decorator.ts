import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
import { Permission } from './scopes';

export const REQUIRED_SCOPES = Symbol('REQUIRED_SCOPES');

/**
 * The OpenAPI extension naming what an operation needs. OpenAPI 3.0 lets only OAuth schemes list
 * scopes in `security`, so the permissions travel in an extension of their own: readers of /docs
 * see them, and the generated auth matrix (test/auth) reads them to cover every route.
 */
export const REQUIRED_PERMISSIONS_EXTENSION = 'x-required-permissions';

/** Marks a workspace route as needing all of these: an API key's scopes, or a member's role's. */
export const RequireScopes = (...scopes: Permission[]) =>
  applyDecorators(SetMetadata(REQUIRED_SCOPES, scopes), ApiExtension(REQUIRED_PERMISSIONS_EXTENSION, scopes));

export const REQUIRES_SESSION = Symbol('REQUIRES_SESSION');

/** The OpenAPI extension marking an operation as for a signed-in console user only. */
export const REQUIRES_SESSION_EXTENSION = 'x-requires-session';

/** Marks a route as for signed-in console users only (their session itself, not a workspace). */
export const RequireSession = () =>
  applyDecorators(SetMetadata(REQUIRES_SESSION, true), ApiExtension(REQUIRES_SESSION_EXTENSION, true));
