import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Cross-site request forgery defences for cookie-authenticated requests (OWASP's CSRF cheat
 * sheet), as pure functions. Two independent checks, both required on every change:
 *
 * 1. Where the request comes from. A browser says it in `Sec-Fetch-Site` (which a page cannot
 *    set) and in `Origin`; a change from another site is refused on either.
 * 2. A token only our own pages can read: the HMAC of the session id, so it needs no storage and
 *    dies with the session. Another site can make the browser send the cookie, but cannot read
 *    the token to put in the `X-CSRF-Token` header.
 *
 * Written here rather than with @fastify/csrf-protection: that plugin keeps its secret in a cookie
 * or in @fastify/session, and our sessions are rows of our own, so binding the token to the
 * session id is the smaller and stronger design.
 */
export const CSRF_HEADER = 'x-csrf-token';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isSafeMethod(method: string): boolean {
  return SAFE_METHODS.has(method.toUpperCase());
}

export function csrfTokenFor(sessionId: string): string {
  return createHmac('sha256', sessionId).update('csrf-token-v1').digest('base64url');
}

export function csrfTokenMatches(sessionId: string, presented: string | undefined): boolean {
  if (!presented) return false;
  const expected = Buffer.from(csrfTokenFor(sessionId));
  const given = Buffer.from(presented);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export interface RequestOrigin {
  secFetchSite?: string;
  origin?: string;
  /** The Host header: a page served by this gateway under any name is same-origin. */
  host?: string;
}

/**
 * Why a request must be refused as cross-site, or null when it may be from our own pages.
 * `allowedOrigins` are the console's configured origins (CONSOLE_BASE_URL).
 */
export function crossSiteRefusal(request: RequestOrigin, allowedOrigins: ReadonlySet<string>): string | null {
  const site = request.secFetchSite?.toLowerCase();
  if (site !== undefined && site !== 'same-origin') {
    return `This change came from another site (Sec-Fetch-Site: ${site}); the console only accepts changes from its own pages.`;
  }
  if (request.origin === undefined) return null;
  if (allowedOrigins.has(request.origin)) return null;
  let host: string | null = null;
  try {
    host = new URL(request.origin).host;
  } catch {
    host = null;
  }
  if (host !== null && request.host !== undefined && host === request.host.toLowerCase()) return null;
  return `This change came from another origin (${request.origin.slice(0, 200)}); the console only accepts changes from its own pages.`;
}
