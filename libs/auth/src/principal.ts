import { KeyMode } from '@app/contracts';
import { Permission, Scope } from './scopes';

/**
 * An integration calling with an API key: its workspace, the key's scopes, and whether what it
 * sends is live or test traffic (docs/api.md#test-mode).
 */
export interface ApiKeyPrincipal {
  kind: 'api_key';
  keyId: string;
  workspaceId: string;
  scopes: ReadonlySet<Scope>;
  mode: KeyMode;
}

/** A console user signed in, acting in the workspace of the URL with the permissions of their role. */
export interface MemberPrincipal {
  kind: 'member';
  userId: string;
  workspaceId: string;
  role: string;
  scopes: ReadonlySet<Permission>;
}

/** Who is calling a workspace route, and what they may do there. */
export type Principal = ApiKeyPrincipal | MemberPrincipal;

/** Whether the caller's events are live or test traffic: a console member acts live. */
export function principalMode(principal: Principal): KeyMode {
  return principal.kind === 'api_key' ? principal.mode : 'live';
}

/** One stable name per caller, for per-caller limits and logs: never a secret. */
export function principalSubject(principal: Principal): string {
  return principal.kind === 'api_key' ? `key:${principal.keyId}` : `user:${principal.userId}`;
}
