// MessageDetail: one message's attempts (when, status code, duration, error, the start of the
// response body) and payload, with redeliver.
import { useQuery } from '@tanstack/react-query';
import { useWorkspace } from '@/features/workspaces/workspace-context';
import { ErrorAlert } from '@/shared/error-alert';
import { ErrorState } from '@/shared/error-state';
import { LoadingState } from '@/shared/loading-state';
import { TimeText } from '@/shared/time-text';
import { useRedeliverMessage } from './webhook-mutations';
import { messageQuery } from './webhook-queries';

interface MessageDetailProps {
  endpointId: string;
  messageId: string;
  canRedeliver: boolean;
}

export function MessageDetail({ endpointId, messageId, canRedeliver }: MessageDetailProps) {
  const workspace = useWorkspace();
  const detail = useQuery({ ...messageQuery(workspace.id, endpointId, messageId), refetchInterval: 5000 });
  const redeliver = useRedeliverMessage(workspace.id, endpointId, messageId);

  if (detail.isPending) return <LoadingState what="the attempts" />;
  if (detail.isError)
    return <ErrorState error={detail.error} what="the message" onRetry={() => void detail.refetch()} />;
  const message = detail.data;

  return (
    <div className="message-detail">
      <div className="section-header">
        <h3>
          Attempts of <code>{message.id}</code> ({message.attemptCount})
        </h3>
        {canRedeliver ? (
          <button
            type="button"
            className="button secondary small"
            onClick={() => redeliver.mutate()}
            disabled={redeliver.isPending}
          >
            {redeliver.isPending ? 'Redelivering…' : 'Redeliver'}
          </button>
        ) : null}
      </div>
      <p role="status">
        {redeliver.isSuccess ? 'Redelivery queued: a new attempt appears here in a moment.' : ''}
      </p>
      <ErrorAlert error={redeliver.error} />
      {message.attempts.length === 0 ? (
        <p>No attempt yet{message.nextAttemptAt ? '; the first is due shortly' : ''}.</p>
      ) : (
        <ol className="attempts">
          {message.attempts.map((attempt, index) => (
            <li key={`${attempt.attemptedAt}-${index}`}>
              <p>
                <TimeText value={attempt.attemptedAt} />:{' '}
                {attempt.statusCode === null ? 'no HTTP answer' : `HTTP ${attempt.statusCode}`},{' '}
                {attempt.durationMs} ms{attempt.error ? ` — ${attempt.error}` : ''}
              </p>
              {attempt.responseBody ? (
                <pre className="excerpt" tabIndex={0} aria-label={`Response body of attempt ${index + 1}`}>
                  {attempt.responseBody}
                </pre>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      <details>
        <summary>Payload as sent</summary>
        <pre className="excerpt" tabIndex={0} aria-label="Payload">
          {JSON.stringify(message.payload, null, 2)}
        </pre>
      </details>
    </div>
  );
}
