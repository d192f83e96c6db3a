// A declared route's address as its frame's <Route> takes it: relative to the frame's own
// address, and '' for the frame's index page.
export function relativePath(path: string, base: string): string {
  if (path === base) return '';
  const prefix = `${base}/`;
  if (!path.startsWith(prefix)) throw new Error(`the route ${path} is not under ${base || '/'}`);
  return path.slice(prefix.length);
}
