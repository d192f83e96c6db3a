// AppShell: the frame of every signed-in page: skip link, a header with the workspace switcher
// and the user menu, and the main landmark the pages render into.
import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { UserMenu } from '@/features/session/user-menu';
import { WorkspaceSwitcher } from '@/features/workspaces/workspace-switcher';
import { LoadingState } from '@/shared/loading-state';

export function AppShell() {
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <header className="app-header">
        <Link to="/" className="brand">
          Console
        </Link>
        <WorkspaceSwitcher />
        <UserMenu />
      </header>
      <main id="main" className="app-main" tabIndex={-1}>
        <Suspense fallback={<LoadingState what="the page" />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
