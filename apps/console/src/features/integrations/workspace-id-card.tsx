// WorkspaceIdCard: the workspace id, which every API path carries, with a copy button: one
// compact row above the quick start, which needs the page's width for its command.
import { useWorkspace } from '@/features/workspaces/workspace-context';
import { CopyButton } from '@/shared/copy-button';

export function WorkspaceIdCard() {
  const workspace = useWorkspace();
  return (
    <section className="panel" aria-labelledby="workspace-id-title">
      <h2 id="workspace-id-title">Workspace id</h2>
      <p>Every API path starts with it: configure your integration with it and an API key.</p>
      <p className="id-row">
        <code data-testid="workspace-id">{workspace.id}</code>
        <CopyButton value={workspace.id} label="workspace id" />
      </p>
    </section>
  );
}
