// The workspace a page is in (from the address) and what the user's role there allows:
// can('keys:manage') decides whether an action is offered (see permissions.ts).
import { createContext, useContext } from 'react';
import type { WorkspaceMembership } from '@/api/console-types';
import { hasPermission, type Permission } from './permissions';

export interface CurrentWorkspace extends WorkspaceMembership {
  can: (permission: Permission) => boolean;
}

export const WorkspaceContext = createContext<CurrentWorkspace | null>(null);

export function useWorkspace(): CurrentWorkspace {
  const workspace = useContext(WorkspaceContext);
  if (!workspace) throw new Error('useWorkspace() is used outside a workspace page');
  return workspace;
}

export function toCurrentWorkspace(membership: WorkspaceMembership): CurrentWorkspace {
  return { ...membership, can: (permission) => hasPermission(membership, permission) };
}
