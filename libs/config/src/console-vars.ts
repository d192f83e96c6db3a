import { Matches } from 'class-validator';

/**
 * The console's public origin (and path prefix, if any): where the one-time links point, the
 * origin a cookie-authenticated change must come from, and, when it is https, what makes the
 * session cookie Secure and `__Host-` prefixed. No trailing slash: paths are appended.
 */
export function ConsoleBaseUrlVar() {
  return Matches(/^https?:\/\/[^\s/?#]+(\/[^\s?#]*[^\s/?#])?$/, {
    message:
      'must be an http:// or https:// URL without a trailing slash, query or fragment, such as https://console.example.com',
  });
}

export const DEFAULT_CONSOLE_BASE_URL = 'http://127.0.0.1:3000';
