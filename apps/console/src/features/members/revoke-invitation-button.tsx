// RevokeInvitationButton: revokes a pending invitation, so its link stops working.
import type { Invitation } from '@/api/console-types';
import { useWorkspace } from '@/features/workspaces/workspace-context';
import { describeError } from '@/shared/error-state';
import { useRevokeInvitation } from './member-mutations';

export function RevokeInvitationButton({ invitation }: { invitation: Invitation }) {
  const workspace = useWorkspace();
  const revoke = useRevokeInvitation(workspace.id, invitation.id);
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
