// Campaign changes and the cached answers they make stale: saving a campaign changes the list,
// the campaign and its report's header, and may tick the getting-started checklist.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, isApiError } from '@/api/api-error';
import { api, unwrap } from '@/api/client';
import { gettingStartedKey } from '@/features/home/getting-started-queries';
import { campaignsKey } from './campaign-queries';
import { toCampaignBody, type CampaignFormValues } from './campaign-rules';

/**
 * PUT .../campaigns/{campaignId} with the form's values. Creating first checks that the id is
 * free, since PUT would otherwise replace an existing campaign.
 */
export function useSaveCampaign(workspaceId: string, mode: 'create' | 'edit') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (values: CampaignFormValues) => {
      const path = { workspaceId, campaignId: values.id };
      if (mode === 'create') {
        const exists = await unwrap(
          api.GET('/v1/workspaces/{workspaceId}/campaigns/{campaignId}', { params: { path } }),
        ).then(
          () => true,
          (error: unknown) => {
            if (isApiError(error) && error.status === 404) return false;
            throw error;
          },
        );
        if (exists) {
          throw new ApiError(409, {
            code: 'campaign_exists',
            detail: `A campaign with the id "${values.id}" exists.`,
            errors: [
              {
                field: 'id',
                code: 'duplicate_value',
                message: `A campaign with the id "${values.id}" exists already: choose another id, or edit that one.`,
              },
            ],
          });
        }
      }
      return unwrap(
        api.PUT('/v1/workspaces/{workspaceId}/campaigns/{campaignId}', {
          params: { path },
          body: toCampaignBody(values),
        }),
      );
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: campaignsKey(workspaceId) });
      void client.invalidateQueries({ queryKey: gettingStartedKey(workspaceId) });
    },
  });
}
