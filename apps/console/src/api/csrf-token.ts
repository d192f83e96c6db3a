// The session's CSRF token, kept in memory only: set from sign-in and GET /v1/session, sent by
// csrf-fetch.ts on every change. refreshCsrfToken() asks the session again when the server says
// the token is stale (403 csrf_failed).

let token: string | null = null;
let refresher: (() => Promise<string | null>) | null = null;

export function getCsrfToken(): string | null {
  return token;
}

export function setCsrfToken(value: string | null): void {
  token = value;
}

/** Registered once by the app: re-reads the session and returns its token. */
export function setCsrfRefresher(refresh: () => Promise<string | null>): void {
  refresher = refresh;
}

export async function refreshCsrfToken(): Promise<string | null> {
  if (!refresher) return null;
  token = await refresher();
  return token;
}
