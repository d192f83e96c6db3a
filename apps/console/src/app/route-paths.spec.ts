// Routes are declared with their whole address; each frame's <Route> takes the rest of it.
import { describe, expect, it } from '@jest/globals';
import { relativePath } from './route-paths';

describe('relativePath', () => {
  it('strips the frame address', () => {
    expect(relativePath('/sign-in', '')).toBe('sign-in');
    expect(relativePath('/workspaces/:workspaceId/campaigns/new', '/workspaces/:workspaceId')).toBe(
      'campaigns/new',
    );
  });

  it('makes the frame address itself the index page', () => {
    expect(relativePath('/workspaces/:workspaceId', '/workspaces/:workspaceId')).toBe('');
  });

  it('refuses a route outside its frame', () => {
    expect(() => relativePath('/members', '/workspaces/:workspaceId')).toThrow(/not under/);
  });
});
