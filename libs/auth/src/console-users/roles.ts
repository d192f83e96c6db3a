import { Permission, SCOPES } from '../scopes';

/**
 * A console user's role in one workspace (docs/console.md#roles), and what a session of that role
 * may do on the /v1 API: an owner everything, members too; an admin keys, webhooks, campaigns and
 * reports; a viewer only reads. Every role sees who the members are.
 */
export const ROLES = ['owner', 'admin', 'viewer'] as const;

export type Role = (typeof ROLES)[number];

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

const READ_SCOPES = SCOPES.filter((scope) => scope.endsWith(':read'));

export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  owner: [...SCOPES, 'members:read', 'members:manage'],
  admin: [...SCOPES, 'members:read'],
  viewer: [...READ_SCOPES, 'members:read'],
};
