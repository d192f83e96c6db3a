// Member and invitation changes and the cached answers each makes stale. A change to one's own
// membership also changes the session (its workspaces and roles), which is read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatedInvitation, Role } from '@/api/console-types';
import { invitationApi, memberApi } from '@/api/session-api';
import { SESSION_QUERY_KEY } from '@/features/session/session-queries';
import type { MutationCallbacks } from '@/shared/mutation-callbacks';
import { invitationsKey, membersKey } from './member-queries';

/** The member a change is about, and whether it is the signed-in user. */
export interface MemberTarget {
  userId: string;
  isSelf: boolean;
}

function useAfterMemberChange(workspaceId: string, member: MemberTarget) {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: membersKey(workspaceId) });
    if (member.isSelf) void client.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  };
}

export function useChangeMemberRole(workspaceId: string, member: MemberTarget) {
  const afterChange = useAfterMemberChange(workspaceId, member);
  return useMutation({
    mutationFn: (role: Role) => memberApi.changeRole(workspaceId, member.userId, role),
    onSuccess: afterChange,
  });
}

export function useRemoveMember(
  workspaceId: string,
  member: MemberTarget,
  then: MutationCallbacks<unknown> = {},
) {
  const afterChange = useAfterMemberChange(workspaceId, member);
  return useMutation({
    mutationFn: () => memberApi.remove(workspaceId, member.userId),
    onSuccess: (answer) => {
      afterChange();
      then.onSuccess?.(answer);
    },
  });
}

export function useCreateInvitation(workspaceId: string, then: MutationCallbacks<CreatedInvitation> = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ email, role }: { email: string; role: Role }) =>
      invitationApi.create(workspaceId, email, role),
    onSuccess: (invitation) => {
      then.onSuccess?.(invitation);
      void client.invalidateQueries({ queryKey: invitationsKey(workspaceId) });
    },
    onError: then.onError,
  });
}

export function useRevokeInvitation(workspaceId: string, invitationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => invitationApi.revoke(workspaceId, invitationId),
    onSuccess: () => void client.invalidateQueries({ queryKey: invitationsKey(workspaceId) }),
  });
}
