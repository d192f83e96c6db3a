// SubmissionView: the panel's latest submission: what was sent (event, duplicate, rejected),
// its status and reason code, the sentence that explains it, and for a rejection each field
// error with its fix.
import { StatusBadge } from '@/shared/status-badge';
import { TimeText } from '@/shared/time-text';
import type { PanelSubmission } from './report-types';

const KINDS: Record<PanelSubmission['kind'], string> = {
  event: 'Event recorded (201)',
  duplicate: 'Duplicate: already received (200)',
  rejected: 'Rejected: failed validation (400)',
};

const STATUS_TONES = {
  counted: 'good',
  not_counted: 'bad',
  pending: 'neutral',
  not_recorded: 'warn',
} as const;

export function SubmissionView({ submission }: { submission: PanelSubmission }) {
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
        <div>
          <dt>externalId</dt>
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
    </div>
  );
}
