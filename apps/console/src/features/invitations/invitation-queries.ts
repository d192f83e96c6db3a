// Invitation data: what a one-time invitation link is for (workspace, role, email, whether the
// email has an account), read once per token.
import { queryOptions } from '@tanstack/react-query';
import { invitationApi } from '@/api/session-api';

export const invitationLookupQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['invitation', token],
    queryFn: () => invitationApi.lookup(token ?? ''),
    enabled: !!token,
    staleTime: Infinity,
    retry: false,
  });
