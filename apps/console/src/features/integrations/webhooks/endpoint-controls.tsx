// EndpointControls: send a test message, disable or enable deliveries, delete the endpoint.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api, unwrap } from '@/api/client';
import { useWorkspace } from '@/features/workspaces/workspace-context';
import { ConfirmDialog } from '@/shared/confirm-dialog';
import { ErrorAlert } from '@/shared/error-alert';
import { endpointsKey, type WebhookEndpoint } from './webhook-queries';

export function EndpointControls({ endpoint }: { endpoint: WebhookEndpoint }) {
  const workspace = useWorkspace();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const path = { workspaceId: workspace.id, endpointId: endpoint.id };
  const refresh = () => client.invalidateQueries({ queryKey: endpointsKey(workspace.id) });

  const sendTest = useMutation({
    mutationFn: () =>
      unwrap(
        api.POST('/v1/workspaces/{workspaceId}/webhook-endpoints/{endpointId}/test', { params: { path } }),
      ),
    onSuccess: () => {
      // The dispatcher creates the message moments later: look again shortly.
      window.setTimeout(() => void refresh(), 1000);
      window.setTimeout(() => void refresh(), 3000);
    },
  });
  const toggle = useMutation({
    mutationFn: () =>
      unwrap(
        api.PATCH('/v1/workspaces/{workspaceId}/webhook-endpoints/{endpointId}', {
          params: { path },
          body: { enabled: !endpoint.enabled },
        }),
      ),
    onSuccess: () => void refresh(),
  });
  const remove = useMutation({
    mutationFn: () =>
      unwrap(api.DELETE('/v1/workspaces/{workspaceId}/webhook-endpoints/{endpointId}', { params: { path } })),
    onSuccess: () => {
      client.removeQueries({ queryKey: [...endpointsKey(workspace.id), endpoint.id] });
      void refresh();
      navigate(`/workspaces/${workspace.id}/integrations#webhooks`);
    },
  });

  return (
    <section className="panel" aria-labelledby="endpoint-actions-title">
      <h2 id="endpoint-actions-title">Actions</h2>
      <div className="button-row">
        <button
          type="button"
          className="button"
          onClick={() => sendTest.mutate()}
          disabled={sendTest.isPending}
        >
          {sendTest.isPending ? 'Sending…' : 'Send test message'}
        </button>
        <button
          type="button"
          className="button secondary"
          onClick={() => toggle.mutate()}
          disabled={toggle.isPending}
        >
          {endpoint.enabled ? 'Disable deliveries' : 'Enable deliveries'}
        </button>
        <button type="button" className="button danger" onClick={() => setDeleting(true)}>
          Delete endpoint
        </button>
      </div>
      <div role="status" className="status-line">
        {sendTest.isSuccess ? (
          <p>
            Test message <code>{sendTest.data.messageId}</code> queued; its attempt appears in the delivery
            log below.
          </p>
        ) : null}
        {toggle.isSuccess ? <p>Deliveries {endpoint.enabled ? 'enabled' : 'disabled'}.</p> : null}
      </div>
      <ErrorAlert error={sendTest.error ?? toggle.error} />
      <ConfirmDialog
        open={deleting}
        title="Delete this endpoint?"
        confirmLabel="Delete endpoint"
        busy={remove.isPending}
        error={remove.error}
        onConfirm={() => remove.mutate()}
        onCancel={() => {
          remove.reset();
          setDeleting(false);
        }}
      >
        <p>
          Deliveries to <code className="break">{endpoint.url}</code> stop, and its secrets and delivery log
          are deleted. This cannot be undone.
        </p>
      </ConfirmDialog>
    </section>
  );
}
