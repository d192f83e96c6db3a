// CampaignForm: a campaign's fields with the rules of docs/attribution.md checked before
// sending, and the server's field errors shown on the fields they name. Used to create (the id
// is chosen here) and to edit (the id is fixed).
import { useId, useState, type FormEvent } from 'react';
import { ErrorSummary } from '@/shared/error-summary';
import { FormActions } from '@/shared/form-actions';
import { FormField } from '@/shared/form-field';
import { useFormErrors } from '@/shared/use-form-errors';
import { validateCampaign, type CampaignField, type CampaignFormValues } from './campaign-rules';

const FIELDS: CampaignField[] = [
  'id',
  'name',
  'status',
  'startsAt',
  'endsAt',
  'goals',
  'attributionWindowDays',
  'countingMode',
];

interface CampaignFormProps {
  initial: CampaignFormValues;
  mode: 'create' | 'edit';
  submitLabel: string;
  busy: boolean;
  /** The last failed save, mapped onto the fields. */
  serverError: unknown;
  onSubmit: (values: CampaignFormValues) => void;
  onCancel: () => void;
}

export function CampaignForm({
  initial,
  mode,
  submitLabel,
  busy,
  serverError,
  onSubmit,
  onCancel,
}: CampaignFormProps) {
  const id = useId();
  const [values, setValues] = useState(initial);
  const form = useFormErrors(id, FIELDS);
  const [shownServerError, setShownServerError] = useState<unknown>(null);
  const set = (field: CampaignField) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  // A new failed save: put its errors on the fields (during render, once per error).
  if (serverError && serverError !== shownServerError) {
    setShownServerError(serverError);
    form.showServerError(serverError);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.check(validateCampaign(values, mode === 'create'))) onSubmit(values);
  };

  const text = (field: CampaignField) => ({
    value: values[field],
    onChange: (event: { currentTarget: { value: string } }) => set(field)(event.currentTarget.value),
  });

  return (
    <form className="form" onSubmit={submit} noValidate>
      <ErrorSummary items={form.summary} title="The campaign was not saved" />
      {mode === 'create' ? (
        <FormField
          {...form.fieldProps('id')}
          label="Campaign id"
          hint="Yours to choose, and what events name in campaignId: 1 to 128 letters, digits or . _ : -, starting with a letter or digit. It cannot be changed later."
          required
        >
          {(control) => (
            <input
              {...control}
              className="input mono"
              autoCapitalize="off"
              spellCheck={false}
              {...text('id')}
            />
          )}
        </FormField>
      ) : (
        <p>
          Campaign id: <code>{values.id}</code>
        </p>
      )}
      <FormField {...form.fieldProps('name')} label="Name" required>
        {(control) => <input {...control} className="input" maxLength={200} {...text('name')} />}
      </FormField>
      <FormField
        {...form.fieldProps('status')}
        label="Status"
        hint="Only active and ended campaigns count events; draft and paused count nothing."
        required
      >
        {(control) => (
          <select {...control} className="input" {...text('status')}>
            <option value="draft">Draft</option>
            <option value="active">Active</option>
            <option value="paused">Paused</option>
            <option value="ended">Ended</option>
          </select>
        )}
      </FormField>
      <div className="grid-2 tight">
        <FormField
          {...form.fieldProps('startsAt')}
          label="Starts at"
          hint="Your local time. Events that occurred before it do not count."
          required
        >
          {(control) => <input {...control} className="input" type="datetime-local" {...text('startsAt')} />}
        </FormField>
        <FormField
          {...form.fieldProps('endsAt')}
          label="Ends at"
          hint="Your local time, after the start. Empty: no end."
        >
          {(control) => <input {...control} className="input" type="datetime-local" {...text('endsAt')} />}
        </FormField>
      </div>
      <FormField
        {...form.fieldProps('goals')}
        label="Goals"
        hint="The event names that count as conversions, one per line (1 to 50, exact and case-sensitive), e.g. order_paid."
        required
      >
        {(control) => (
          <textarea {...control} className="input mono" rows={4} spellCheck={false} {...text('goals')} />
        )}
      </FormField>
      <div className="grid-2 tight">
        <FormField
          {...form.fieldProps('attributionWindowDays')}
          label="Attribution window (days)"
          hint="Days after the end during which events still count: 0 to 90."
          required
        >
          {(control) => (
            <input {...control} className="input" inputMode="numeric" {...text('attributionWindowDays')} />
          )}
        </FormField>
        <FormField {...form.fieldProps('countingMode')} label="Counting" required>
          {(control) => (
            <select {...control} className="input" {...text('countingMode')}>
              <option value="every">Every goal event counts</option>
              <option value="once_per_contact">Once per contact</option>
            </select>
          )}
        </FormField>
      </div>
      <FormActions submitLabel={submitLabel} pendingLabel="Saving…" pending={busy} onCancel={onCancel} />
    </form>
  );
}
