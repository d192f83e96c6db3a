// The permission check reads the session's list of what the role allows.
import { describe, expect, it } from '@jest/globals';
import { hasPermission, type Permission } from './permissions';

describe('hasPermission', () => {
  it('allows what the membership lists, and nothing else', () => {
    const membership: { scopes: Permission[] } = {
      scopes: ['campaigns:read', 'reports:read', 'webhooks:read', 'members:read'],
    };
    expect(hasPermission(membership, 'campaigns:read')).toBe(true);
    expect(hasPermission(membership, 'campaigns:write')).toBe(false);
    expect(hasPermission(membership, 'keys:manage')).toBe(false);
    expect(hasPermission(membership, 'members:manage')).toBe(false);
  });

  it('allows managing members only where the session lists it (owners)', () => {
    expect(hasPermission({ scopes: ['members:read', 'members:manage'] }, 'members:manage')).toBe(true);
  });
});
