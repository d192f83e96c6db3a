// EventAdjustments: under a panel submission that names an event, that event's value as sent
// and as it stands now (net, after its applied adjustments), and its adjustments, oldest first,
// each with what it carried and its outcome: status, reason code and sentence
// (GET .../events/{eventId}; docs/api.md#read-adjustments). Read again whenever the panel changes.
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useWorkspace } from '@/features/workspaces/workspace-context';
import { ErrorState } from '@/shared/error-state';
import { LoadingState } from '@/shared/loading-state';
import { StatusBadge } from '@/shared/status-badge';
import { ADJUSTMENT_TYPES, adjustmentValueText, currentValueText, sentValueText } from './adjustment-words';
import { eventQuery } from './event-queries';
import { STATUS_TONES } from './status-tones';

interface EventAdjustmentsProps {
  eventId: string;
  /** The panel's submission and status: a change reads the event again. */
  panelVersion: string;
}

export function EventAdjustments({ eventId, panelVersion }: EventAdjustmentsProps) {
  const id = useId();
  const workspace = useWorkspace();
  const event = useQuery(eventQuery(workspace.id, eventId, panelVersion));

  return (
    <section className="event-adjustments" aria-labelledby={`${id}-title`} data-testid="event-adjustments">
      <h3 id={`${id}-title`}>The event&rsquo;s value and adjustments</h3>
      {event.isPending ? (
        <LoadingState what="the event" />
      ) : event.isError ? (
        <ErrorState error={event.error} what="the event" onRetry={() => void event.refetch()} />
      ) : (
        <>
          <dl className="facts">
            <div>
              <dt>Sent value</dt>
              <dd data-testid="event-sent-value">{sentValueText(event.data)}</dd>
            </div>
            <div>
              <dt>Current value (net)</dt>
              <dd data-testid="event-current-value">{currentValueText(event.data)}</dd>
            </div>
          </dl>
          {event.data.adjustments.length === 0 ? (
            <p className="hint">No adjustment (refund, cancellation, new value) sent for this event.</p>
          ) : (
            <ol className="adjustment-list">
              {event.data.adjustments.map((adjustment) => (
                <li key={adjustment.id}>
                  <p className="adjustment-head">
                    <code className="break">{adjustment.adjustmentId}</code> ·{' '}
                    {ADJUSTMENT_TYPES[adjustment.type]} · {adjustmentValueText(adjustment)} ·{' '}
                    <StatusBadge tone={STATUS_TONES[adjustment.outcome.status]}>
                      {adjustment.outcome.status}
                    </StatusBadge>
                    {adjustment.outcome.reason ? (
                      <>
                        {' '}
                        <code>{adjustment.outcome.reason}</code>
                      </>
                    ) : null}
                  </p>
                  {adjustment.outcome.message ? <p className="hint">{adjustment.outcome.message}</p> : null}
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  );
}
