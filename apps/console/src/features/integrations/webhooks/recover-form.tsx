// RecoverForm: one more attempt, now, of every failed message created since a time (at most 14
// days back), for example after the receiver was down.
import { useId, useState, type FormEvent } from 'react';
import { useWorkspace } from '@/features/workspaces/workspace-context';
import { isoToLocalInput, localInputToIso } from '@/shared/datetime-local';
import { ErrorSummary } from '@/shared/error-summary';
import { FormField } from '@/shared/form-field';
import { useFormErrors } from '@/shared/use-form-errors';
import { useRecoverMessages } from './webhook-mutations';

const DAY_MS = 86_400_000;

export function RecoverForm({ endpointId }: { endpointId: string }) {
  const id = useId();
  const workspace = useWorkspace();
  const [since, setSince] = useState(() => isoToLocalInput(new Date(Date.now() - DAY_MS).toISOString()));
  const form = useFormErrors(id, ['since']);

  const recover = useRecoverMessages(workspace.id, endpointId, { onError: form.showServerError });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    recover.reset();
    const iso = localInputToIso(since);
    let problem: string | undefined;
    if (!iso) problem = 'Enter the date and time to recover from.';
    else if (new Date(iso).getTime() >= Date.now()) problem = 'Choose a time in the past.';
    else if (new Date(iso).getTime() < Date.now() - 14 * DAY_MS)
      problem = 'Choose a time at most 14 days ago.';
    if (form.check({ since: problem }) && iso) recover.mutate(iso);
  };

  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Recover failed messages</h2>
      <form className="form" onSubmit={submit} noValidate>
        <ErrorSummary items={form.summary} title="Nothing was recovered" />
        <FormField
          {...form.fieldProps('since')}
          label="Failed since"
          hint="Your local time. Every message that failed for good since then is attempted once more, now (at most 14 days back)."
          required
        >
          {(control) => (
            <input
              {...control}
              className="input"
              type="datetime-local"
              value={since}
              onChange={(e) => setSince(e.currentTarget.value)}
            />
          )}
        </FormField>
        <div className="form-actions">
          <button type="submit" className="button secondary" disabled={recover.isPending}>
            {recover.isPending ? 'Recovering…' : 'Recover'}
          </button>
          <span role="status">
            {recover.isSuccess
              ? recover.data.count === 0
                ? 'No failed message in that range.'
                : `${recover.data.count} failed message${recover.data.count === 1 ? '' : 's'} queued for another attempt.`
              : ''}
          </span>
        </div>
      </form>
    </section>
  );
}
