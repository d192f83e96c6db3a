// SignInPage: /console/sign-in?next=...: signs in, then returns to the page that was asked for.
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { LoadingState } from '@/shared/loading-state';
import { Page } from '@/shared/page';
import { safeNext } from './safe-next';
import { useSession } from './session-queries';
import { SignInForm } from './sign-in-form';

export function SignInPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const next = safeNext(params.get('next'));

  if (session.isPending) return <LoadingState what="your session" />;
  if (session.data) return <Navigate to={next} replace />;

  return (
    <Page title="Sign in" intro={<p>Sign in with the email address and password of your console account.</p>}>
      <SignInForm onSignedIn={() => navigate(next, { replace: true })} />
      <p className="hint">
        No password yet, or forgot it? Ask an owner of your workspace for an invitation, or an operator for a
        set-password link (<code>npm run cli -- user:reset-password</code>).
      </p>
    </Page>
  );
}
