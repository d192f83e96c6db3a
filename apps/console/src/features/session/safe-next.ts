// safeNext: where to go after signing in, taken from ?next= only when it is an address inside
// the console (a path starting with one "/"), so the parameter cannot send anyone elsewhere; null
// when there is none to follow (the user then starts where landing.ts says).
export function safeNext(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  if (value.startsWith('/sign-in')) return null;
  return value;
}
