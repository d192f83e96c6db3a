// The workspace a page is in (from the address) and what the user's role there allows:
// can('keys:manage') decides whether an action is offered. The API still decides (403).
import { createContext, useContext } from 'react';
import type { WorkspaceMembership } from '@/api/console-types';

export interface CurrentWorkspace extends WorkspaceMembership {
  can: (permission: string) => boolean;
}

export const WorkspaceContext = createContext<CurrentWorkspace | null>(null);

export function useWorkspace(): CurrentWorkspace {
  const workspace = useContext(WorkspaceContext);
  if (!workspace) throw new Error('useWorkspace() is used outside a workspace page');
  return workspace;
}

export function toCurrentWorkspace(membership: WorkspaceMembership): CurrentWorkspace {
  const scopes = new Set<string>(membership.scopes);
  return {
    ...membership,
    can: (permission) =>
      scopes.has(permission) || (permission === 'members:manage' && membership.role === 'owner'),
  };
}
