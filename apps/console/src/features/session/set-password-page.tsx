// SetPasswordPage: /console/set-password#token=...: the one-time link an operator printed
// (user:create, user:reset-password). Sets the password, which also signs in.
import { Link, useNavigate } from 'react-router';
import { isApiError } from '@/api/api-error';
import { describeError } from '@/shared/error-state';
import { Page } from '@/shared/page';
import { landingPath } from './landing';
import { NewPasswordForm } from './new-password-form';
import { useSetPassword } from './session-mutations';
import { useFragmentToken } from './use-fragment-token';

function setPasswordProblem(error: unknown): string {
  return isApiError(error) && (error.status === 400 || error.status === 404 || error.status === 410)
    ? 'This link is not valid any more: it was used already or has expired. Ask an operator for a new one.'
    : describeError(error);
}

export function SetPasswordPage() {
  const token = useFragmentToken();
  const navigate = useNavigate();

  const save = useSetPassword(token ?? '', {
    onSuccess: (session) => {
      navigate(landingPath(session), { replace: true });
    },
  });

  if (!token) {
    return (
      <Page title="Set your password">
        <div className="error-state" role="alert">
          <p>
            This address has no set-password token. Open the whole link you were given (it ends in{' '}
            <code>#token=…</code>), or ask an operator for a new one.
          </p>
        </div>
        <p>
          <Link to="/sign-in">Sign in instead</Link>
        </p>
      </Page>
    );
  }

  return (
    <Page
      title="Set your password"
      intro={<p>Choose the password for your console account. You will be signed in.</p>}
    >
      <NewPasswordForm
        failureTitle="Could not set the password"
        submitLabel="Set password and sign in"
        pendingLabel="Saving…"
        pending={save.isPending}
        onSubmit={(password) => save.mutateAsync(password)}
        describeFailure={setPasswordProblem}
      />
    </Page>
  );
}
