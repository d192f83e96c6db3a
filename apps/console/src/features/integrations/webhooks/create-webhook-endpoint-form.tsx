// CreateWebhookEndpointForm: URL, description, event types and test traffic (live only unless
// ticked); POST .../webhook-endpoints.
// The answer carries the signing secret, which the section shows once.
import { useId, useState, type FormEvent } from 'react';
import { useWorkspace } from '@/features/workspaces/workspace-context';
import { ErrorSummary } from '@/shared/error-summary';
import { FormActions } from '@/shared/form-actions';
import { useFormErrors } from '@/shared/use-form-errors';
import { EndpointFields } from './endpoint-fields';
import { useUrlSchemes } from './use-url-schemes';
import { ENDPOINT_FIELDS, endpointProblems, toEndpointBody, type EndpointValues } from './endpoint-values';
import { useCreateWebhookEndpoint, type CreatedEndpoint } from './webhook-mutations';

interface CreateWebhookEndpointFormProps {
  onCreated: (endpoint: CreatedEndpoint) => void;
  onCancel: () => void;
}

export function CreateWebhookEndpointForm({ onCreated, onCancel }: CreateWebhookEndpointFormProps) {
  const id = useId();
  const workspace = useWorkspace();
  const [values, setValues] = useState<EndpointValues>({
    url: '',
    description: '',
    eventTypes: [],
    includeTestEvents: false,
  });
  const form = useFormErrors(id, ENDPOINT_FIELDS);
  const urlSchemes = useUrlSchemes();

  const create = useCreateWebhookEndpoint(workspace.id, {
    onSuccess: onCreated,
    onError: form.showServerError,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.check(endpointProblems(values, urlSchemes))) create.mutate(toEndpointBody(values));
  };

  return (
    <form className="form subform" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>New webhook endpoint</h3>
      <ErrorSummary items={form.summary} title="The endpoint was not created" />
      <EndpointFields
        mode="create"
        values={values}
        onChange={(change) => setValues((current) => ({ ...current, ...change }))}
        fieldProps={form.fieldProps}
        urlSchemes={urlSchemes}
      />
      <FormActions
        submitLabel="Create endpoint"
        pendingLabel="Creating…"
        pending={create.isPending}
        onCancel={onCancel}
      />
    </form>
  );
}
