// TestEventCard: a ready-to-copy curl that sends a test event to this workspace and campaign,
// with the campaign's first goal, a fresh externalId and the current time; "New test event"
// makes another (a repeat of the same command shows as a duplicate on the panel). A note names
// the workspace's test key to send it with, so it stays out of live numbers, or says how to make one.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { testKeyQuery } from '@/features/integrations/api-keys/api-key-queries';
import { useWorkspace } from '@/features/workspaces/workspace-context';
import { CodeBlock } from '@/shared/code-block';
import { freshTestEvent, testEventCurl } from '@/shared/event-curl';
import { TestKeyNote } from '@/shared/test-key-note';

interface TestEventCardProps {
  workspaceId: string;
  campaignId: string;
  goal: string;
}

export function TestEventCard({ workspaceId, campaignId, goal }: TestEventCardProps) {
  const [event, setEvent] = useState(() => freshTestEvent(campaignId, goal));
  const workspace = useWorkspace();
  const canManageKeys = workspace.can('keys:manage');
  const testKey = useQuery({ ...testKeyQuery(workspaceId), enabled: canManageKeys });
  return (
    <section className="panel" aria-labelledby="test-event-title">
      <div className="section-header">
        <h2 id="test-event-title">Send a test event</h2>
        <button
          type="button"
          className="button secondary small"
          onClick={() => setEvent(freshTestEvent(campaignId, goal))}
        >
          New test event
        </button>
      </div>
      <p>
        Set <code>KEY</code> to an API key with <code>events:write</code> (<code>KEY=cvk_…</code>), then run
        this. Its outcome appears on the panel. Running the same command twice shows a duplicate.
      </p>
      <TestKeyNote workspaceId={workspaceId} testKey={testKey.data} canManageKeys={canManageKeys} />
      <CodeBlock label="Test event (curl)" code={testEventCurl(window.location.origin, workspaceId, event)} />
    </section>
  );
}
