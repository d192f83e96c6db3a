// WorkspaceHomePage: a workspace's start page: the getting-started checklist and the ways on.
import { Link } from 'react-router';
import { useWorkspace } from '@/features/workspaces/workspace-context';
import { Page } from '@/shared/page';
import { GettingStartedChecklist } from './getting-started-checklist';

export function WorkspaceHomePage() {
  const workspace = useWorkspace();
  const base = `/workspaces/${workspace.id}`;
  return (
    <Page title={workspace.name} eyebrow="Workspace" intro={<p>Your role here: {workspace.role}.</p>}>
      <GettingStartedChecklist />
      <section className="panel" aria-labelledby="home-more-title">
        <h2 id="home-more-title">In this workspace</h2>
        <ul className="link-list">
          <li>
            <Link to={`${base}/integrations`}>Connect your systems</Link>: the workspace id, API keys, webhook
            endpoints and a quick start.
          </li>
          <li>
            <Link to={`${base}/campaigns`}>Set up campaigns</Link>: what counts as a conversion, and each
            campaign's report with its live test panel.
          </li>
          <li>
            <Link to={`${base}/members`}>See who has access</Link>, and with which role.
          </li>
        </ul>
      </section>
    </Page>
  );
}
