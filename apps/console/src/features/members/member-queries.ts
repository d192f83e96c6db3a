// Member data: the members and the pending invitations of a workspace, and their cache keys.
import { queryOptions } from '@tanstack/react-query';
import { invitationApi, memberApi } from '@/api/session-api';

export const membersKey = (workspaceId: string) => ['workspaces', workspaceId, 'members'] as const;
export const invitationsKey = (workspaceId: string) => ['workspaces', workspaceId, 'invitations'] as const;

export const membersQuery = (workspaceId: string) =>
  queryOptions({ queryKey: membersKey(workspaceId), queryFn: () => memberApi.list(workspaceId) });

export const invitationsQuery = (workspaceId: string) =>
  queryOptions({ queryKey: invitationsKey(workspaceId), queryFn: () => invitationApi.list(workspaceId) });
