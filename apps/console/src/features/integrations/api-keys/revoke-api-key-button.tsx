// RevokeApiKeyButton: revokes a key after a confirmation naming it; DELETE .../api-keys/{id}.
import { useState } from 'react';
import type { components } from '@/api/schema';
import { useWorkspace } from '@/features/workspaces/workspace-context';
import { ConfirmDialog } from '@/shared/confirm-dialog';
import { useRevokeApiKey } from './api-key-mutations';

type ApiKey = components['schemas']['ApiKeyDto'];

export function RevokeApiKeyButton({ apiKey }: { apiKey: ApiKey }) {
  const workspace = useWorkspace();
  const [open, setOpen] = useState(false);
  const revoke = useRevokeApiKey(workspace.id, apiKey.id, { onSuccess: () => setOpen(false) });

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
