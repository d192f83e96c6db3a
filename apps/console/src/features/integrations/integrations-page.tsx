// IntegrationsPage: everything an integrator needs to connect: the workspace id, a quick start,
// API keys and webhook endpoints. An address ending in #api-keys, #webhooks or #quick-start
// (from the getting-started checklist) brings that section into view.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useWorkspace } from '@/features/workspaces/workspace-context';
import { Page } from '@/shared/page';
import { ApiKeysSection } from './api-keys/api-keys-section';
import { QuickStartCard } from './quick-start-card';
import { WebhookEndpointsSection } from './webhooks/webhook-endpoints-section';
import { WorkspaceIdCard } from './workspace-id-card';

export function IntegrationsPage() {
  const workspace = useWorkspace();
  const { hash } = useLocation();

  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(`${hash.slice(1)}-title`);
    target?.scrollIntoView({ block: 'start' });
    target?.focus();
  }, [hash]);

  return (
    <Page
      title="Integrations"
      eyebrow={workspace.name}
      intro={<p>Connect your systems: send events with an API key, and receive signed webhooks.</p>}
    >
      <WorkspaceIdCard />
      <QuickStartCard />
      <ApiKeysSection />
      <WebhookEndpointsSection />
    </Page>
  );
}
