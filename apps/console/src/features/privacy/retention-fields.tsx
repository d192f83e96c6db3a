// RetentionFields: the two retention settings as a form, each field with what it keeps, its range
// and default; checked before sending, and the API's field errors shown on the fields they name.
// Only what changed is sent (PATCH .../settings); the result is said in a status message.
import { useId, useState, type FormEvent } from 'react';
import { useWorkspace } from '@/features/workspaces/workspace-context';
import { ErrorSummary } from '@/shared/error-summary';
import { FormField } from '@/shared/form-field';
import { useFormErrors, type FieldErrors } from '@/shared/use-form-errors';
import {
  rangeText,
  RETENTION_FIELDS,
  RETENTION_RULES,
  retentionProblem,
  settingsChange,
  type RetentionField,
  type WorkspaceSettings,
} from './retention-rules';
import { useUpdateSettings } from './settings-mutations';

type Typed = Record<RetentionField, string>;

const typedFrom = (settings: WorkspaceSettings): Typed => ({
  eventRetentionDays: String(settings.eventRetentionDays),
  webhookLogRetentionDays: String(settings.webhookLogRetentionDays),
});

export function RetentionFields({ saved }: { saved: WorkspaceSettings }) {
  const id = useId();
  const workspace = useWorkspace();
  const [typed, setTyped] = useState<Typed>(() => typedFrom(saved));
  const [result, setResult] = useState('');
  const form = useFormErrors(id, RETENTION_FIELDS);

  const update = useUpdateSettings(workspace.id, {
    onSuccess: (settings) => {
      setTyped(typedFrom(settings));
      setResult(
        `Saved: events are kept ${settings.eventRetentionDays} days, the webhook log ${settings.webhookLogRetentionDays} days.`,
      );
    },
    onError: form.showServerError,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setResult('');
    const found: FieldErrors<RetentionField> = {};
    for (const field of RETENTION_FIELDS) found[field] = retentionProblem(field, typed[field]);
    if (!form.check(found)) return;
    const change = settingsChange(saved, typed);
    if (Object.keys(change).length === 0) setResult('Nothing changed.');
    else update.mutate(change);
  };

  return (
    <form className="form narrow" onSubmit={submit} noValidate>
      <ErrorSummary items={form.summary} title="The retention was not changed" />
      {RETENTION_FIELDS.map((field) => {
        const rule = RETENTION_RULES[field];
        return (
          <FormField
            key={field}
            {...form.fieldProps(field)}
            label={rule.label}
            hint={`${rule.keeps} ${rangeText(rule)}.`}
            required
          >
            {(control) => (
              <input
                {...control}
                className="input"
                inputMode="numeric"
                autoComplete="off"
                value={typed[field]}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  setTyped((current) => ({ ...current, [field]: value }));
                }}
              />
            )}
          </FormField>
        );
      })}
      <div className="form-actions">
        <button type="submit" className="button" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save retention'}
        </button>
        <span role="status">{result}</span>
      </div>
    </form>
  );
}
