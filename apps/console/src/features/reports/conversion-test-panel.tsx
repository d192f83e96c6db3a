// ConversionTestPanel: the campaign's latest submission (an event, a duplicate, a rejected body or
// an adjustment) and why it did or did not count or apply, live over SSE, without a reload. Screen readers hear a one-line summary of each new submission.
import { useQuery } from '@tanstack/react-query';
import { useWorkspace } from '@/features/workspaces/workspace-context';
import { ErrorState } from '@/shared/error-state';
import { LoadingState } from '@/shared/loading-state';
import { conversionTestQuery } from './report-queries';
import type { PanelSubmission } from './report-types';
import type { ConversionTestStream } from './use-conversion-test-stream';
import { SubmissionView } from './submission-view';

/** How the live summary names a submission: an adjustment by its id and the event it adjusts. */
function submissionName(latest: PanelSubmission): string {
  if (latest.kind === 'adjustment' && latest.adjustment)
    return `${latest.adjustment.type} ${latest.adjustment.adjustmentId} of ${latest.externalId ?? 'an event'}`;
  return latest.externalId ?? latest.kind;
}

const CONNECTION_TEXT = {
  connecting: 'Connecting…',
  live: 'Live',
  reconnecting: 'Reconnecting…',
  closed: 'Not live',
} as const;

export function ConversionTestPanel({
  campaignId,
  stream,
}: {
  campaignId: string;
  stream: ConversionTestStream;
}) {
  const workspace = useWorkspace();
  // When the stream is refused, one plain read says why (and shows the panel as it is).
  const fallback = useQuery({
    ...conversionTestQuery(workspace.id, campaignId),
    enabled: stream.connection === 'closed',
  });
  const panel = stream.panel ?? (stream.connection === 'closed' ? fallback.data : undefined) ?? null;
  const latest = panel?.latest ?? null;

  return (
    <section className="panel" aria-labelledby="panel-title" data-testid="conversion-test-panel">
      <div className="section-header">
        <h2 id="panel-title">Conversion test panel</h2>
        <span className={`live-indicator ${stream.connection}`}>
          <span className="dot" aria-hidden="true" />
          {CONNECTION_TEXT[stream.connection]}
        </span>
      </div>
      <p>The most recent submission for this campaign, and what became of it. It updates by itself.</p>
      <p className="visually-hidden" role="status" aria-live="polite">
        {latest
          ? `Latest submission: ${submissionName(latest)}, ${latest.status}${latest.reason ? `, ${latest.reason}` : ''}.`
          : ''}
      </p>
      {stream.connection === 'closed' ? (
        <div className="notice">
          <p>The live connection is closed: the panel does not update by itself.</p>
          <button type="button" className="button secondary small" onClick={stream.reconnect}>
            Reconnect
          </button>
        </div>
      ) : null}
      {stream.connection === 'closed' && fallback.isError ? (
        <ErrorState error={fallback.error} what="the panel" onRetry={() => void fallback.refetch()} />
      ) : !panel ? (
        <LoadingState what="the panel" />
      ) : !latest ? (
        <p className="empty-title">
          No submission yet. Send a test event with the command below; it shows here within a second.
        </p>
      ) : (
        <SubmissionView submission={latest} />
      )}
    </section>
  );
}
