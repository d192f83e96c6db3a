import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from './password-rules';

describe('password rules', () => {
  it.each([
    ['12 characters', 'a'.repeat(12)],
    ['256 characters', 'a'.repeat(256)],
    ['a passphrase with spaces', 'correct horse battery staple'],
    ['12 emoji (code points, not UTF-16 units)', '🔑'.repeat(12)],
  ])('accepts %s', (_case, password) => {
    expect(passwordProblem(password)).toBeNull();
  });

  it.each([
    ['an empty password', '', /empty/],
    ['11 characters', 'a'.repeat(11), /has 11 characters; it needs at least 12/],
    ['257 characters', 'a'.repeat(257), /has 257 characters; it can have at most 256/],
    ['only whitespace', ' \t'.repeat(10), /only whitespace/],
    ['6 emoji (12 UTF-16 units)', '🔑'.repeat(6), /has 6 characters/],
  ])('refuses %s with a sentence saying how to fix it', (_case, password, message) => {
    expect(passwordProblem(password)).toMatch(message);
  });

  it('declares its bounds', () => {
    expect([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]).toEqual([12, 256]);
  });
});
