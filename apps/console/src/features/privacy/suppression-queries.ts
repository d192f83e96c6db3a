// Suppression list data (docs/api.md#suppression): the suppressed contacts by keyed hash, newest
// first a page at a time, and the cache key.
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/schema';

export type Suppression = components['schemas']['SuppressionDto'];
export type SuppressionResult = components['schemas']['SuppressionResultDto'];

export const suppressionsKey = (workspaceId: string) => ['workspaces', workspaceId, 'suppressions'] as const;

export const suppressionsQuery = (workspaceId: string, limit = 20) =>
  infiniteQueryOptions({
    queryKey: [...suppressionsKey(workspaceId), limit],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      unwrap(
        api.GET('/v1/workspaces/{workspaceId}/suppressions', {
          params: { path: { workspaceId }, query: { limit, cursor: pageParam } },
        }),
      ),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
