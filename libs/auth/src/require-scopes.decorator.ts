import { SetMetadata } from '@nestjs/common';
import { Scope } from './scopes';

export const REQUIRED_SCOPES = Symbol('REQUIRED_SCOPES');

/** Marks a workspace route as needing an API key with all of these scopes. */
export const RequireScopes = (...scopes: Scope[]) => SetMetadata(REQUIRED_SCOPES, scopes);
