// EndpointSettingsForm: change an endpoint's URL, description and event-type filter (PATCH);
// no type ticked means every type.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { api, unwrap } from '@/api/client';
import { useWorkspace } from '@/features/workspaces/workspace-context';
import { ErrorSummary } from '@/shared/error-summary';
import { useFormErrors } from '@/shared/use-form-errors';
import { EndpointFields } from './endpoint-fields';
import { ENDPOINT_FIELDS, endpointProblems, toEndpointBody, type EndpointValues } from './endpoint-values';
import { endpointsKey, type WebhookEndpoint } from './webhook-queries';

export function EndpointSettingsForm({ endpoint }: { endpoint: WebhookEndpoint }) {
  const id = useId();
  const workspace = useWorkspace();
  const client = useQueryClient();
  const [values, setValues] = useState<EndpointValues>({
    url: endpoint.url,
    description: endpoint.description,
    eventTypes: endpoint.eventTypes,
  });
  const form = useFormErrors(id, ENDPOINT_FIELDS);

  const save = useMutation({
    mutationFn: () =>
      unwrap(
        api.PATCH('/v1/workspaces/{workspaceId}/webhook-endpoints/{endpointId}', {
          params: { path: { workspaceId: workspace.id, endpointId: endpoint.id } },
          body: toEndpointBody(values),
        }),
      ),
    onSuccess: () => void client.invalidateQueries({ queryKey: endpointsKey(workspace.id) }),
    onError: form.showServerError,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.reset();
    if (form.check(endpointProblems(values))) save.mutate();
  };

  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Settings</h2>
      <form className="form" onSubmit={submit} noValidate>
        <ErrorSummary items={form.summary} title="The settings were not saved" />
        <EndpointFields
          mode="edit"
          values={values}
          onChange={(change) => setValues((current) => ({ ...current, ...change }))}
          fieldProps={form.fieldProps}
        />
        <div className="form-actions">
          <button type="submit" className="button" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save settings'}
          </button>
          <span role="status">{save.isSuccess ? 'Saved.' : ''}</span>
        </div>
      </form>
    </section>
  );
}
