// The signed-in session as a query: GET /v1/session, null when signed out (401). Its CSRF
// token is handed to the API client whenever it is read.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/api-error';
import type { Session, SignedIn } from '@/api/console-types';
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

export function useSession() {
  return useQuery({ queryKey: SESSION_QUERY_KEY, queryFn: fetchSession, staleTime: 60_000 });
}

/** After sign-in or set-password: keep the token, then read the whole session (workspaces). */
export async function adoptSignIn(client: QueryClient, signedIn: SignedIn): Promise<Session | null> {
  setCsrfToken(signedIn.csrfToken);
  client.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
  return client.fetchQuery({ queryKey: SESSION_QUERY_KEY, queryFn: fetchSession, staleTime: 0 });
}

/** After sign-out: forget every cached answer of the previous user. */
export function forgetSession(client: QueryClient): void {
  setCsrfToken(null);
  client.clear();
  client.setQueryData(SESSION_QUERY_KEY, null);
}
