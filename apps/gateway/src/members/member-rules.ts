import { Role } from '@app/auth';

/**
 * The one rule of membership changes: a workspace always keeps an owner, since only an owner can
 * add members or change roles, and a workspace without one could never be managed again.
 * `role` is the target's new role, or null for a removal. Answers why not, or null.
 */
export function lastOwnerRefusal(
  members: readonly { userId: string; role: Role }[],
  userId: string,
  role: Role | null,
): string | null {
  const target = members.find((m) => m.userId === userId);
  if (!target || target.role !== 'owner' || role === 'owner') return null;
  const owners = members.filter((m) => m.role === 'owner').length;
  if (owners > 1) return null;
  return role === null
    ? 'This is the last owner of the workspace and cannot be removed. Make another member an owner first.'
    : `This is the last owner of the workspace and cannot become ${role}. Make another member an owner first.`;
}
