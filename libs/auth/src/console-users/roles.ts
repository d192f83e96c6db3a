import { Scope, SCOPES } from '../scopes';

/**
 * A console user's role in one workspace (DESIGN.md section 8), and the /v1 scopes a session of
 * that role carries. Owner and admin both reach every endpoint of the API: what sets the owner
 * apart (managing members) is not a /v1 scope yet. A viewer only reads.
 */
export const ROLES = ['owner', 'admin', 'viewer'] as const;

export type Role = (typeof ROLES)[number];

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

const READ_SCOPES = SCOPES.filter((scope) => scope.endsWith(':read'));

export const ROLE_SCOPES: Readonly<Record<Role, readonly Scope[]>> = {
  owner: [...SCOPES],
  admin: [...SCOPES],
  viewer: READ_SCOPES,
};
