// RequireSession: the gate of every signed-in page. While the session is read it shows a
// loading state; signed out, it sends the user to sign in and back to this address afterwards.
import { Navigate, Outlet, useLocation } from 'react-router';
import { ErrorState } from '@/shared/error-state';
import { LoadingState } from '@/shared/loading-state';
import { useSession } from './session-queries';

export function RequireSession() {
  const session = useSession();
  const location = useLocation();

  if (session.isPending) {
    return (
      <main id="main" className="public-main">
        <LoadingState what="your session" />
      </main>
    );
  }
  if (session.isError) {
    return (
      <main id="main" className="public-main">
        <h1>Console</h1>
        <ErrorState error={session.error} what="your session" onRetry={() => void session.refetch()} />
      </main>
    );
  }
  if (!session.data) {
    const next = `${location.pathname}${location.search}`;
    const query = next && next !== '/' ? `?next=${encodeURIComponent(next)}` : '';
    return <Navigate to={`/sign-in${query}`} replace />;
  }
  return <Outlet />;
}
