// AcceptInvitationPage: /console/accept-invitation#token=...: says which workspace and role the
// invitation is for, then: a new user chooses a password (and is signed in); an existing user
// signs in as the invited email, here on the page, and accepts.
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@/api/api-error';
import { useSession } from '@/features/session/session-queries';
import { useFragmentToken } from '@/features/session/use-fragment-token';
import { ErrorState } from '@/shared/error-state';
import { LoadingState } from '@/shared/loading-state';
import { Page } from '@/shared/page';
import { TimeText } from '@/shared/time-text';
import { AcceptAsExistingUser } from './accept-as-existing-user';
import { AcceptAsNewUser } from './accept-as-new-user';
import { invitationLookupQuery } from './invitation-queries';

export function AcceptInvitationPage() {
  const token = useFragmentToken();
  const session = useSession();
  const lookup = useQuery(invitationLookupQuery(token));

  if (!token) {
    return (
      <Page title="Accept an invitation">
        <div className="error-state" role="alert">
          <p>
            This address has no invitation token. Open the whole link you were sent (it ends in{' '}
            <code>#token=…</code>).
          </p>
        </div>
      </Page>
    );
  }
  if (lookup.isPending || session.isPending) {
    return (
      <Page title="Accept an invitation">
        <LoadingState what="the invitation" />
      </Page>
    );
  }
  if (lookup.isError) {
    const gone = isApiError(lookup.error) && [400, 404, 410].includes(lookup.error.status);
    return (
      <Page title="Accept an invitation">
        {gone ? (
          <div className="error-state" role="alert">
            <p>
              This invitation is not valid any more: it was used, revoked, or has expired. Ask an owner of the
              workspace for a new link.
            </p>
          </div>
        ) : (
          <ErrorState error={lookup.error} what="the invitation" onRetry={() => void lookup.refetch()} />
        )}
      </Page>
    );
  }

  const invitation = lookup.data;
  return (
    <Page
      title={`Join ${invitation.workspace.name}`}
      intro={
        <p>
          {invitation.email} is invited as <strong>{invitation.role}</strong> of the workspace{' '}
          {invitation.workspace.name}. The invitation expires <TimeText value={invitation.expiresAt} />.
        </p>
      }
    >
      {invitation.userExists ? (
        <AcceptAsExistingUser token={token} invitation={invitation} session={session.data ?? null} />
      ) : (
        <AcceptAsNewUser token={token} invitation={invitation} />
      )}
    </Page>
  );
}
