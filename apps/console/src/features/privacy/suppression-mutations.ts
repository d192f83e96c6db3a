// Suppressing contacts and lifting a suppression, and the cached answer each makes stale: the
// suppression list.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { MutationCallbacks } from '@/shared/mutation-callbacks';
import { suppressionsKey, type SuppressionResult } from './suppression-queries';

export function useSuppressContacts(
  workspaceId: string,
  then: MutationCallbacks<{ results: SuppressionResult[] }> = {},
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (contactIds: string[]) =>
      unwrap(
        api.POST('/v1/workspaces/{workspaceId}/suppressions', {
          params: { path: { workspaceId } },
          body: { contactIds },
        }),
      ),
    onSuccess: (answer) => {
      void client.invalidateQueries({ queryKey: suppressionsKey(workspaceId) });
      then.onSuccess?.(answer);
    },
    onError: then.onError,
  });
}

export function useLiftSuppression(workspaceId: string, then: MutationCallbacks<string> = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (contactId: string) => {
      await unwrap(
        api.DELETE('/v1/workspaces/{workspaceId}/suppressions/{contactId}', {
          params: { path: { workspaceId, contactId } },
        }),
      );
      return contactId;
    },
    onSuccess: (contactId) => {
      void client.invalidateQueries({ queryKey: suppressionsKey(workspaceId) });
      then.onSuccess?.(contactId);
    },
    onError: then.onError,
  });
}
