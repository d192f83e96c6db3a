// InvitationList: invitations not yet accepted, with when they expire; each can be revoked.
import { useQuery } from '@tanstack/react-query';
import { useWorkspace } from '@/features/workspaces/workspace-context';
import { EmptyState } from '@/shared/empty-state';
import { ErrorState } from '@/shared/error-state';
import { LoadingState } from '@/shared/loading-state';
import { TimeText } from '@/shared/time-text';
import { invitationsQuery } from './member-queries';
import { RevokeInvitationButton } from './revoke-invitation-button';

export function InvitationList() {
  const workspace = useWorkspace();
  const invitations = useQuery(invitationsQuery(workspace.id));

  return (
    <section className="panel" aria-labelledby="invitations-title">
      <h2 id="invitations-title">Pending invitations</h2>
      {invitations.isPending ? (
        <LoadingState what="the invitations" />
      ) : invitations.isError ? (
        <ErrorState
          error={invitations.error}
          what="the invitations"
          onRetry={() => void invitations.refetch()}
        />
      ) : invitations.data.data.length === 0 ? (
        <EmptyState title="No pending invitations." />
      ) : (
        <div className="table-scroll" role="region" aria-label="Pending invitations table" tabIndex={0}>
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Email</th>
                <th scope="col">Role</th>
                <th scope="col">Created</th>
                <th scope="col">Expires</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {invitations.data.data.map((invitation) => (
                <tr key={invitation.id}>
                  <th scope="row">{invitation.email}</th>
                  <td>{invitation.role}</td>
                  <td>
                    <TimeText value={invitation.createdAt} />
                  </td>
                  <td>
                    <TimeText value={invitation.expiresAt} />
                  </td>
                  <td>
                    <RevokeInvitationButton invitation={invitation} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
