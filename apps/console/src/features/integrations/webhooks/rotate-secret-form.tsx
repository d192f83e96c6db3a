// RotateSecretForm: a new signing secret, with the grace period during which the current one
// still signs beside it (so receivers switch over without a failed delivery); shown once.
import { useId, useState, type FormEvent } from 'react';
import { useWorkspace } from '@/features/workspaces/workspace-context';
import { ErrorAlert } from '@/shared/error-alert';
import { FormField } from '@/shared/form-field';
import { SecretOnce } from '@/shared/secret-once';
import { TimeText } from '@/shared/time-text';
import { useRotateSecret } from './webhook-mutations';

const GRACE_OPTIONS = [
  { seconds: 0, label: 'None: the current secret stops now' },
  { seconds: 3600, label: '1 hour' },
  { seconds: 86400, label: '24 hours (recommended)' },
  { seconds: 259200, label: '3 days' },
  { seconds: 604800, label: '7 days' },
];

export function RotateSecretForm({ endpointId }: { endpointId: string }) {
  const id = useId();
  const workspace = useWorkspace();
  const [grace, setGrace] = useState('86400');
  const rotate = useRotateSecret(workspace.id, endpointId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    rotate.mutate(Number(grace));
  };

  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Rotate the signing secret</h2>
      {rotate.isSuccess ? (
        <SecretOnce
          title="New signing secret"
          label="Signing secret"
          secret={rotate.data.secret}
          onDone={() => rotate.reset()}
        >
          <p>
            {rotate.data.previousSecretExpiresAt ? (
              <>
                The previous secret keeps signing beside this one until{' '}
                <TimeText value={rotate.data.previousSecretExpiresAt} />.
              </>
            ) : (
              'The previous secret no longer signs.'
            )}
          </p>
        </SecretOnce>
      ) : (
        <form className="form" onSubmit={submit}>
          <FormField
            id={`${id}-grace`}
            label="Grace period"
            hint="How long the current secret keeps signing beside the new one, while you update your receiver."
            required
          >
            {(control) => (
              <select
                {...control}
                className="input"
                value={grace}
                onChange={(e) => setGrace(e.currentTarget.value)}
              >
                {GRACE_OPTIONS.map((option) => (
                  <option key={option.seconds} value={option.seconds}>
                    {option.label}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <ErrorAlert error={rotate.error} />
          <button type="submit" className="button secondary" disabled={rotate.isPending}>
            {rotate.isPending ? 'Rotating…' : 'Rotate secret'}
          </button>
        </form>
      )}
    </section>
  );
}
