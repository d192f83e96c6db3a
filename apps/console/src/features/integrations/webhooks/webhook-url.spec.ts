// The webhook URL checks the form makes before sending, and the hint that states them for this
// instance's schemes.
import { describe, expect, it } from '@jest/globals';
import { urlHint, urlProblem } from './webhook-url';

describe('urlProblem', () => {
  it('accepts an absolute https URL', () => {
    expect(urlProblem('https://shop.example.com/webhooks')).toBeNull();
    expect(urlProblem('https://shop.example.com/webhooks', ['https'])).toBeNull();
  });

  it('names what is wrong', () => {
    expect(urlProblem('')).toMatch(/Enter/);
    expect(urlProblem('shop.example.com')).toMatch(/absolute/);
    expect(urlProblem('ftp://shop.example.com')).toMatch(/https/);
    expect(urlProblem('https://user:pw@shop.example.com')).toMatch(/user name/);
    expect(urlProblem('https://shop.example.com/#x')).toMatch(/fragment/);
    expect(urlProblem(`https://shop.example.com/${'a'.repeat(2048)}`)).toMatch(/2,048/);
  });

  it('takes http only where the instance accepts it', () => {
    expect(urlProblem('http://127.0.0.1:4000/hooks', ['https', 'http'])).toBeNull();
    expect(urlProblem('http://127.0.0.1:4000/hooks', ['https'])).toBe(
      'Use an https:// URL: this instance accepts https only.',
    );
  });
});

describe('urlHint', () => {
  it('says https only where http is refused', () => {
    expect(urlHint(['https'])).toMatch(/^An https address .*This instance accepts https only\.$/);
  });

  it('says http is accepted too, and what a loopback receiver also needs', () => {
    const hint = urlHint(['https', 'http']);
    expect(hint).toMatch(/^An https or http address/);
    expect(hint).toContain('http://127.0.0.1');
    expect(hint).toContain('WEBHOOK_ALLOWED_CIDRS');
  });

  it('claims neither before the instance has said', () => {
    expect(urlHint(undefined)).toBe(
      'An address that accepts POST requests, e.g. https://shop.example.com/webhooks/conversions.',
    );
  });
});
