// EndpointSettingsForm: change an endpoint's URL, description, event-type filter and test
// traffic (PATCH); no type ticked means every type.
import { useId, useState, type FormEvent } from 'react';
import { useWorkspace } from '@/features/workspaces/workspace-context';
import { ErrorSummary } from '@/shared/error-summary';
import { useFormErrors } from '@/shared/use-form-errors';
import { EndpointFields } from './endpoint-fields';
import { useUrlSchemes } from './use-url-schemes';
import { ENDPOINT_FIELDS, endpointProblems, toEndpointBody, type EndpointValues } from './endpoint-values';
import { useUpdateWebhookEndpoint } from './webhook-mutations';
import type { WebhookEndpoint } from './webhook-queries';

export function EndpointSettingsForm({ endpoint }: { endpoint: WebhookEndpoint }) {
  const id = useId();
  const workspace = useWorkspace();
  const [values, setValues] = useState<EndpointValues>({
    url: endpoint.url,
    description: endpoint.description,
    eventTypes: endpoint.eventTypes,
    includeTestEvents: endpoint.includeTestEvents,
  });
  const form = useFormErrors(id, ENDPOINT_FIELDS);
  const urlSchemes = useUrlSchemes();

  const save = useUpdateWebhookEndpoint(workspace.id, endpoint.id, { onError: form.showServerError });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.reset();
    if (form.check(endpointProblems(values, urlSchemes))) save.mutate(toEndpointBody(values));
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
          urlSchemes={urlSchemes}
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
