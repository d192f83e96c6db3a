import { crossSiteRefusal, csrfTokenFor, csrfTokenMatches, isSafeMethod } from './csrf';

describe('CSRF token', () => {
  it('is bound to the session id', () => {
    const token = csrfTokenFor('session-a');
    expect(csrfTokenMatches('session-a', token)).toBe(true);
    expect(csrfTokenMatches('session-b', token)).toBe(false);
  });

  it('refuses a missing, empty or altered token', () => {
    const token = csrfTokenFor('session-a');
    expect(csrfTokenMatches('session-a', undefined)).toBe(false);
    expect(csrfTokenMatches('session-a', '')).toBe(false);
    expect(csrfTokenMatches('session-a', `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBe(
      false,
    );
    expect(csrfTokenMatches('session-a', `${token}x`)).toBe(false);
  });

  it('is not the session id and does not reveal it', () => {
    expect(csrfTokenFor('session-a')).not.toContain('session-a');
  });
});

describe('crossSiteRefusal', () => {
  const allowed = new Set(['https://console.example.com']);

  it('accepts same-origin requests and requests without browser headers', () => {
    expect(crossSiteRefusal({ secFetchSite: 'same-origin' }, allowed)).toBeNull();
    expect(crossSiteRefusal({}, allowed)).toBeNull();
  });

  it('refuses any other Sec-Fetch-Site, even same-site', () => {
    expect(crossSiteRefusal({ secFetchSite: 'cross-site' }, allowed)).toMatch(/another site/);
    expect(crossSiteRefusal({ secFetchSite: 'same-site' }, allowed)).toMatch(/same-site/);
    expect(crossSiteRefusal({ secFetchSite: 'none' }, allowed)).not.toBeNull();
  });

  it('accepts the configured origin and the origin of the Host the request was sent to', () => {
    expect(crossSiteRefusal({ origin: 'https://console.example.com' }, allowed)).toBeNull();
    expect(crossSiteRefusal({ origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' }, allowed)).toBeNull();
  });

  it('refuses another origin, a look-alike and an unparsable one', () => {
    expect(crossSiteRefusal({ origin: 'https://evil.example', host: '127.0.0.1:3000' }, allowed)).toMatch(
      /another origin/,
    );
    expect(
      crossSiteRefusal({ origin: 'https://console.example.com.evil.example', host: 'x' }, allowed),
    ).not.toBeNull();
    expect(crossSiteRefusal({ origin: 'null', host: '127.0.0.1:3000' }, allowed)).not.toBeNull();
  });

  it('knows which methods change nothing', () => {
    expect(isSafeMethod('GET')).toBe(true);
    expect(isSafeMethod('head')).toBe(true);
    expect(isSafeMethod('POST')).toBe(false);
    expect(isSafeMethod('DELETE')).toBe(false);
  });
});
