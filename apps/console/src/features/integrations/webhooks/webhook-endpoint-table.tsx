// WebhookEndpointTable: the endpoints with their event types, status and last delivery; each
// URL opens the endpoint's page (settings, secret, delivery log).
import { Link } from 'react-router';
import { useWorkspace } from '@/features/workspaces/workspace-context';
import { EndpointStatus } from './endpoint-status';
import { LastDeliveryCell } from './last-delivery-cell';
import type { WebhookEndpoint } from './webhook-queries';

export function WebhookEndpointTable({ endpoints }: { endpoints: readonly WebhookEndpoint[] }) {
  const workspace = useWorkspace();
  return (
    <div className="table-scroll" role="region" aria-label="Webhook endpoints table" tabIndex={0}>
      <table className="table">
        <caption className="visually-hidden">Webhook endpoints of this workspace</caption>
        <thead>
          <tr>
            <th scope="col">Endpoint</th>
            <th scope="col">Event types</th>
            <th scope="col">Status</th>
            <th scope="col">Last delivery</th>
          </tr>
        </thead>
        <tbody>
          {endpoints.map((endpoint) => (
            <tr key={endpoint.id}>
              <th scope="row">
                <Link
                  to={`/workspaces/${workspace.id}/integrations/webhooks/${endpoint.id}`}
                  className="break"
                >
                  {endpoint.url}
                </Link>
                {endpoint.description ? <span className="hint block">{endpoint.description}</span> : null}
              </th>
              <td>{endpoint.eventTypes.length === 0 ? 'Every type' : endpoint.eventTypes.join(', ')}</td>
              <td>
                <EndpointStatus endpoint={endpoint} />
              </td>
              <td>
                <LastDeliveryCell endpointId={endpoint.id} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
