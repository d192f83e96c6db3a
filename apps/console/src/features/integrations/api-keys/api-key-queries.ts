// API key data: the list query and its key, shared by the section and the mutations.
import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';

export const apiKeysKey = (workspaceId: string) => ['workspaces', workspaceId, 'api-keys'] as const;

export const apiKeysQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: apiKeysKey(workspaceId),
    queryFn: () =>
      unwrap(api.GET('/v1/workspaces/{workspaceId}/api-keys', { params: { path: { workspaceId } } })),
  });
