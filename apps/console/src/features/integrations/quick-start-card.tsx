// QuickStartCard: the three steps to a first event (a key, the workspace id, a curl), with the
// command ready to copy for this workspace; only the key is left to fill in, as $KEY.
import { useWorkspace } from '@/features/workspaces/workspace-context';
import { CodeBlock } from '@/shared/code-block';
import { quickStartCurl } from '@/shared/event-curl';

export function QuickStartCard() {
  const workspace = useWorkspace();
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
          Run the command. A 201 answer means the event is recorded; run it again and the answer is a new
          event.
        </li>
      </ol>
      <CodeBlock label="Send an event (curl)" code={quickStartCurl(window.location.origin, workspace.id)} />
      <p className="hint">
        It names the campaign <code>spring-sale</code>: create it under Campaigns to see the event counted in
        its report.
      </p>
    </section>
  );
}
