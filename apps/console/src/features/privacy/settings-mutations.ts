// Changing the workspace's settings: the answer holds all of them, so it becomes the cached
// settings at once (no second read).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { MutationCallbacks } from '@/shared/mutation-callbacks';
import type { WorkspaceSettings } from './retention-rules';
import { settingsKey } from './settings-queries';

export function useUpdateSettings(workspaceId: string, then: MutationCallbacks<WorkspaceSettings> = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: Partial<WorkspaceSettings>) =>
      unwrap(
        api.PATCH('/v1/workspaces/{workspaceId}/settings', {
          params: { path: { workspaceId } },
          body: change,
        }),
      ),
    onSuccess: (settings) => {
      client.setQueryData(settingsKey(workspaceId), settings);
      then.onSuccess?.(settings);
    },
    onError: then.onError,
  });
}
