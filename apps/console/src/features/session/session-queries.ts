// The signed-in session as a query: GET /v1/session, null when signed out (401). Its CSRF
// token is handed to the API client whenever it is read.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/api-error';
import type { Session } from '@/api/console-types';
import { setCsrfToken } from '@/api/csrf-token';
import { sessionApi } from '@/api/session-api';

export const SESSION_QUERY_KEY = ['session'] as const;

export async function fetchSession(): Promise<Session | null> {
  try {
    const session = await sessionApi.read();
    setCsrfToken(session.csrfToken);
    return session;
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      setCsrfToken(null);
      return null;
    }
    throw error;
  }
}

/** The session as pages read it (and main.tsx prefetches it): fresh for a minute. */
export const sessionQuery = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: fetchSession,
  staleTime: 60_000,
});

export function useSession() {
  return useQuery(sessionQuery);
}

/** Reads the session now, whatever is cached (after a change to it: sign-in, a new workspace). */
export function readSessionAgain(client: QueryClient): Promise<Session | null> {
  return client.fetchQuery({ queryKey: SESSION_QUERY_KEY, queryFn: fetchSession, staleTime: 0 });
}
