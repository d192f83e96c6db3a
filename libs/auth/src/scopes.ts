/** Every permission an API key can carry, declared once (docs/api.md#scopes). */
export const SCOPES = [
  'events:write',
  'events:read',
  'campaigns:write',
  'campaigns:read',
  'reports:read',
  'webhooks:manage',
  'webhooks:read',
  'keys:manage',
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
