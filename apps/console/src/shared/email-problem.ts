// emailProblem: the email check forms make before sending: something, an @, something, no
// spaces. Whether the address exists is for the server (or the mailbox) to say.
export function emailProblem(value: string, whenEmpty: string): string | undefined {
  const email = value.trim();
  if (!email) return whenEmpty;
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) return 'Enter an email address like name@example.com.';
  return undefined;
}
