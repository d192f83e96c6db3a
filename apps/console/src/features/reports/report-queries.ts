// Report data: the campaign report and the conversion-test panel (the latter read once when
// the live stream is not available), and their cache keys.
import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';

export const reportKey = (workspaceId: string, campaignId: string) =>
  ['workspaces', workspaceId, 'campaigns', 'report', campaignId] as const;

export const reportQuery = (workspaceId: string, campaignId: string) =>
  queryOptions({
    queryKey: reportKey(workspaceId, campaignId),
    queryFn: () =>
      unwrap(
        api.GET('/v1/workspaces/{workspaceId}/campaigns/{campaignId}/report', {
          params: { path: { workspaceId, campaignId } },
        }),
      ),
  });

export const conversionTestQuery = (workspaceId: string, campaignId: string) =>
  queryOptions({
    queryKey: ['workspaces', workspaceId, 'campaigns', 'conversion-test', campaignId],
    queryFn: () =>
      unwrap(
        api.GET('/v1/workspaces/{workspaceId}/campaigns/{campaignId}/conversion-test', {
          params: { path: { workspaceId, campaignId } },
        }),
      ),
  });
