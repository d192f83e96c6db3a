// ApiKeysSection: the workspace's API keys: create (for roles with keys:manage), the secret shown
// once, and the list with revoke. Other roles are told why they see no keys.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useWorkspace } from '@/features/workspaces/workspace-context';
import { EmptyState } from '@/shared/empty-state';
import { ErrorState } from '@/shared/error-state';
import { LoadingState } from '@/shared/loading-state';
import { SecretOnce } from '@/shared/secret-once';
import type { CreatedApiKey } from './api-key-mutations';
import { apiKeysQuery } from './api-key-queries';
import { ApiKeyTable } from './api-key-table';
import { CreateApiKeyForm } from './create-api-key-form';

export function ApiKeysSection() {
  const workspace = useWorkspace();
  const canManage = workspace.can('keys:manage');
  const keys = useQuery({ ...apiKeysQuery(workspace.id), enabled: canManage });
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);

  return (
    <section className="panel" aria-labelledby="api-keys-title">
      <div className="section-header">
        <h2 id="api-keys-title" tabIndex={-1}>
          API keys
        </h2>
        {canManage && !creating && !created ? (
          <button type="button" className="button" onClick={() => setCreating(true)}>
            Create API key
          </button>
        ) : null}
      </div>
      {!canManage ? (
        <p>
          Your role ({workspace.role}) cannot see or create API keys. An owner or admin of this workspace can
          create one for you.
        </p>
      ) : (
        <>
          {created ? (
            <SecretOnce
              title={`API key "${created.name}" created`}
              label="API key"
              secret={created.key}
              onDone={() => {
                setCreated(null);
                document.getElementById('api-keys-title')?.focus();
              }}
            >
              <p>
                Scopes: {created.scopes.join(', ')}. Use it as <code>Authorization: Bearer …</code>.
              </p>
            </SecretOnce>
          ) : null}
          {creating ? (
            <CreateApiKeyForm
              onCancel={() => {
                setCreating(false);
                document.getElementById('api-keys-title')?.focus();
              }}
              onCreated={(key) => {
                setCreating(false);
                setCreated(key);
              }}
            />
          ) : null}
          {keys.isPending ? (
            <LoadingState what="the API keys" />
          ) : keys.isError ? (
            <ErrorState error={keys.error} what="the API keys" onRetry={() => void keys.refetch()} />
          ) : keys.data.data.length === 0 ? (
            <EmptyState title="No API keys yet.">
              <p>Create one with the scope events:write to send events.</p>
            </EmptyState>
          ) : (
            <ApiKeyTable keys={keys.data.data} />
          )}
        </>
      )}
    </section>
  );
}
