// Getting-started data: the checklist of a workspace and its cache key, which the changes that
// tick a step (a key, a campaign, a webhook endpoint) make stale.
import { queryOptions } from '@tanstack/react-query';
import { gettingStartedApi } from '@/api/session-api';

export const gettingStartedKey = (workspaceId: string) =>
  ['workspaces', workspaceId, 'getting-started'] as const;

export const gettingStartedQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: gettingStartedKey(workspaceId),
    queryFn: () => gettingStartedApi.read(workspaceId),
  });
