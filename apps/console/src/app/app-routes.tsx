// Every address of the console, under /console. The workspace is in the address
// (/workspaces/{workspaceId}/...). Pages are loaded on demand, so a first visit downloads only
// the shell and the page it opens.
import { Suspense } from 'react';
import { matchPath, Navigate, Route, Routes } from 'react-router';
import { RequireSession } from '@/features/session/require-session';
import { WorkspaceLayout } from '@/features/workspaces/workspace-layout';
import { LoadingState } from '@/shared/loading-state';
import { AppShell } from './app-shell';
import { NotFoundPage } from './not-found-page';
import { PublicShell } from './public-shell';

import { lazyPage as named, type LazyPage } from './lazy-page';

const SignInPage = named(() => import('@/features/session/sign-in-page'), 'SignInPage');
const SetPasswordPage = named(() => import('@/features/session/set-password-page'), 'SetPasswordPage');
const AcceptInvitationPage = named(
  () => import('@/features/invitations/accept-invitation-page'),
  'AcceptInvitationPage',
);
const WorkspacesPage = named(() => import('@/features/workspaces/workspaces-page'), 'WorkspacesPage');
const WorkspaceHomePage = named(() => import('@/features/home/workspace-home-page'), 'WorkspaceHomePage');
const IntegrationsPage = named(() => import('@/features/integrations/integrations-page'), 'IntegrationsPage');
const WebhookEndpointPage = named(
  () => import('@/features/integrations/webhooks/webhook-endpoint-page'),
  'WebhookEndpointPage',
);
const CampaignsPage = named(() => import('@/features/campaigns/campaigns-page'), 'CampaignsPage');
const CampaignCreatePage = named(
  () => import('@/features/campaigns/campaign-create-page'),
  'CampaignCreatePage',
);
const CampaignEditPage = named(() => import('@/features/campaigns/campaign-edit-page'), 'CampaignEditPage');
const CampaignReportPage = named(
  () => import('@/features/reports/campaign-report-page'),
  'CampaignReportPage',
);
const MembersPage = named(() => import('@/features/members/members-page'), 'MembersPage');

/** Which page each address opens, to load it ahead of the first render (see lazy-page.tsx). */
const PAGES: [pattern: string, page: LazyPage][] = [
  ['/sign-in', SignInPage],
  ['/set-password', SetPasswordPage],
  ['/accept-invitation', AcceptInvitationPage],
  ['/workspaces', WorkspacesPage],
  ['/workspaces/:workspaceId', WorkspaceHomePage],
  ['/workspaces/:workspaceId/integrations', IntegrationsPage],
  ['/workspaces/:workspaceId/integrations/webhooks/:endpointId', WebhookEndpointPage],
  ['/workspaces/:workspaceId/campaigns', CampaignsPage],
  ['/workspaces/:workspaceId/campaigns/new', CampaignCreatePage],
  ['/workspaces/:workspaceId/campaigns/:campaignId', CampaignReportPage],
  ['/workspaces/:workspaceId/campaigns/:campaignId/edit', CampaignEditPage],
  ['/workspaces/:workspaceId/members', MembersPage],
];

/** Loads the page of this address (a path under /console), if it is one of the app's. */
export function preloadPage(path: string): Promise<void> {
  const match = PAGES.find(([pattern]) => matchPath(pattern, path));
  return match ? match[1].preload() : Promise.resolve();
}

function PageLoading() {
  return <LoadingState what="the page" />;
}

export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route element={<PublicShell />}>
          <Route path="sign-in" element={<SignInPage />} />
          <Route path="set-password" element={<SetPasswordPage />} />
          <Route path="accept-invitation" element={<AcceptInvitationPage />} />
        </Route>
        <Route element={<RequireSession />}>
          <Route element={<AppShell />}>
            <Route index element={<Navigate to="/workspaces" replace />} />
            <Route path="workspaces" element={<WorkspacesPage />} />
            <Route path="workspaces/:workspaceId" element={<WorkspaceLayout />}>
              <Route index element={<WorkspaceHomePage />} />
              <Route path="integrations" element={<IntegrationsPage />} />
              <Route path="integrations/webhooks/:endpointId" element={<WebhookEndpointPage />} />
              <Route path="campaigns" element={<CampaignsPage />} />
              <Route path="campaigns/new" element={<CampaignCreatePage />} />
              <Route path="campaigns/:campaignId" element={<CampaignReportPage />} />
              <Route path="campaigns/:campaignId/edit" element={<CampaignEditPage />} />
              <Route path="members" element={<MembersPage />} />
              <Route path="*" element={<NotFoundPage />} />
            </Route>
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Route>
      </Routes>
    </Suspense>
  );
}
