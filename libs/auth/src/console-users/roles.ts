import { Permission, Role, SCOPES } from '@app/contracts';

export { isRole, ROLES } from '@app/contracts';
export type { Role } from '@app/contracts';

/**
 * A console user's role in one workspace (docs/console.md#roles), and what a session of that role
 * may do on the /v1 API: an owner everything, members too; an admin keys, webhooks, campaigns,
 * reports and privacy (erasure, suppression, retention); a viewer only reads. Every role sees who the members are.
 */
const READ_SCOPES = SCOPES.filter((scope) => scope.endsWith(':read'));

export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  owner: [...SCOPES, 'members:read', 'members:manage'],
  admin: [...SCOPES, 'members:read'],
  viewer: [...READ_SCOPES, 'members:read'],
};
