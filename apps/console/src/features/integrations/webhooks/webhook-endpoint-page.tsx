// WebhookEndpointPage: /integrations/webhooks/{endpointId}: one endpoint's actions (test,
// enable, delete), its delivery log right under them (where a test's attempt shows), then its
// settings (URL, description, event-type filter), secret rotation and recovery. Its route needs
// webhooks:read; the changes are offered to roles with webhooks:manage.
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useWorkspace } from '@/features/workspaces/workspace-context';
import { ErrorState } from '@/shared/error-state';
import { LoadingState } from '@/shared/loading-state';
import { Page } from '@/shared/page';
import { TimeText } from '@/shared/time-text';
import { DeliveryLog } from './delivery-log';
import { EndpointControls } from './endpoint-controls';
import { EndpointSettingsForm } from './endpoint-settings-form';
import { EndpointStatus } from './endpoint-status';
import { RecoverForm } from './recover-form';
import { RotateSecretForm } from './rotate-secret-form';
import { endpointQuery } from './webhook-queries';

export function WebhookEndpointPage() {
  const { endpointId = '' } = useParams();
  const workspace = useWorkspace();
  const endpoint = useQuery(endpointQuery(workspace.id, endpointId));
  const canManage = workspace.can('webhooks:manage');
  const back = (
    <p>
      <Link to={`/workspaces/${workspace.id}/integrations#webhooks`}>Back to integrations</Link>
    </p>
  );

  if (endpoint.isPending) {
    return (
      <Page title="Webhook endpoint">
        <LoadingState what="the endpoint" />
      </Page>
    );
  }
  if (endpoint.isError) {
    return (
      <Page title="Webhook endpoint">
        <ErrorState error={endpoint.error} what="the endpoint" onRetry={() => void endpoint.refetch()} />
        {back}
      </Page>
    );
  }

  const data = endpoint.data;
  return (
    <Page
      title="Webhook endpoint"
      eyebrow={workspace.name}
      intro={
        <>
          <p className="break">
            <code>{data.url}</code>
          </p>
          <p>
            <EndpointStatus endpoint={data} /> · id <code>{data.id}</code> · created{' '}
            <TimeText value={data.createdAt} />
            {data.disabledAt ? (
              <>
                {' '}
                · disabled <TimeText value={data.disabledAt} />
              </>
            ) : null}
          </p>
        </>
      }
    >
      {back}
      {canManage ? <EndpointControls endpoint={data} /> : null}
      <DeliveryLog endpointId={data.id} canRedeliver={canManage} />
      {canManage ? (
        <EndpointSettingsForm endpoint={data} />
      ) : (
        <section className="panel" aria-labelledby="endpoint-settings-title">
          <h2 id="endpoint-settings-title">Settings</h2>
          <p>Description: {data.description || '(none)'}</p>
          <p>Event types: {data.eventTypes.length === 0 ? 'every type' : data.eventTypes.join(', ')}</p>
        </section>
      )}
      {canManage ? (
        <div className="grid-2">
          <RotateSecretForm endpointId={data.id} />
          <RecoverForm endpointId={data.id} />
        </div>
      ) : null}
    </Page>
  );
}
