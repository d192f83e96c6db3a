// API key changes and the cached answers each one makes stale: creating a key changes the
// list and the getting-started checklist (so the whole workspace is read again); revoking one
// changes the list.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { KeyMode, Scope } from '@/api/console-types';
import type { components } from '@/api/schema';
import type { MutationCallbacks } from '@/shared/mutation-callbacks';
import { apiKeysKey } from './api-key-queries';

export type CreatedApiKey = components['schemas']['CreatedApiKeyDto'];

export interface NewApiKey {
  name: string;
  scopes: Scope[];
  expiresAt?: string;
  mode: KeyMode;
}

export function useCreateApiKey(workspaceId: string, then: MutationCallbacks<CreatedApiKey> = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NewApiKey) =>
      unwrap(api.POST('/v1/workspaces/{workspaceId}/api-keys', { params: { path: { workspaceId } }, body })),
    onSuccess: (key) => {
      void client.invalidateQueries({ queryKey: ['workspaces', workspaceId] });
      then.onSuccess?.(key);
    },
    onError: then.onError,
  });
}

export function useRevokeApiKey(workspaceId: string, keyId: string, then: MutationCallbacks<unknown> = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      unwrap(
        api.DELETE('/v1/workspaces/{workspaceId}/api-keys/{keyId}', {
          params: { path: { workspaceId, keyId } },
        }),
      ),
    onSuccess: (answer) => {
      then.onSuccess?.(answer);
      void client.invalidateQueries({ queryKey: apiKeysKey(workspaceId) });
    },
    onError: then.onError,
  });
}
