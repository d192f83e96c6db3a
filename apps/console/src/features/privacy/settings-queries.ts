// The workspace's settings (docs/api.md#workspace-settings): how long its events and webhook log
// are kept, and the cache key.
import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';

export const settingsKey = (workspaceId: string) => ['workspaces', workspaceId, 'settings'] as const;

export const settingsQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: settingsKey(workspaceId),
    queryFn: () =>
      unwrap(api.GET('/v1/workspaces/{workspaceId}/settings', { params: { path: { workspaceId } } })),
  });
