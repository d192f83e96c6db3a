// The console's password rules, checked before sending (the server checks them again): 12 to
// 256 characters, and the confirmation equal to the password.
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 256;

export function passwordProblem(password: string): string | null {
  const length = [...password].length;
  if (length === 0) return 'Enter a password.';
  if (length < PASSWORD_MIN) return `Use at least ${PASSWORD_MIN} characters (this one has ${length}).`;
  if (length > PASSWORD_MAX) return `Use at most ${PASSWORD_MAX} characters.`;
  return null;
}

export function confirmationProblem(password: string, confirmation: string): string | null {
  if (!confirmation) return 'Enter the password again.';
  return password === confirmation ? null : 'The two passwords differ.';
}
