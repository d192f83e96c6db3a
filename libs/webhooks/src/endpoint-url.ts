/**
 * What an endpoint URL must be, checked when an endpoint is created or changed (the gateway
 * answers 400 naming the rule) and again before every delivery (the operator may have turned
 * plain http off since). Where the address may point is the dispatcher's SSRF guard's job, at
 * delivery time, when the name is resolved: a name checked now could resolve elsewhere later.
 */
export const ENDPOINT_URL_MAX_LENGTH = 2048;

export interface UrlProblem {
  code: 'invalid_url' | 'url_too_long' | 'insecure_url' | 'url_has_credentials' | 'url_has_fragment';
  message: string;
}

export function endpointUrlProblem(url: string, allowHttp: boolean): UrlProblem | null {
  if (url.length > ENDPOINT_URL_MAX_LENGTH) {
    return {
      code: 'url_too_long',
      message: `must be at most ${ENDPOINT_URL_MAX_LENGTH} characters (got ${url.length}).`,
    };
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { code: 'invalid_url', message: 'must be an absolute URL such as https://example.com/webhooks.' };
  }
  if (parsed.protocol !== 'https:' && !(allowHttp && parsed.protocol === 'http:')) {
    return {
      code: 'insecure_url',
      message: allowHttp
        ? `must use https or http (got ${parsed.protocol.replace(':', '')}).`
        : `must use https (got ${parsed.protocol.replace(':', '')}); plain http is only accepted where the operator allows it.`,
    };
  }
  if (parsed.username || parsed.password) {
    return {
      code: 'url_has_credentials',
      message:
        'must not carry a user name or password; receivers authenticate our requests by their signature (docs/webhooks.md).',
    };
  }
  if (parsed.hash) {
    return {
      code: 'url_has_fragment',
      message: 'must not have a #fragment: it is never sent to the server.',
    };
  }
  if (!parsed.hostname) return { code: 'invalid_url', message: 'must name a host.' };
  return null;
}
