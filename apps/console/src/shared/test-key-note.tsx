// TestKeyNote: beside a ready-to-copy command that sends a test event, which key to set as KEY
// so the event stays out of live numbers (docs/api.md#test-mode): the workspace's test key by its
// prefix when it has one; else how to make one (the key form, Test chosen), or who can.
import { Link } from 'react-router';
import { StatusBadge } from './status-badge';

interface TestKeyNoteProps {
  workspaceId: string;
  /** The test key to name; null when the workspace has none; undefined while unknown. */
  testKey: { prefix: string; name: string } | null | undefined;
  /** Whether the reader may see and create keys (keys:manage). */
  canManageKeys: boolean;
}

/** The key form on the integrations page, opened with Test chosen. */
export function newTestKeyPath(workspaceId: string): string {
  return `/workspaces/${workspaceId}/integrations?new-key=test#api-keys`;
}

export function TestKeyNote({ workspaceId, testKey, canManageKeys }: TestKeyNoteProps) {
  if (!canManageKeys) {
    return (
      <p className="hint" data-testid="test-key-note">
        To keep test events out of live numbers, send them with a test key (<code>cvk_test_…</code>): an owner
        or admin of this workspace can create one.
      </p>
    );
  }
  if (testKey === undefined) return null;
  if (testKey === null) {
    return (
      <p className="hint" data-testid="test-key-note">
        This workspace has no test key: a live key&rsquo;s test events count in live numbers.{' '}
        <Link to={newTestKeyPath(workspaceId)}>Create a test key</Link> and use it as <code>KEY</code> to keep
        them out.
      </p>
    );
  }
  return (
    <p className="hint" data-testid="test-key-note">
      <StatusBadge tone="warn">Test</StatusBadge> Use your test key <code>{testKey.prefix}_…</code> (
      {testKey.name}) as <code>KEY</code>, so this event stays out of live numbers.
    </p>
  );
}
