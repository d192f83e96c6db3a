// The webhook URL checks the form makes before sending.
import { describe, expect, it } from '@jest/globals';
import { urlProblem } from './webhook-url';

describe('urlProblem', () => {
  it('accepts an absolute https URL', () => {
    expect(urlProblem('https://shop.example.com/webhooks')).toBeNull();
  });

  it('names what is wrong', () => {
    expect(urlProblem('')).toMatch(/Enter/);
    expect(urlProblem('shop.example.com')).toMatch(/absolute/);
    expect(urlProblem('ftp://shop.example.com')).toMatch(/https/);
    expect(urlProblem('https://user:pw@shop.example.com')).toMatch(/user name/);
    expect(urlProblem('https://shop.example.com/#x')).toMatch(/fragment/);
    expect(urlProblem(`https://shop.example.com/${'a'.repeat(2048)}`)).toMatch(/2,048/);
  });
});
