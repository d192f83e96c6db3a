// API key data: the list query and its key, shared by the section, the form and revoke.
import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';

export const apiKeysQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: ['workspaces', workspaceId, 'api-keys'],
    queryFn: () =>
      unwrap(api.GET('/v1/workspaces/{workspaceId}/api-keys', { params: { path: { workspaceId } } })),
  });
