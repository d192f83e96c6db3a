/** How console sessions and their cookie behave, from the gateway's configuration. */
export interface ConsoleSessionSettings {
  /** The console's public URL (CONSOLE_BASE_URL): its origin may send changes. */
  baseUrl: string;
  idleTimeoutMs: number;
  maxAgeMs: number;
  maxFailuresPerEmail: number;
  maxFailuresPerIp: number;
  failureWindowSeconds: number;
}

export const CONSOLE_SESSION_SETTINGS = Symbol('CONSOLE_SESSION_SETTINGS');

/**
 * The session cookie. Over https it is `__Host-` prefixed, which browsers only accept when it is
 * Secure, for the whole host (Path=/) and without a Domain, so no sibling subdomain can set or
 * shadow it. Over plain http (local use) the prefix is not allowed, and neither is Secure.
 */
export function sessionCookie(baseUrl: string): { name: string; secure: boolean } {
  const secure = baseUrl.startsWith('https://');
  return { name: secure ? '__Host-console_session' : 'console_session', secure };
}
