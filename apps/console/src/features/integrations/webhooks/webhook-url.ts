// The webhook URL rules the form can check before sending (docs/api.md): absolute, a scheme this
// instance accepts, no user name or password, no #fragment, at most 2,048 characters; and the
// hint that tells the user those rules. Which schemes are accepted is the operator's setting
// (WEBHOOK_ALLOW_HTTP), which the API states with the endpoint list (urlSchemes); until it is
// known the form lets both through and the server has the last word.
import type { components } from '@/api/schema';

export type UrlScheme = components['schemas']['WebhookEndpointListDto']['urlSchemes'][number];

const BOTH: readonly UrlScheme[] = ['https', 'http'];

export function urlProblem(value: string, schemes: readonly UrlScheme[] = BOTH): string | null {
  const url = value.trim();
  if (!url) return 'Enter the URL deliveries go to.';
  if (url.length > 2048) return 'Use a URL of at most 2,048 characters.';
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'Enter an absolute URL, starting with https://.';
  }
  const scheme = parsed.protocol.slice(0, -1);
  if (!schemes.includes(scheme as UrlScheme)) {
    return schemes.includes('http')
      ? 'Use an https:// or http:// URL.'
      : 'Use an https:// URL: this instance accepts https only.';
  }
  if (!parsed.hostname) return 'Enter a URL with a host name.';
  if (parsed.username || parsed.password) return 'Remove the user name and password from the URL.';
  if (url.includes('#')) return 'Remove the #fragment: it is never sent to a server.';
  return null;
}

/** What the URL field says it takes, for this instance's schemes (undefined: not known yet). */
export function urlHint(schemes: readonly UrlScheme[] | undefined): string {
  const example = 'e.g. https://shop.example.com/webhooks/conversions';
  if (!schemes) return `An address that accepts POST requests, ${example}.`;
  if (!schemes.includes('http')) {
    return `An https address that accepts POST requests, ${example}. This instance accepts https only.`;
  }
  return (
    `An https or http address that accepts POST requests, ${example}. This instance also accepts ` +
    'plain http, for local development (http://127.0.0.1:4000/hooks); deliveries reach loopback ' +
    "and private addresses only within the webhook dispatcher's WEBHOOK_ALLOWED_CIDRS."
  );
}
