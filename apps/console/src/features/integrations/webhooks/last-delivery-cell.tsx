// LastDeliveryCell: an endpoint's newest message in the list (status and when), read from its
// delivery log (limit 1), since the endpoint itself does not carry it.
import { useInfiniteQuery } from '@tanstack/react-query';
import { useWorkspace } from '@/features/workspaces/workspace-context';
import { TimeText } from '@/shared/time-text';
import { MessageStatusBadge } from './message-status-badge';
import { messagesQuery } from './webhook-queries';

export function LastDeliveryCell({ endpointId }: { endpointId: string }) {
  const workspace = useWorkspace();
  const log = useInfiniteQuery(messagesQuery(workspace.id, endpointId, {}, 1));
  if (log.isPending) return <span className="hint">Loading…</span>;
  if (log.isError) return <span className="hint">Not available</span>;
  const latest = log.data.pages[0]?.data[0];
  if (!latest) return <span className="hint">No deliveries yet</span>;
  return (
    <span>
      <MessageStatusBadge status={latest.status} /> <code>{latest.type}</code>,{' '}
      <TimeText value={latest.lastAttemptAt ?? latest.createdAt} />
    </span>
  );
}
