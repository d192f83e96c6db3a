// AcceptAsNewUser: the invited email has no account yet: choose a password, accept, and be
// signed in.
import { isApiError } from '@/api/api-error';
import type { InvitationLookup } from '@/api/console-types';
import { NewPasswordForm } from '@/features/session/new-password-form';
import { describeError } from '@/shared/error-state';
import { useAcceptInvitation } from './invitation-mutations';

function acceptProblem(error: unknown): string {
  const tokenGone = isApiError(error) && error.errors.some((item) => item.field === 'token');
  return tokenGone
    ? 'This invitation is not valid any more: it was used, withdrawn, or has expired. Ask an owner for a new link.'
    : describeError(error);
}

export function AcceptAsNewUser({ token, invitation }: { token: string; invitation: InvitationLookup }) {
  const accept = useAcceptInvitation(token);
  return (
    <NewPasswordForm
      failureTitle="The invitation was not accepted"
      submitLabel="Create account and join"
      pendingLabel="Joining…"
      pending={accept.isPending}
      onSubmit={(password) => accept.mutateAsync(password)}
      describeFailure={acceptProblem}
    >
      <p>
        Create your console account for <strong>{invitation.email}</strong> by choosing a password.
      </p>
    </NewPasswordForm>
  );
}
