// WebhookEndpointsSection: the workspace's webhook endpoints: create (roles with
// webhooks:manage), the signing secret shown once, and the list.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useWorkspace } from '@/features/workspaces/workspace-context';
import { EmptyState } from '@/shared/empty-state';
import { ErrorState } from '@/shared/error-state';
import { LoadingState } from '@/shared/loading-state';
import { SecretOnce } from '@/shared/secret-once';
import { CreateWebhookEndpointForm } from './create-webhook-endpoint-form';
import { WebhookEndpointTable } from './webhook-endpoint-table';
import type { CreatedEndpoint } from './webhook-mutations';
import { endpointsQuery } from './webhook-queries';

export function WebhookEndpointsSection() {
  const workspace = useWorkspace();
  const canRead = workspace.can('webhooks:read');
  const canManage = workspace.can('webhooks:manage');
  const endpoints = useQuery({ ...endpointsQuery(workspace.id), enabled: canRead });
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedEndpoint | null>(null);

  return (
    <section className="panel" aria-labelledby="webhooks-title">
      <div className="section-header">
        <h2 id="webhooks-title" tabIndex={-1}>
          Webhook endpoints
        </h2>
        {canManage && !creating && !created ? (
          <button type="button" className="button" onClick={() => setCreating(true)}>
            Add endpoint
          </button>
        ) : null}
      </div>
      <p>
        The platform sends signed webhooks (Standard Webhooks) to these URLs when events are recorded and
        decided.
      </p>
      {created ? (
        <SecretOnce
          title={`Endpoint created: ${created.url}`}
          label="Signing secret"
          secret={created.secret}
          onDone={() => {
            setCreated(null);
            document.getElementById('webhooks-title')?.focus();
          }}
        >
          <p>
            Your receiver verifies each delivery's signature with this secret (for example with the
            standardwebhooks package).
          </p>
        </SecretOnce>
      ) : null}
      {creating ? (
        <CreateWebhookEndpointForm
          onCancel={() => {
            setCreating(false);
            document.getElementById('webhooks-title')?.focus();
          }}
          onCreated={(endpoint) => {
            setCreating(false);
            setCreated(endpoint);
          }}
        />
      ) : null}
      {!canRead ? (
        <p>Your role ({workspace.role}) cannot see webhook endpoints.</p>
      ) : endpoints.isPending ? (
        <LoadingState what="the webhook endpoints" />
      ) : endpoints.isError ? (
        <ErrorState
          error={endpoints.error}
          what="the webhook endpoints"
          onRetry={() => void endpoints.refetch()}
        />
      ) : endpoints.data.data.length === 0 ? (
        <EmptyState title="No webhook endpoints yet.">
          <p>Add one to be told when events are recorded and when conversions are counted.</p>
        </EmptyState>
      ) : (
        <WebhookEndpointTable endpoints={endpoints.data.data} />
      )}
    </section>
  );
}
