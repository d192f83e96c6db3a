/**
 * What a console password must be. Length is what matters (NIST SP 800-63B): no composition
 * rules, a minimum long enough for a passphrase, and a maximum that bounds the hashing work.
 * Lengths count characters (code points), not bytes, so accents and emoji count as one.
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;

/** Why `password` is not acceptable, as a sentence that says how to fix it; null when it is. */
export function passwordProblem(password: string): string | null {
  const length = [...password].length;
  if (length === 0)
    return `The password is empty: give one of ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`;
  if (length < PASSWORD_MIN_LENGTH)
    return `The password has ${length} characters; it needs at least ${PASSWORD_MIN_LENGTH} (a few words make a good one).`;
  if (length > PASSWORD_MAX_LENGTH)
    return `The password has ${length} characters; it can have at most ${PASSWORD_MAX_LENGTH}.`;
  if (password.trim() === '') return 'The password is only whitespace: use letters, digits or symbols too.';
  return null;
}
