// RevokeApiKeyButton: revokes a key after a confirmation naming it; DELETE .../api-keys/{id}.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/schema';
import { useWorkspace } from '@/features/workspaces/workspace-context';
import { ConfirmDialog } from '@/shared/confirm-dialog';

type ApiKey = components['schemas']['ApiKeyDto'];

export function RevokeApiKeyButton({ apiKey }: { apiKey: ApiKey }) {
  const workspace = useWorkspace();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const revoke = useMutation({
    mutationFn: () =>
      unwrap(
        api.DELETE('/v1/workspaces/{workspaceId}/api-keys/{keyId}', {
          params: { path: { workspaceId: workspace.id, keyId: apiKey.id } },
        }),
      ),
    onSuccess: () => {
      setOpen(false);
      void client.invalidateQueries({ queryKey: ['workspaces', workspace.id, 'api-keys'] });
    },
  });

  return (
    <>
      <button
        type="button"
        className="button danger small"
        onClick={() => setOpen(true)}
        aria-label={`Revoke ${apiKey.name}`}
      >
        Revoke
      </button>
      <ConfirmDialog
        open={open}
        title={`Revoke the key "${apiKey.name}"?`}
        confirmLabel="Revoke key"
        busy={revoke.isPending}
        error={revoke.error}
        onConfirm={() => revoke.mutate()}
        onCancel={() => {
          revoke.reset();
          setOpen(false);
        }}
      >
        <p>
          Every request with <code>{apiKey.prefix}_…</code> is refused within a second. This cannot be undone:
          an integration using it needs a new key.
        </p>
      </ConfirmDialog>
    </>
  );
}
