// EndpointStatus: enabled, or disabled with the reason (by the API, or by the platform after a
// 410 or days of failures).
import { StatusBadge } from '@/shared/status-badge';
import type { WebhookEndpoint } from './webhook-queries';

export function EndpointStatus({ endpoint }: { endpoint: WebhookEndpoint }) {
  if (endpoint.enabled) return <StatusBadge tone="good">Enabled</StatusBadge>;
  return (
    <span>
      <StatusBadge tone="bad">Disabled</StatusBadge>
      {endpoint.disabledReason ? <span className="hint"> {endpoint.disabledReason}</span> : null}
    </span>
  );
}
