// Session changes (sign in, set a password, sign out, sign out everywhere) and what each does to
// the cache: signing in drops every answer of a previous user and reads the whole session
// (workspaces); signing out forgets every cached answer.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Session, SignedIn } from '@/api/console-types';
import { setCsrfToken } from '@/api/csrf-token';
import { sessionApi } from '@/api/session-api';
import type { MutationCallbacks } from '@/shared/mutation-callbacks';
import { readSessionAgain, SESSION_QUERY_KEY } from './session-queries';

/** After sign-in or set-password: keep the token, then read the whole session (workspaces). */
async function adoptSignIn(client: QueryClient, signedIn: SignedIn): Promise<Session | null> {
  setCsrfToken(signedIn.csrfToken);
  client.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
  return readSessionAgain(client);
}

/** After sign-out: forget every cached answer of the previous user. */
function forgetSession(client: QueryClient): void {
  setCsrfToken(null);
  client.clear();
  client.setQueryData(SESSION_QUERY_KEY, null);
}

export function useSignIn(then: MutationCallbacks<Session | null> = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ email, password }: { email: string; password: string }) =>
      adoptSignIn(client, await sessionApi.signIn(email, password)),
    onSuccess: then.onSuccess,
    onError: then.onError,
  });
}

/** Sets the password of a one-time link's account, which also signs in. */
export function useSetPassword(token: string, then: MutationCallbacks<Session | null> = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (password: string) =>
      adoptSignIn(client, await sessionApi.setPassword(token, password)),
    onSuccess: then.onSuccess,
    onError: then.onError,
  });
}

function useEndSession(end: () => Promise<unknown>, then: MutationCallbacks<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: end,
    onSuccess: (answer) => {
      forgetSession(client);
      then.onSuccess?.(answer);
    },
    onError: then.onError,
  });
}

export function useSignOut(then: MutationCallbacks<unknown> = {}) {
  return useEndSession(sessionApi.signOut, then);
}

/** Ends every session of this user, on every device. */
export function useSignOutEverywhere(then: MutationCallbacks<unknown> = {}) {
  return useEndSession(sessionApi.signOutEverywhere, then);
}
