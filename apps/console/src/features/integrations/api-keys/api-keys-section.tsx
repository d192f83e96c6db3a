// ApiKeysSection: the workspace's API keys: create (for roles with keys:manage), the secret shown
// once (a test key marked so), and the list with revoke. Other roles are told why they see no
// keys. An address with ?new-key=test (from a test-event command's note) opens the form with
// Test chosen.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { KeyMode } from '@/api/console-types';
import { useWorkspace } from '@/features/workspaces/workspace-context';
import { EmptyState } from '@/shared/empty-state';
import { ErrorState } from '@/shared/error-state';
import { LoadingState } from '@/shared/loading-state';
import { SecretOnce } from '@/shared/secret-once';
import type { CreatedApiKey } from './api-key-mutations';
import { apiKeysQuery } from './api-key-queries';
import { ApiKeyTable } from './api-key-table';
import { CreateApiKeyForm } from './create-api-key-form';
import { KeyModeBadge } from './key-mode-badge';

export function ApiKeysSection() {
  const workspace = useWorkspace();
  const canManage = workspace.can('keys:manage');
  const keys = useQuery({ ...apiKeysQuery(workspace.id), enabled: canManage });
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [initialMode, setInitialMode] = useState<KeyMode>('live');
  const [params, setParams] = useSearchParams();
  const asked = params.get('new-key');
  // Once the form it opened is done, the address no longer asks for it (a reload opens no form).
  const closeForm = () => {
    setCreating(false);
    if (asked !== null)
      setParams(
        (current) => {
          current.delete('new-key');
          return current;
        },
        { replace: true },
      );
  };

  // A new ?new-key=test opens the form with Test chosen (set while rendering, as React advises
  // for state that follows a changed input).
  const [seenAsk, setSeenAsk] = useState<string | null>(null);
  if (asked !== seenAsk) {
    setSeenAsk(asked);
    if (asked === 'test' && canManage) {
      setCreated(null);
      setInitialMode('test');
      setCreating(true);
    }
  }

  return (
    <section className="panel" aria-labelledby="api-keys-title">
      <div className="section-header">
        <h2 id="api-keys-title" tabIndex={-1}>
          API keys
        </h2>
        {canManage && !creating && !created ? (
          <button
            type="button"
            className="button"
            onClick={() => {
              setInitialMode('live');
              setCreating(true);
            }}
          >
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
              title={`${created.mode === 'test' ? 'Test API key' : 'API key'} "${created.name}" created`}
              label="API key"
              secret={created.key}
              onDone={() => {
                setCreated(null);
                document.getElementById('api-keys-title')?.focus();
              }}
            >
              <p>
                <KeyModeBadge mode={created.mode} /> Scopes: {created.scopes.join(', ')}. Use it as{' '}
                <code>Authorization: Bearer …</code>.
              </p>
              {created.mode === 'test' ? (
                <p>
                  A test key: its events show on a campaign&rsquo;s conversion-test panel and never count in
                  reports.
                </p>
              ) : null}
            </SecretOnce>
          ) : null}
          {creating ? (
            <CreateApiKeyForm
              key={initialMode}
              initialMode={initialMode}
              onCancel={() => {
                closeForm();
                document.getElementById('api-keys-title')?.focus();
              }}
              onCreated={(key) => {
                closeForm();
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
