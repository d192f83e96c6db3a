// Accepting an invitation: POST /v1/invitations/accept, then the session is read again (it now
// has the workspace) and the workspace opens.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { invitationApi } from '@/api/session-api';
import { readSessionAgain } from '@/features/session/session-queries';

export function useAcceptInvitation(token: string) {
  const client = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    /** With a password for someone new; without one for an account signed in as the invited email. */
    mutationFn: (password?: string) => invitationApi.accept(token, password),
    onSuccess: async (accepted) => {
      await readSessionAgain(client);
      navigate(`/workspaces/${accepted.workspaceId}`, { replace: true });
    },
  });
}
