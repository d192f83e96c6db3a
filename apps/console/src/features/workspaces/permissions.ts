// The one permission check of the console: may this membership do that? A route declares the
// permission its page needs (app/console-routes.tsx) and a control the one its action needs;
// both ask here. The session lists every permission of the role (scopes, members:manage
// included), so the check reads that list and never compares role names. The API still decides
// (403 insufficient_scope); see docs/console.md#roles.
import type { WorkspaceMembership } from '@/api/console-types';

export type Permission = WorkspaceMembership['scopes'][number];

export function hasPermission(
  membership: Pick<WorkspaceMembership, 'scopes'>,
  permission: Permission,
): boolean {
  return membership.scopes.includes(permission);
}
