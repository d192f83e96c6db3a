// The router, derived from the one list of pages (console-routes.tsx): each page in its frame
// (public, signed-in, a workspace's) behind the gate its route declares, and preloadPage(),
// which loads the page an address opens ahead of the first render.
import { Suspense } from 'react';
import { matchPath, Route, Routes } from 'react-router';
import { LandingRedirect } from '@/features/session/landing-redirect';
import { RequireSession } from '@/features/session/require-session';
import { RequirePermission } from '@/features/workspaces/require-permission';
import { WorkspaceLayout } from '@/features/workspaces/workspace-layout';
import { LoadingState } from '@/shared/loading-state';
import { AppShell } from './app-shell';
import { CONSOLE_ROUTES, WORKSPACE_BASE, type ConsoleRoute, type RouteLayout } from './console-routes';
import { NotFoundPage } from './not-found-page';
import { PublicShell } from './public-shell';
import { relativePath } from './route-paths';

/** Loads the page of this address (a path under /console), if it is one of the app's. */
export function preloadPage(path: string): Promise<void> {
  const route = CONSOLE_ROUTES.find((item) => matchPath(item.path, path));
  return route ? route.page.preload() : Promise.resolve();
}

function element({ page: Page, access }: ConsoleRoute) {
  return access ? (
    <RequirePermission access={access}>
      <Page />
    </RequirePermission>
  ) : (
    <Page />
  );
}

/** The <Route>s of one frame, at their addresses relative to the frame's. */
function pagesOf(layout: RouteLayout, base: string) {
  return CONSOLE_ROUTES.filter((route) => route.layout === layout).map((route) => {
    const path = relativePath(route.path, base);
    return path ? (
      <Route key={route.path} path={path} element={element(route)} />
    ) : (
      <Route key={route.path} index element={element(route)} />
    );
  });
}

function PageLoading() {
  return <LoadingState what="the page" />;
}

export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route element={<PublicShell />}>{pagesOf('public', '')}</Route>
        <Route element={<RequireSession />}>
          <Route element={<AppShell />}>
            <Route index element={<LandingRedirect />} />
            {pagesOf('signed-in', '')}
            <Route path={WORKSPACE_BASE.slice(1)} element={<WorkspaceLayout />}>
              {pagesOf('workspace', WORKSPACE_BASE)}
              <Route path="*" element={<NotFoundPage />} />
            </Route>
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Route>
      </Routes>
    </Suspense>
  );
}
