// WorkspacesPage: the workspaces the user is a member of, with their role and id.
import { Link } from 'react-router';
import { useSession } from '@/features/session/session-queries';
import { EmptyState } from '@/shared/empty-state';
import { ErrorState } from '@/shared/error-state';
import { LoadingState } from '@/shared/loading-state';
import { Page } from '@/shared/page';

export function WorkspacesPage() {
  const session = useSession();

  return (
    <Page title="Your workspaces">
      {session.isPending ? (
        <LoadingState what="your workspaces" />
      ) : session.isError ? (
        <ErrorState error={session.error} what="your workspaces" onRetry={() => void session.refetch()} />
      ) : !session.data || session.data.workspaces.length === 0 ? (
        <EmptyState title="You are not a member of any workspace yet.">
          <p>Ask an owner of a workspace to invite you; the invitation link brings you back here.</p>
        </EmptyState>
      ) : (
        <ul className="card-list">
          {session.data.workspaces.map((workspace) => (
            <li key={workspace.id} className="card">
              <h2 className="card-title">
                <Link to={`/workspaces/${workspace.id}`}>{workspace.name}</Link>
              </h2>
              <p>
                Your role: <strong>{workspace.role}</strong>
              </p>
              <p className="hint">
                Workspace id <code>{workspace.id}</code>
              </p>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
