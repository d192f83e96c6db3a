// AcceptAsExistingUser: the invited email has an account: sign in as it (here, if needed; a
// session of another user is signed out first), then accept. A 401 on accept means the session
// ended: the sign-in form shows again.
import { isApiError } from '@/api/api-error';
import type { InvitationLookup, Session } from '@/api/console-types';
import { useSignOut } from '@/features/session/session-mutations';
import { SignInForm } from '@/features/session/sign-in-form';
import { ErrorAlert } from '@/shared/error-alert';
import { useAcceptInvitation } from './invitation-mutations';

interface AcceptAsExistingUserProps {
  token: string;
  invitation: InvitationLookup;
  session: Session | null;
}

export function AcceptAsExistingUser({ token, invitation, session }: AcceptAsExistingUserProps) {
  const accept = useAcceptInvitation(token);
  const signOut = useSignOut();
  const signedInAs = session?.user.email ?? null;
  const sameUser = signedInAs !== null && signedInAs.toLowerCase() === invitation.email.toLowerCase();
  const needsSignIn = !sameUser || (isApiError(accept.error) && accept.error.status === 401);

  if (signedInAs && !sameUser) {
    return (
      <div className="notice">
        <p>
          You are signed in as {signedInAs}, but the invitation is for {invitation.email}. Sign out, then sign
          in as {invitation.email} to accept it.
        </p>
        <ErrorAlert error={signOut.error} />
        <button
          type="button"
          className="button secondary"
          onClick={() => signOut.mutate()}
          disabled={signOut.isPending}
        >
          Sign out
        </button>
      </div>
    );
  }
  if (needsSignIn) {
    return (
      <>
        <p>You have a console account: sign in as {invitation.email} to accept.</p>
        <SignInForm initialEmail={invitation.email} lockEmail onSignedIn={() => accept.reset()} />
      </>
    );
  }
  return (
    <div className="form narrow">
      <ErrorAlert error={accept.error} />
      <button
        type="button"
        className="button"
        onClick={() => accept.mutate(undefined)}
        disabled={accept.isPending}
      >
        {accept.isPending ? 'Joining…' : `Join ${invitation.workspace.name}`}
      </button>
    </div>
  );
}
