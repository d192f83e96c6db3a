/**
 * The public API's access vocabulary (docs/api.md#scopes, docs/console.md#roles): the scopes an API
 * key can carry, the permissions only console members get, and the members' roles. Plain values with
 * no imports, so a process that only names them (the CLI's help) loads nothing else; what each role
 * may do is @app/auth's rule.
 */
export const SCOPES = [
  'events:write',
  'events:read',
  'campaigns:write',
  'campaigns:read',
  'reports:read',
  'webhooks:manage',
  'webhooks:read',
  'keys:manage',
  'privacy:manage',
] as const;

export type Scope = (typeof SCOPES)[number];

export function isScope(value: string): value is Scope {
  return (SCOPES as readonly string[]).includes(value);
}

/**
 * Permissions only a console member's role carries, never an API key: who belongs to a workspace
 * is decided by people signed in, not by a credential an integration holds.
 */
export const MEMBER_PERMISSIONS = ['members:read', 'members:manage'] as const;

export type MemberPermission = (typeof MEMBER_PERMISSIONS)[number];

/** What a route can require: an API scope, or a permission of console members. */
export type Permission = Scope | MemberPermission;

/**
 * What an API key's traffic is: `live` (counts in reports, goes on the conversions topics and to
 * every subscribed webhook endpoint) or `test` (decided and shown on the conversion-test panel,
 * never counted, never on those topics, sent only to endpoints that opt in; docs/api.md#test-mode).
 */
export const KEY_MODES = ['live', 'test'] as const;

export type KeyMode = (typeof KEY_MODES)[number];

/** A console user's role in one workspace. */
export const ROLES = ['owner', 'admin', 'viewer'] as const;

export type Role = (typeof ROLES)[number];

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}
