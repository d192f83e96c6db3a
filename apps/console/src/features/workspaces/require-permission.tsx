// RequirePermission: the gate of a workspace page that needs a permission, declared with its
// route (app/console-routes.tsx). A role without it does not get the page: it gets a page of the
// same title saying what the role cannot do, with a way back. The check is the one of
// permissions.ts; the API still decides (403), see docs/console.md#roles.
import type { ReactNode } from 'react';
import { Link, useParams, type Params } from 'react-router';
import { Page } from '@/shared/page';
import type { Permission } from './permissions';
import { useWorkspace } from './workspace-context';

/** What a page needs, and what a role without it is told instead. */
export interface PageAccess {
  needs: Permission;
  /** The refused page's title (the page's own). */
  title: string | ((params: Params) => string);
  /** Completes "Your role (viewer) cannot …", e.g. "create campaigns". */
  cannot: string;
  /** A link back, built from the workspace's base address and the route's parameters. */
  back?: { label: string; to: (base: string, params: Params) => string };
}

export function RequirePermission({ access, children }: { access: PageAccess; children: ReactNode }) {
  const workspace = useWorkspace();
  const params = useParams();
  if (workspace.can(access.needs)) return children;

  const title = typeof access.title === 'string' ? access.title : access.title(params);
  const base = `/workspaces/${workspace.id}`;
  return (
    <Page title={title}>
      <p>
        Your role ({workspace.role}) cannot {access.cannot}.
      </p>
      {access.back ? (
        <p>
          <Link to={access.back.to(base, params)}>{access.back.label}</Link>
        </p>
      ) : null}
    </Page>
  );
}
