// SignInPage: /console/sign-in?next=...: signs in, then returns to the page that was asked for,
// or, with none, to where the user starts (landing.ts: their one workspace, or the list).
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { LoadingState } from '@/shared/loading-state';
import { Page } from '@/shared/page';
import { landingPath } from './landing';
import { safeNext } from './safe-next';
import { useSession } from './session-queries';
import { SignInForm } from './sign-in-form';

/** The operator's command that prints a new set-password link (docs/console.md#first-sign-in). */
const RESET_PASSWORD_COMMAND = 'npm run -s cli -- user:reset-password --email <email>';

export function SignInPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const next = safeNext(params.get('next'));

  if (session.isPending) return <LoadingState what="your session" />;
  if (session.data) return <Navigate to={next ?? landingPath(session.data)} replace />;

  return (
    <Page title="Sign in" intro={<p>Sign in with the email address and password of your console account.</p>}>
      <SignInForm onSignedIn={(signedIn) => navigate(next ?? landingPath(signedIn), { replace: true })} />
      <p className="hint after-form">
        No password yet, or forgot it? Ask an owner of your workspace for an invitation, or an operator for a
        set-password link, which this command prints:
        <code className="block">{RESET_PASSWORD_COMMAND}</code>
      </p>
    </Page>
  );
}
