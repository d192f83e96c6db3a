// The small rules of signing in: where ?next= may lead, where a user starts without one, the
// token of a one-time link, and the password rules.
import { describe, expect, it } from '@jest/globals';
import { fragmentToken } from './fragment-token';
import { landingPath } from './landing';
import { confirmationProblem, passwordProblem } from './password-rules';
import { safeNext } from './safe-next';

describe('safeNext', () => {
  it('keeps addresses inside the console', () => {
    expect(safeNext('/workspaces/abc/integrations?x=1')).toBe('/workspaces/abc/integrations?x=1');
  });

  it('refuses anything that could leave it', () => {
    for (const value of [null, '', 'https://evil.example', '//evil.example', '/\\evil.example', 'workspaces'])
      expect(safeNext(value)).toBeNull();
    expect(safeNext('/sign-in?next=/x')).toBeNull();
  });
});

describe('landingPath', () => {
  const workspace = (id: string) => ({ id, name: id, role: 'owner' as const, scopes: [] });

  it('opens the one workspace of a user who has exactly one', () => {
    expect(landingPath({ workspaces: [workspace('ws-1')] })).toBe('/workspaces/ws-1');
  });

  it('lists them when there are several, or none', () => {
    expect(landingPath({ workspaces: [workspace('ws-1'), workspace('ws-2')] })).toBe('/workspaces');
    expect(landingPath({ workspaces: [] })).toBe('/workspaces');
    expect(landingPath(null)).toBe('/workspaces');
  });
});

describe('fragmentToken', () => {
  it('reads #token=', () => {
    expect(fragmentToken('#token=abc-123')).toBe('abc-123');
    expect(fragmentToken('#token=')).toBeNull();
    expect(fragmentToken('')).toBeNull();
  });
});

describe('password rules', () => {
  it('takes 12 to 256 characters', () => {
    expect(passwordProblem('a'.repeat(11))).toMatch(/at least 12/);
    expect(passwordProblem('a'.repeat(12))).toBeNull();
    expect(passwordProblem('a'.repeat(257))).toMatch(/at most 256/);
    expect(confirmationProblem('a', 'b')).toMatch(/differ/);
  });
});
