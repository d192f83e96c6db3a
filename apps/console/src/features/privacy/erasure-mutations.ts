// Requesting an erasure, and the cached answers it makes stale: the request list (a new request,
// pending) and the suppression list (its contacts are suppressed in the same transaction).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { MutationCallbacks } from '@/shared/mutation-callbacks';
import type { ErasureRequest } from './erasure-progress';
import { erasureRequestsKey } from './erasure-queries';
import { suppressionsKey } from './suppression-queries';

export function useRequestErasure(workspaceId: string, then: MutationCallbacks<ErasureRequest> = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (contactIds: string[]) =>
      unwrap(
        api.POST('/v1/workspaces/{workspaceId}/erasure-requests', {
          params: { path: { workspaceId } },
          body: { contactIds },
        }),
      ),
    onSuccess: (request) => {
      void client.invalidateQueries({ queryKey: erasureRequestsKey(workspaceId) });
      void client.invalidateQueries({ queryKey: suppressionsKey(workspaceId) });
      then.onSuccess?.(request);
    },
    onError: then.onError,
  });
}
