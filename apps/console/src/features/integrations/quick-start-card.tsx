// QuickStartCard: the three steps to a first event (a key, the workspace id, a curl), with the
// command ready to copy for this workspace; only the key is left to fill in, as $KEY. A note
// names the workspace's test key, so a first try stays out of live numbers (or says how to make one).
import { useQuery } from '@tanstack/react-query';
import { useWorkspace } from '@/features/workspaces/workspace-context';
import { CodeBlock } from '@/shared/code-block';
import { quickStartCurl } from '@/shared/event-curl';
import { TestKeyNote } from '@/shared/test-key-note';
import { testKeyQuery } from './api-keys/api-key-queries';

export function QuickStartCard() {
  const workspace = useWorkspace();
  const canManageKeys = workspace.can('keys:manage');
  const testKey = useQuery({ ...testKeyQuery(workspace.id), enabled: canManageKeys });
  return (
    <section className="panel" aria-labelledby="quick-start-title">
      <h2 id="quick-start-title" tabIndex={-1}>
        Quick start: send your first event
      </h2>
      <ol className="steps">
        <li>
          <a href="#api-keys-title">Create an API key</a> below with the scope <code>events:write</code>, and
          copy it when it is shown.
        </li>
        <li>
          In a terminal, set it: <code>KEY=cvk_…</code> (the workspace id is already in the command).
        </li>
        <li>
          Run the command. A 201 answer means the event is recorded. Each run makes a new{' '}
          <code>externalId</code> from the clock (<code>order-</code> and the second), so running it again
          records another event, not a duplicate. To see a duplicate answered (200), send the same body twice:
          a campaign report&rsquo;s test event does that.
        </li>
      </ol>
      <TestKeyNote workspaceId={workspace.id} testKey={testKey.data} canManageKeys={canManageKeys} />
      <CodeBlock label="Send an event (curl)" code={quickStartCurl(window.location.origin, workspace.id)} />
      <p className="hint">
        It names the campaign <code>spring-sale</code>: create it under Campaigns to see the event counted in
        its report.
      </p>
    </section>
  );
}
