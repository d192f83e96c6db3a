// RevokeInvitationButton: revokes a pending invitation, so its link stops working.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invitation } from '@/api/console-types';
import { invitationApi } from '@/api/session-api';
import { useWorkspace } from '@/features/workspaces/workspace-context';
import { describeError } from '@/shared/error-state';
import { invitationsKey } from './member-queries';

export function RevokeInvitationButton({ invitation }: { invitation: Invitation }) {
  const workspace = useWorkspace();
  const client = useQueryClient();
  const revoke = useMutation({
    mutationFn: () => invitationApi.revoke(workspace.id, invitation.id),
    onSuccess: () => void client.invalidateQueries({ queryKey: invitationsKey(workspace.id) }),
  });
  return (
    <>
      <button
        type="button"
        className="button secondary small"
        onClick={() => revoke.mutate()}
        disabled={revoke.isPending}
        aria-label={`Revoke the invitation of ${invitation.email}`}
      >
        {revoke.isPending ? 'Revoking…' : 'Revoke'}
      </button>
      {revoke.isError ? (
        <span className="field-error" role="alert">
          {describeError(revoke.error)}
        </span>
      ) : null}
    </>
  );
}
