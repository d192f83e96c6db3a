/**
 * What a console user's email must look like. Deliberately loose (one @, a dot in the domain, no
 * spaces): no email is sent yet, so the address is a sign-in name that must only be unambiguous.
 * Comparison ignores case (a unique index on lower(email)); the address is kept as typed.
 */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@.]+$/;
export const EMAIL_MAX_LENGTH = 254;

/** Why `email` is not acceptable, as a sentence; null when it is. */
export function emailProblem(email: string): string | null {
  if (email.length > EMAIL_MAX_LENGTH)
    return `The email address must be at most ${EMAIL_MAX_LENGTH} characters.`;
  if (!EMAIL.test(email)) return `${JSON.stringify(email)} is not an email address such as ada@example.com.`;
  return null;
}
