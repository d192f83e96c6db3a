// MembersPage: who has access to the workspace and with which role. Every member sees the
// list; owners invite, change roles, remove, and see the pending invitations.
import { useQuery } from '@tanstack/react-query';
import { useWorkspace } from '@/features/workspaces/workspace-context';
import { EmptyState } from '@/shared/empty-state';
import { ErrorState } from '@/shared/error-state';
import { LoadingState } from '@/shared/loading-state';
import { Page } from '@/shared/page';
import { InvitationList } from './invitation-list';
import { InviteMemberForm } from './invite-member-form';
import { membersQuery } from './member-queries';
import { MemberRow } from './member-row';
import { ROLE_DESCRIPTIONS } from './role-descriptions';

export function MembersPage() {
  const workspace = useWorkspace();
  const canManage = workspace.can('members:manage');
  const members = useQuery(membersQuery(workspace.id));

  return (
    <Page
      title="Members"
      eyebrow={workspace.name}
      intro={<p>People who can sign in to this workspace, and their roles.</p>}
    >
      <section className="panel" aria-labelledby="members-title">
        <h2 id="members-title">Members</h2>
        {members.isPending ? (
          <LoadingState what="the members" />
        ) : members.isError ? (
          <ErrorState error={members.error} what="the members" onRetry={() => void members.refetch()} />
        ) : members.data.data.length === 0 ? (
          <EmptyState title="No members." />
        ) : (
          <div className="table-scroll" role="region" aria-label="Members table" tabIndex={0}>
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">Email</th>
                  <th scope="col">Role</th>
                  <th scope="col">Member since</th>
                  {canManage ? (
                    <th scope="col">
                      <span className="visually-hidden">Actions</span>
                    </th>
                  ) : null}
                </tr>
              </thead>
              <tbody>
                {members.data.data.map((member) => (
                  <MemberRow key={member.userId} member={member} canManage={canManage} />
                ))}
              </tbody>
            </table>
          </div>
        )}
        <dl className="role-list">
          {Object.entries(ROLE_DESCRIPTIONS).map(([role, description]) => (
            <div key={role}>
              <dt>{role}</dt>
              <dd>{description}</dd>
            </div>
          ))}
        </dl>
      </section>
      {canManage ? (
        <div className="grid-2">
          <InviteMemberForm />
          <InvitationList />
        </div>
      ) : (
        <p>Only owners invite members and change roles.</p>
      )}
    </Page>
  );
}
