// CreateApiKeyForm: a name, live or test, the scopes and an optional expiry date;
// POST .../api-keys. The answer holds the key, which the section then shows once. Live is chosen
// unless the form is opened for a test key (a link from a test-event command).
import { useId, useState, type FormEvent } from 'react';
import type { KeyMode, Scope } from '@/api/console-types';
import { useWorkspace } from '@/features/workspaces/workspace-context';
import { CheckboxGroup } from '@/shared/checkbox-group';
import { ErrorSummary } from '@/shared/error-summary';
import { FormActions } from '@/shared/form-actions';
import { FormField } from '@/shared/form-field';
import { RadioGroup } from '@/shared/radio-group';
import { useFormErrors, type FieldErrors } from '@/shared/use-form-errors';
import { useCreateApiKey, type CreatedApiKey } from './api-key-mutations';
import { MODE_OPTIONS } from './mode-options';
import { SCOPE_OPTIONS } from './scope-options';

const FIELDS = ['name', 'mode', 'scopes', 'expiresAt'] as const;
type Field = (typeof FIELDS)[number];

interface CreateApiKeyFormProps {
  /** The mode chosen when the form opens: live unless asked for a test key. */
  initialMode?: KeyMode;
  onCreated: (key: CreatedApiKey) => void;
  onCancel: () => void;
}

/** A date input's day, as the start of that day in the reader's time zone, in ISO 8601. */
function expiryFromDate(day: string): string | undefined {
  if (!day) return undefined;
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year, month - 1, date).toISOString();
}

export function CreateApiKeyForm({ initialMode = 'live', onCreated, onCancel }: CreateApiKeyFormProps) {
  const id = useId();
  const workspace = useWorkspace();
  const [name, setName] = useState('');
  const [mode, setMode] = useState<KeyMode>(initialMode);
  const [scopes, setScopes] = useState<string[]>(['events:write']);
  const [expiry, setExpiry] = useState('');
  const form = useFormErrors(id, FIELDS);

  const create = useCreateApiKey(workspace.id, { onSuccess: onCreated, onError: form.showServerError });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors<Field> = {};
    const trimmed = name.trim();
    if (!trimmed) found.name = 'Enter a name that says where the key is used, e.g. "Shop backend".';
    else if (trimmed.length > 200) found.name = 'Use at most 200 characters.';
    if (scopes.length === 0) found.scopes = 'Choose at least one scope.';
    const expiresAt = expiryFromDate(expiry);
    if (expiresAt && new Date(expiresAt).getTime() <= Date.now())
      found.expiresAt = 'Choose a day after today.';
    if (form.check(found))
      create.mutate({ name: trimmed, mode, scopes: scopes as Scope[], expiresAt: expiryFromDate(expiry) });
  };

  return (
    <form className="form subform" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>New API key</h3>
      <ErrorSummary items={form.summary} title="The key was not created" />
      <FormField
        {...form.fieldProps('name')}
        label="Name"
        hint="Where the key is used, so you recognise it later."
        required
      >
        {(control) => (
          <input
            {...control}
            className="input"
            value={name}
            maxLength={200}
            onChange={(e) => setName(e.currentTarget.value)}
          />
        )}
      </FormField>
      <RadioGroup
        {...form.fieldProps('mode')}
        legend="Mode"
        hint="A test key's events show on a campaign's conversion-test panel but never count in reports, so you can try an integration without touching live numbers."
        options={MODE_OPTIONS}
        selected={mode}
        onChange={setMode}
      />
      <CheckboxGroup
        {...form.fieldProps('scopes')}
        legend="Scopes"
        hint="Give the key only what its integration needs. Sending events needs events:write."
        options={SCOPE_OPTIONS.map((option) => ({
          value: option.value,
          label: <code>{option.value}</code>,
          hint: option.hint,
        }))}
        selected={scopes}
        onChange={setScopes}
      />
      <FormField
        {...form.fieldProps('expiresAt')}
        label="Expires on"
        hint="The key stops working at the start of this day, in your time zone. Leave empty for a key that does not expire."
      >
        {(control) => (
          <input
            {...control}
            className="input"
            type="date"
            value={expiry}
            onChange={(e) => setExpiry(e.currentTarget.value)}
          />
        )}
      </FormField>
      <FormActions
        submitLabel="Create key"
        pendingLabel="Creating…"
        pending={create.isPending}
        onCancel={onCancel}
      />
    </form>
  );
}
