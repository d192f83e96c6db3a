// UserMenu: who is signed in, sign out, and sign out everywhere (every session of this user,
// on every device), the latter after a confirmation.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/shared/confirm-dialog';
import { ErrorAlert } from '@/shared/error-alert';
import { closeMenuOnEscape } from '@/shared/menu-keys';
import { useSignOut, useSignOutEverywhere } from './session-mutations';
import { useSession } from './session-queries';

export function UserMenu() {
  const session = useSession();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);

  const done = { onSuccess: () => navigate('/sign-in', { replace: true }) };
  const signOut = useSignOut(done);
  const signOutEverywhere = useSignOutEverywhere(done);

  if (!session.data) return null;
  return (
    <>
      <details className="menu user-menu" onKeyDown={closeMenuOnEscape}>
        <summary>
          <span className="visually-hidden">Account: </span>
          <span className="user-email">{session.data.user.email}</span>
        </summary>
        <div className="menu-panel">
          <p className="hint">Signed in as {session.data.user.email}</p>
          <ErrorAlert error={signOut.error} />
          <button
            type="button"
            className="button secondary"
            onClick={() => signOut.mutate()}
            disabled={signOut.isPending}
          >
            {signOut.isPending ? 'Signing out…' : 'Sign out'}
          </button>
          <button type="button" className="button secondary" onClick={() => setConfirming(true)}>
            Sign out everywhere
          </button>
        </div>
      </details>
      <ConfirmDialog
        open={confirming}
        title="Sign out everywhere?"
        confirmLabel="Sign out everywhere"
        busy={signOutEverywhere.isPending}
        error={signOutEverywhere.error}
        onConfirm={() => signOutEverywhere.mutate()}
        onCancel={() => {
          signOutEverywhere.reset();
          setConfirming(false);
        }}
      >
        <p>This ends every session of {session.data.user.email}, on this device and on every other one.</p>
      </ConfirmDialog>
    </>
  );
}
