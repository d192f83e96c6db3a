// EndpointControls: send a test message, disable or enable deliveries, delete the endpoint.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useWorkspace } from '@/features/workspaces/workspace-context';
import { ConfirmDialog } from '@/shared/confirm-dialog';
import { ErrorAlert } from '@/shared/error-alert';
import { useDeleteWebhookEndpoint, useSendTestMessage, useUpdateWebhookEndpoint } from './webhook-mutations';
import type { WebhookEndpoint } from './webhook-queries';

export function EndpointControls({ endpoint }: { endpoint: WebhookEndpoint }) {
  const workspace = useWorkspace();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const sendTest = useSendTestMessage(workspace.id, endpoint.id);
  const toggle = useUpdateWebhookEndpoint(workspace.id, endpoint.id);
  const remove = useDeleteWebhookEndpoint(workspace.id, endpoint.id, {
    onSuccess: () => navigate(`/workspaces/${workspace.id}/integrations#webhooks`),
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
          onClick={() => toggle.mutate({ enabled: !endpoint.enabled })}
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
