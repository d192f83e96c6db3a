import { emailProblem } from './email-address';

describe('email address', () => {
  it.each(['ada@example.com', 'Ada.Lovelace+console@sub.example.co.uk'])('accepts %s', (email) => {
    expect(emailProblem(email)).toBeNull();
  });

  it.each(['ada', 'ada@example', '@example.com', 'ada @example.com', 'ada@@example.com', 'ada@example.'])(
    'refuses %s',
    (email) => {
      expect(emailProblem(email)).toMatch(/is not an email address such as ada@example.com/);
    },
  );

  it('refuses an address longer than 254 characters', () => {
    expect(emailProblem(`${'a'.repeat(250)}@example.com`)).toMatch(/at most 254/);
  });
});
