// Every page of the console, declared once: its address under /console, the frame it renders in,
// the page (loaded on demand, see lazy-page.tsx) and, for a workspace page that needs more than
// membership, the permission it needs and what a role without it is told. The router
// (app-routes.tsx) and the preloading of a first visit's page (main.tsx) are both derived from
// this list. The workspace is in the address: /workspaces/{workspaceId}/...
import type { PageAccess } from '@/features/workspaces/require-permission';
import { lazyPage as named, type LazyPage } from './lazy-page';

/** public: used without a session; signed-in: the app's frame; workspace: inside a workspace. */
export type RouteLayout = 'public' | 'signed-in' | 'workspace';

export interface ConsoleRoute {
  path: string;
  layout: RouteLayout;
  page: LazyPage;
  access?: PageAccess;
}

/** The address every workspace page starts with. */
export const WORKSPACE_BASE = '/workspaces/:workspaceId';

const campaignAddress = (base: string, campaignId = '') =>
  `${base}/campaigns/${encodeURIComponent(campaignId)}`;

export const CONSOLE_ROUTES: readonly ConsoleRoute[] = [
  {
    path: '/sign-in',
    layout: 'public',
    page: named(() => import('@/features/session/sign-in-page'), 'SignInPage'),
  },
  {
    path: '/set-password',
    layout: 'public',
    page: named(() => import('@/features/session/set-password-page'), 'SetPasswordPage'),
  },
  {
    path: '/accept-invitation',
    layout: 'public',
    page: named(() => import('@/features/invitations/accept-invitation-page'), 'AcceptInvitationPage'),
  },
  {
    path: '/workspaces',
    layout: 'signed-in',
    page: named(() => import('@/features/workspaces/workspaces-page'), 'WorkspacesPage'),
  },
  {
    path: WORKSPACE_BASE,
    layout: 'workspace',
    page: named(() => import('@/features/home/workspace-home-page'), 'WorkspaceHomePage'),
  },
  {
    path: `${WORKSPACE_BASE}/integrations`,
    layout: 'workspace',
    page: named(() => import('@/features/integrations/integrations-page'), 'IntegrationsPage'),
  },
  {
    path: `${WORKSPACE_BASE}/integrations/webhooks/:endpointId`,
    layout: 'workspace',
    page: named(
      () => import('@/features/integrations/webhooks/webhook-endpoint-page'),
      'WebhookEndpointPage',
    ),
    access: {
      needs: 'webhooks:read',
      title: 'Webhook endpoint',
      cannot: 'see webhook endpoints',
      back: { label: 'Back to integrations', to: (base) => `${base}/integrations#webhooks` },
    },
  },
  {
    path: `${WORKSPACE_BASE}/campaigns`,
    layout: 'workspace',
    page: named(() => import('@/features/campaigns/campaigns-page'), 'CampaignsPage'),
    access: { needs: 'campaigns:read', title: 'Campaigns', cannot: 'see campaigns' },
  },
  {
    path: `${WORKSPACE_BASE}/campaigns/new`,
    layout: 'workspace',
    page: named(() => import('@/features/campaigns/campaign-create-page'), 'CampaignCreatePage'),
    access: {
      needs: 'campaigns:write',
      title: 'New campaign',
      cannot: 'create campaigns',
      back: { label: 'Back to campaigns', to: (base) => `${base}/campaigns` },
    },
  },
  {
    path: `${WORKSPACE_BASE}/campaigns/:campaignId`,
    layout: 'workspace',
    page: named(() => import('@/features/reports/campaign-report-page'), 'CampaignReportPage'),
    access: {
      needs: 'reports:read',
      title: ({ campaignId = '' }) => campaignId,
      cannot: 'read reports',
      back: { label: 'All campaigns', to: (base) => `${base}/campaigns` },
    },
  },
  {
    path: `${WORKSPACE_BASE}/campaigns/:campaignId/edit`,
    layout: 'workspace',
    page: named(() => import('@/features/campaigns/campaign-edit-page'), 'CampaignEditPage'),
    access: {
      needs: 'campaigns:write',
      title: 'Edit campaign',
      cannot: 'change campaigns',
      back: { label: 'Back to the report', to: (base, { campaignId }) => campaignAddress(base, campaignId) },
    },
  },
  {
    path: `${WORKSPACE_BASE}/members`,
    layout: 'workspace',
    page: named(() => import('@/features/members/members-page'), 'MembersPage'),
  },
  {
    path: `${WORKSPACE_BASE}/privacy`,
    layout: 'workspace',
    page: named(() => import('@/features/privacy/privacy-page'), 'PrivacyPage'),
    access: {
      needs: 'privacy:manage',
      title: 'Privacy',
      cannot: 'erase, suppress or export contacts’ data, nor change how long data is kept',
      back: { label: 'Back to the workspace', to: (base) => base },
    },
  },
];
