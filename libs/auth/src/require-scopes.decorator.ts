import { SetMetadata } from '@nestjs/common';
import { Permission } from './scopes';

export const REQUIRED_SCOPES = Symbol('REQUIRED_SCOPES');

/** Marks a workspace route as needing all of these: an API key's scopes, or a member's role's. */
export const RequireScopes = (...scopes: Permission[]) => SetMetadata(REQUIRED_SCOPES, scopes);

export const REQUIRES_SESSION = Symbol('REQUIRES_SESSION');

/** Marks a route as for signed-in console users only (their session itself, not a workspace). */
export const RequireSession = () => SetMetadata(REQUIRES_SESSION, true);
