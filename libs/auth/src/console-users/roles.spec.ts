import { SCOPES } from '../scopes';
import { isRole, ROLE_PERMISSIONS, ROLES } from './roles';

describe('roles', () => {
  it('are owner, admin and viewer', () => {
    expect(ROLES).toEqual(['owner', 'admin', 'viewer']);
    expect(isRole('admin')).toBe(true);
    expect(isRole('Admin')).toBe(false);
    expect(isRole('member')).toBe(false);
  });

  it('owner carries every scope of the API and manages members', () => {
    expect([...ROLE_PERMISSIONS.owner].sort()).toEqual([...SCOPES, 'members:manage', 'members:read'].sort());
  });

  it('admin carries every scope of the API but does not manage members', () => {
    expect([...ROLE_PERMISSIONS.admin].sort()).toEqual([...SCOPES, 'members:read'].sort());
    expect(ROLE_PERMISSIONS.admin).not.toContain('members:manage');
  });

  it('viewer carries the read permissions only', () => {
    expect([...ROLE_PERMISSIONS.viewer].sort()).toEqual(
      ['campaigns:read', 'events:read', 'members:read', 'reports:read', 'webhooks:read'].sort(),
    );
    expect(ROLE_PERMISSIONS.viewer.some((s) => s.endsWith(':write') || s.endsWith(':manage'))).toBe(false);
  });
});
