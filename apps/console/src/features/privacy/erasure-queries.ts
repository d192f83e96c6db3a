// Erasure request data (docs/api.md#erasure-requests): the list, newest first a page at a time,
// and one request with each service's part, and their cache keys. Both read again every few
// seconds while a request is under way (pending or running), and stop once all are finished.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { anyUnfinished, isFinished } from './erasure-progress';

/** How often a request under way is read again. */
export const ERASURE_REFRESH_MS = 2000;

export const erasureRequestsKey = (workspaceId: string) =>
  ['workspaces', workspaceId, 'erasure-requests'] as const;

export const erasureRequestsQuery = (workspaceId: string, limit = 20) =>
  infiniteQueryOptions({
    queryKey: [...erasureRequestsKey(workspaceId), 'list', limit],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      unwrap(
        api.GET('/v1/workspaces/{workspaceId}/erasure-requests', {
          params: { path: { workspaceId }, query: { limit, cursor: pageParam } },
        }),
      ),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    refetchInterval: (query) =>
      anyUnfinished(query.state.data?.pages.flatMap((page) => page.data) ?? []) ? ERASURE_REFRESH_MS : false,
  });

export const erasureRequestQuery = (workspaceId: string, erasureRequestId: string) =>
  queryOptions({
    queryKey: [...erasureRequestsKey(workspaceId), erasureRequestId],
    queryFn: () =>
      unwrap(
        api.GET('/v1/workspaces/{workspaceId}/erasure-requests/{erasureRequestId}', {
          params: { path: { workspaceId, erasureRequestId } },
        }),
      ),
    refetchInterval: (query) =>
      query.state.data && isFinished(query.state.data.status) ? false : ERASURE_REFRESH_MS,
  });
