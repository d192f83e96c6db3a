// useAcceptInvitation: POST /v1/invitations/accept, then the session is read again (it now has
// the workspace) and the workspace opens.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { invitationApi } from '@/api/session-api';
import { fetchSession, SESSION_QUERY_KEY } from '@/features/session/session-query';

export function useAcceptInvitation(token: string) {
  const client = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (password?: string) => invitationApi.accept(token, password),
    onSuccess: async (accepted) => {
      await client.fetchQuery({ queryKey: SESSION_QUERY_KEY, queryFn: fetchSession, staleTime: 0 });
      navigate(`/workspaces/${accepted.workspaceId}`, { replace: true });
    },
  });
}
