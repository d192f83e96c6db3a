// SubmissionView: the panel's latest submission: what was sent (event, duplicate, rejected, or an
// adjustment with its adjustmentId, type and value, and the event it adjusts), its status and
// reason code, the sentence that explains it, and for a rejection each field error with its fix.
// Under a submission that names an event, that event's value as sent and now, and its
// adjustments with their outcomes (EventAdjustments).
import { useWorkspace } from '@/features/workspaces/workspace-context';
import { StatusBadge } from '@/shared/status-badge';
import { TimeText } from '@/shared/time-text';
import { ADJUSTMENT_TYPES, adjustmentValueText } from './adjustment-words';
import { EventAdjustments } from './event-adjustments';
import type { PanelSubmission } from './report-types';
import { STATUS_TONES } from './status-tones';

const KINDS: Record<PanelSubmission['kind'], string> = {
  event: 'Event recorded (201)',
  duplicate: 'Duplicate: already received (200)',
  rejected: 'Rejected: failed validation (400)',
  adjustment: 'Adjustment recorded (201)',
};

export function SubmissionView({ submission }: { submission: PanelSubmission }) {
  const workspace = useWorkspace();
  const adjustment = submission.kind === 'adjustment' ? submission.adjustment : null;
  return (
    <div className="submission" data-testid="panel-submission">
      <dl className="facts">
        <div>
          <dt>Submission</dt>
          <dd>{KINDS[submission.kind]}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <StatusBadge tone={STATUS_TONES[submission.status]}>{submission.status}</StatusBadge>
          </dd>
        </div>
        <div>
          <dt>Reason code</dt>
          <dd>{submission.reason ? <code>{submission.reason}</code> : 'not decided yet'}</dd>
        </div>
        {adjustment ? (
          <>
            <div>
              <dt>adjustmentId</dt>
              <dd>
                <code className="break">{adjustment.adjustmentId}</code>
              </dd>
            </div>
            <div>
              <dt>Type</dt>
              <dd>{ADJUSTMENT_TYPES[adjustment.type]}</dd>
            </div>
            <div>
              <dt>New value</dt>
              <dd>{adjustmentValueText(adjustment)}</dd>
            </div>
            <div>
              <dt>Occurred</dt>
              <dd>
                <TimeText value={adjustment.occurredAt} />
              </dd>
            </div>
          </>
        ) : null}
        <div>
          <dt>{adjustment ? 'Adjusts the event (externalId)' : 'externalId'}</dt>
          <dd>{submission.externalId ? <code className="break">{submission.externalId}</code> : '—'}</dd>
        </div>
        <div>
          <dt>Event name</dt>
          <dd>{submission.name ? <code>{submission.name}</code> : '—'}</dd>
        </div>
        <div>
          <dt>Received</dt>
          <dd>
            <TimeText value={submission.receivedAt} />
          </dd>
        </div>
        {submission.eventId ? (
          <div>
            <dt>{submission.kind === 'duplicate' ? 'Original event' : 'Event id'}</dt>
            <dd>
              <code className="break">{submission.eventId}</code>
            </dd>
          </div>
        ) : null}
      </dl>
      {submission.message ? <p className="sentence">{submission.message}</p> : null}
      {submission.kind === 'rejected' && submission.errors.length > 0 ? (
        <>
          <h3>What to fix</h3>
          <ul className="field-errors">
            {submission.errors.map((error, index) => (
              <li key={`${error.field}-${index}`}>
                <code>{error.field}</code> (<code>{error.code}</code>): {error.message}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {submission.eventId && workspace.can('events:read') ? (
        <EventAdjustments
          eventId={submission.eventId}
          panelVersion={`${submission.submissionId}.${submission.status}`}
        />
      ) : null}
    </div>
  );
}
