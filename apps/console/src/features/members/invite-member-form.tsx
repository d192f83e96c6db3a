// InviteMemberForm: an email and a role; POST .../invitations. The answer's one-time link is
// shown once, to be sent to the person (there is no email from the platform); it expires.
import { useId, useState, type FormEvent } from 'react';
import type { CreatedInvitation, Role } from '@/api/console-types';
import { useWorkspace } from '@/features/workspaces/workspace-context';
import { emailProblem } from '@/shared/email-problem';
import { ErrorSummary } from '@/shared/error-summary';
import { FormField } from '@/shared/form-field';
import { SecretOnce } from '@/shared/secret-once';
import { TimeText } from '@/shared/time-text';
import { useFormErrors } from '@/shared/use-form-errors';
import { useCreateInvitation } from './member-mutations';
import { ROLE_DESCRIPTIONS } from './role-descriptions';
import { RoleSelect } from './role-select';

export function InviteMemberForm() {
  const id = useId();
  const workspace = useWorkspace();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('viewer');
  const form = useFormErrors(id, ['email', 'role']);
  const [created, setCreated] = useState<CreatedInvitation | null>(null);

  const invite = useCreateInvitation(workspace.id, {
    onSuccess: (invitation) => {
      setCreated(invitation);
      setEmail('');
    },
    onError: form.showServerError,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.check({ email: emailProblem(email, 'Enter the email address of the person to invite.') }))
      invite.mutate({ email: email.trim(), role });
  };

  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Invite a member</h2>
      {created ? (
        <SecretOnce
          title={`Invitation for ${created.email}`}
          label="Invitation link"
          secret={created.url}
          onDone={() => setCreated(null)}
        >
          <p>
            Send this link to {created.email} yourself. It works once, as a {created.role}, until{' '}
            <TimeText value={created.expiresAt} />.
          </p>
        </SecretOnce>
      ) : (
        <form className="form" onSubmit={submit} noValidate>
          <ErrorSummary items={form.summary} title="No invitation was created" />
          <FormField {...form.fieldProps('email')} label="Email" required>
            {(control) => (
              <input
                {...control}
                className="input"
                type="email"
                autoComplete="off"
                value={email}
                onChange={(e) => setEmail(e.currentTarget.value)}
              />
            )}
          </FormField>
          <FormField {...form.fieldProps('role')} label="Role" hint={ROLE_DESCRIPTIONS[role]} required>
            {(control) => <RoleSelect {...control} className="input" value={role} onChange={setRole} />}
          </FormField>
          <button type="submit" className="button" disabled={invite.isPending}>
            {invite.isPending ? 'Creating…' : 'Create invitation link'}
          </button>
        </form>
      )}
    </section>
  );
}
