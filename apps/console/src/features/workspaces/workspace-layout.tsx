// WorkspaceLayout: /workspaces/{workspaceId}/...: finds the user's membership of the workspace
// in the address, provides it to the pages, and shows the workspace's navigation. An id in
// another case is rewritten to the canonical one; a workspace the user is not in is explained.
import { useMemo } from 'react';
import { Link, Navigate, Outlet, useLocation, useParams } from 'react-router';
import { useSession } from '@/features/session/session-queries';
import { Page } from '@/shared/page';
import { toCurrentWorkspace, WorkspaceContext } from './workspace-context';
import { WorkspaceNav } from './workspace-nav';

export function WorkspaceLayout() {
  const { workspaceId = '' } = useParams();
  const location = useLocation();
  const session = useSession();
  const membership = session.data?.workspaces.find(
    (item) => item.id.toLowerCase() === workspaceId.toLowerCase(),
  );
  const workspace = useMemo(() => (membership ? toCurrentWorkspace(membership) : null), [membership]);

  if (!workspace) {
    return (
      <Page title="Workspace not available">
        <p>
          You are not a member of a workspace with the id <code>{workspaceId}</code>. Ask one of its owners
          for an invitation, or pick one of your own.
        </p>
        <p>
          <Link to="/workspaces">Your workspaces</Link>
        </p>
      </Page>
    );
  }
  if (workspace.id !== workspaceId) {
    const rest = location.pathname.slice(location.pathname.indexOf(workspaceId) + workspaceId.length);
    return <Navigate to={`/workspaces/${workspace.id}${rest}${location.search}`} replace />;
  }
  return (
    <WorkspaceContext.Provider value={workspace}>
      <div className="workspace">
        <WorkspaceNav workspace={workspace} />
        <div className="workspace-content">
          <Outlet />
        </div>
      </div>
    </WorkspaceContext.Provider>
  );
}
