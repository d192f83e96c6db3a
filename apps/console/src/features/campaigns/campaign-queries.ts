// Campaign data: the paged list and one campaign, and their cache keys.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/schema';

export type Campaign = components['schemas']['CampaignDto'];

export const campaignsKey = (workspaceId: string) => ['workspaces', workspaceId, 'campaigns'] as const;

export const campaignsQuery = (workspaceId: string) =>
  infiniteQueryOptions({
    queryKey: [...campaignsKey(workspaceId), 'list'],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      unwrap(
        api.GET('/v1/workspaces/{workspaceId}/campaigns', {
          params: { path: { workspaceId }, query: { limit: 50, cursor: pageParam } },
        }),
      ),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export const campaignQuery = (workspaceId: string, campaignId: string) =>
  queryOptions({
    queryKey: [...campaignsKey(workspaceId), 'one', campaignId],
    queryFn: () =>
      unwrap(
        api.GET('/v1/workspaces/{workspaceId}/campaigns/{campaignId}', {
          params: { path: { workspaceId, campaignId } },
        }),
      ),
  });
