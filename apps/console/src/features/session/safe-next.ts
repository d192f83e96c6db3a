// safeNext: where to go after signing in, taken from ?next= only when it is an address inside
// the console (a path starting with one "/"), so the parameter cannot send anyone elsewhere.
export function safeNext(value: string | null, fallback = '/workspaces'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  if (value.startsWith('/sign-in')) return fallback;
  return value;
}
