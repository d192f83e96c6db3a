// API key data: the list query and its key, shared by the section and the mutations; and the
// workspace's test key, which the copyable test-event commands name (docs/api.md#test-mode).
import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { usableTestKey, type ApiKey } from './test-key';

export const apiKeysKey = (workspaceId: string) => ['workspaces', workspaceId, 'api-keys'] as const;

export const apiKeysQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: apiKeysKey(workspaceId),
    queryFn: () =>
      unwrap(api.GET('/v1/workspaces/{workspaceId}/api-keys', { params: { path: { workspaceId } } })),
  });

/** The list read as its test key (the same cache entry as apiKeysQuery). */
export const testKeyQuery = (workspaceId: string) =>
  queryOptions({
    ...apiKeysQuery(workspaceId),
    select: (answer: { data: ApiKey[] }) => usableTestKey(answer.data),
  });
