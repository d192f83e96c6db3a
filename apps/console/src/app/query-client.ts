// The one TanStack Query client: no retry of client errors, and any 401 on a data request
// means the session ended, so the session is marked signed out and RequireSession shows sign-in.
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/api-error';
import { setCsrfRefresher } from '@/api/csrf-token';
import { readSessionAgain, SESSION_QUERY_KEY } from '@/features/session/session-queries';

function onError(error: unknown, client: () => QueryClient): void {
  if (isApiError(error) && error.status === 401 && error.code !== 'invalid_credentials') {
    client().setQueryData(SESSION_QUERY_KEY, null);
  }
}

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error) => onError(error, () => client) }),
    mutationCache: new MutationCache({ onError: (error) => onError(error, () => client) }),
    defaultOptions: {
      queries: {
        staleTime: 10_000,
        refetchOnWindowFocus: true,
        retry: (count, error) => {
          if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
          return count < 2;
        },
      },
      mutations: { retry: false },
    },
  });
  setCsrfRefresher(async () => {
    const session = await readSessionAgain(client);
    return session?.csrfToken ?? null;
  });
  return client;
}
