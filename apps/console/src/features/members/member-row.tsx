// MemberRow: one member: email, role and since when; owners change the role (with a Save
// button, so choosing in the list changes nothing by itself) and remove the member. The last
// owner can be neither demoted nor removed (409 last_owner), which is explained.
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '@/api/api-error';
import type { Member, Role } from '@/api/console-types';
import { useSession } from '@/features/session/session-queries';
import { useWorkspace } from '@/features/workspaces/workspace-context';
import { ConfirmDialog } from '@/shared/confirm-dialog';
import { describeError } from '@/shared/error-state';
import { TimeText } from '@/shared/time-text';
import { useChangeMemberRole, useRemoveMember } from './member-mutations';
import { RoleSelect } from './role-select';

function memberProblem(error: unknown): string {
  if (isApiError(error) && error.code === 'last_owner')
    return 'A workspace needs at least one owner: make someone else an owner first.';
  return describeError(error);
}

export function MemberRow({ member, canManage }: { member: Member; canManage: boolean }) {
  const id = useId();
  const workspace = useWorkspace();
  const session = useSession();
  const navigate = useNavigate();
  const [role, setRole] = useState<Role>(member.role);
  const [removing, setRemoving] = useState(false);
  const isSelf = session.data?.user.id === member.userId;
  const target = { userId: member.userId, isSelf };
  const change = useChangeMemberRole(workspace.id, target);
  const remove = useRemoveMember(workspace.id, target, {
    onSuccess: () => {
      setRemoving(false);
      if (isSelf) navigate('/workspaces');
    },
  });

  return (
    <tr>
      <th scope="row">
        {member.email}
        {isSelf ? <span className="hint"> (you)</span> : null}
      </th>
      <td>
        {canManage ? (
          <div className="inline-form">
            <label htmlFor={`${id}-role`} className="visually-hidden">
              Role of {member.email}
            </label>
            <RoleSelect id={`${id}-role`} className="input small" value={role} onChange={setRole} />
            <button
              type="button"
              className="button secondary small"
              disabled={role === member.role || change.isPending}
              onClick={() => change.mutate(role)}
              aria-label={`Save the role of ${member.email}`}
            >
              {change.isPending ? 'Saving…' : 'Save'}
            </button>
          </div>
        ) : (
          member.role
        )}
        {change.isError ? (
          <p className="field-error" role="alert">
            {memberProblem(change.error)}
          </p>
        ) : null}
      </td>
      <td>
        <TimeText value={member.joinedAt} />
      </td>
      {canManage ? (
        <td>
          <button
            type="button"
            className="button danger small"
            onClick={() => setRemoving(true)}
            aria-label={`Remove ${member.email}`}
          >
            Remove
          </button>
          <ConfirmDialog
            open={removing}
            title={`Remove ${member.email}?`}
            confirmLabel="Remove member"
            busy={remove.isPending}
            error={remove.isError ? memberProblem(remove.error) : undefined}
            onConfirm={() => remove.mutate()}
            onCancel={() => {
              remove.reset();
              setRemoving(false);
            }}
          >
            <p>
              {isSelf
                ? 'You will lose access to this workspace.'
                : `${member.email} loses access to this workspace at once.`}{' '}
              API keys they created keep working until revoked.
            </p>
          </ConfirmDialog>
        </td>
      ) : null}
    </tr>
  );
}
