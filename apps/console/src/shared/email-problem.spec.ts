// The email check the sign-in and invitation forms make before sending.
import { describe, expect, it } from '@jest/globals';
import { emailProblem } from './email-problem';

describe('emailProblem', () => {
  it('accepts an address, spaces around it included', () => {
    expect(emailProblem(' ana@example.com ', 'Enter one.')).toBeUndefined();
  });

  it('says the caller’s sentence for an empty field, and how an address looks otherwise', () => {
    expect(emailProblem('  ', 'Enter one.')).toBe('Enter one.');
    for (const value of ['ana', 'ana@', '@example.com', 'ana maria@example.com'])
      expect(emailProblem(value, 'Enter one.')).toBe('Enter an email address like name@example.com.');
  });
});
