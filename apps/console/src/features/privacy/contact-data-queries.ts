// A contact's data (docs/api.md#a-contacts-data), read when asked for and handed to the page
// for a download. It is personal data read on demand, not a view to keep fresh: it goes through
// a mutation hook, so the answer lives in the component that asked and nothing of it stays in
// the query cache afterwards (gcTime 0).
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { MutationCallbacks } from '@/shared/mutation-callbacks';
import type { ContactData } from './contact-export';

export function useContactData(workspaceId: string, then: MutationCallbacks<ContactData> = {}) {
  return useMutation({
    mutationFn: (contactId: string) =>
      unwrap(
        api.GET('/v1/workspaces/{workspaceId}/contacts/{contactId}/data', {
          params: { path: { workspaceId, contactId } },
        }),
      ),
    gcTime: 0,
    onSuccess: (data) => then.onSuccess?.(data),
    onError: then.onError,
  });
}
