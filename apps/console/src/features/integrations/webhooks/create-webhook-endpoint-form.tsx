// CreateWebhookEndpointForm: URL, description and event types; POST .../webhook-endpoints.
// The answer carries the signing secret, which the section shows once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/schema';
import { useWorkspace } from '@/features/workspaces/workspace-context';
import { ErrorSummary } from '@/shared/error-summary';
import { FormActions } from '@/shared/form-actions';
import { useFormErrors } from '@/shared/use-form-errors';
import { EndpointFields } from './endpoint-fields';
import { ENDPOINT_FIELDS, endpointProblems, toEndpointBody, type EndpointValues } from './endpoint-values';
import { endpointsKey } from './webhook-queries';

type CreatedEndpoint = components['schemas']['CreatedWebhookEndpointDto'];

interface CreateWebhookEndpointFormProps {
  onCreated: (endpoint: CreatedEndpoint) => void;
  onCancel: () => void;
}

export function CreateWebhookEndpointForm({ onCreated, onCancel }: CreateWebhookEndpointFormProps) {
  const id = useId();
  const workspace = useWorkspace();
  const client = useQueryClient();
  const [values, setValues] = useState<EndpointValues>({ url: '', description: '', eventTypes: [] });
  const form = useFormErrors(id, ENDPOINT_FIELDS);

  const create = useMutation({
    mutationFn: () =>
      unwrap(
        api.POST('/v1/workspaces/{workspaceId}/webhook-endpoints', {
          params: { path: { workspaceId: workspace.id } },
          body: toEndpointBody(values),
        }),
      ),
    onSuccess: (endpoint) => {
      void client.invalidateQueries({ queryKey: endpointsKey(workspace.id) });
      void client.invalidateQueries({ queryKey: ['workspaces', workspace.id, 'getting-started'] });
      onCreated(endpoint);
    },
    onError: form.showServerError,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.check(endpointProblems(values))) create.mutate();
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
