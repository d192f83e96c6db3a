// fragmentToken: the one-time token of a set-password or invitation link, carried in the
// address's #fragment (never sent to a server, so never in a log): "#token=abc" → "abc".
export function fragmentToken(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const token = params.get('token');
  return token && token.trim() ? token.trim() : null;
}
