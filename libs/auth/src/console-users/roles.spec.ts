import { SCOPES } from '../scopes';
import { isRole, ROLE_SCOPES, ROLES } from './roles';

describe('roles', () => {
  it('are owner, admin and viewer', () => {
    expect(ROLES).toEqual(['owner', 'admin', 'viewer']);
    expect(isRole('admin')).toBe(true);
    expect(isRole('Admin')).toBe(false);
    expect(isRole('member')).toBe(false);
  });

  it('owner and admin carry every scope of the API (keys, webhooks, campaigns, reports)', () => {
    expect([...ROLE_SCOPES.owner].sort()).toEqual([...SCOPES].sort());
    expect([...ROLE_SCOPES.admin].sort()).toEqual([...SCOPES].sort());
  });

  it('viewer carries the read scopes only', () => {
    expect([...ROLE_SCOPES.viewer].sort()).toEqual(
      ['campaigns:read', 'events:read', 'reports:read', 'webhooks:read'].sort(),
    );
    expect(ROLE_SCOPES.viewer.some((s) => s.endsWith(':write') || s.endsWith(':manage'))).toBe(false);
  });
});
