// The fetch every console request goes through. Changes (POST, PUT, PATCH, DELETE) carry the
// session's CSRF token in X-CSRF-Token; a 403 csrf_failed means the token went stale (a new
// session, a sign-in elsewhere), so the session is read again and the request retried once.
import { getCsrfToken, refreshCsrfToken } from './csrf-token';

const CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

async function isCsrfFailure(response: Response): Promise<boolean> {
  if (response.status !== 403) return false;
  try {
    const body: unknown = await response.clone().json();
    return !!body && typeof body === 'object' && (body as { code?: unknown }).code === 'csrf_failed';
  } catch {
    return false;
  }
}

export async function csrfFetch(input: Request): Promise<Response> {
  if (!CHANGES.has(input.method)) return fetch(input);
  const retry = input.clone();
  const token = getCsrfToken();
  if (token) input.headers.set('X-CSRF-Token', token);
  const response = await fetch(input);
  if (!(await isCsrfFailure(response))) return response;
  const fresh = await refreshCsrfToken();
  if (!fresh) return response;
  retry.headers.set('X-CSRF-Token', fresh);
  return fetch(retry);
}
