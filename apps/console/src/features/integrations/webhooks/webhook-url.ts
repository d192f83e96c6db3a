// urlProblem: the webhook URL rules the form can check before sending (docs/api.md): absolute,
// http(s), no user name or password, no #fragment, at most 2,048 characters. Whether plain http
// is allowed is the operator's setting, so the server has the last word on that.
export function urlProblem(value: string): string | null {
  const url = value.trim();
  if (!url) return 'Enter the URL deliveries go to.';
  if (url.length > 2048) return 'Use a URL of at most 2,048 characters.';
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'Enter an absolute URL, starting with https://.';
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return 'Use an https:// URL.';
  if (!parsed.hostname) return 'Enter a URL with a host name.';
  if (parsed.username || parsed.password) return 'Remove the user name and password from the URL.';
  if (url.includes('#')) return 'Remove the #fragment: it is never sent to a server.';
  return null;
}
