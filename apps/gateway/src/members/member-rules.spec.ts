import { lastOwnerRefusal } from './member-rules';

describe('lastOwnerRefusal', () => {
  const one = [
    { userId: 'a', role: 'owner' as const },
    { userId: 'b', role: 'admin' as const },
  ];
  const two = [...one, { userId: 'c', role: 'owner' as const }];

  it('refuses removing or demoting the last owner', () => {
    expect(lastOwnerRefusal(one, 'a', null)).toMatch(/cannot be removed/);
    expect(lastOwnerRefusal(one, 'a', 'viewer')).toMatch(/cannot become viewer/);
  });

  it('allows it when another owner remains', () => {
    expect(lastOwnerRefusal(two, 'a', null)).toBeNull();
    expect(lastOwnerRefusal(two, 'a', 'admin')).toBeNull();
  });

  it('never stands in the way of other members, or of keeping the owner an owner', () => {
    expect(lastOwnerRefusal(one, 'b', null)).toBeNull();
    expect(lastOwnerRefusal(one, 'b', 'owner')).toBeNull();
    expect(lastOwnerRefusal(one, 'a', 'owner')).toBeNull();
    expect(lastOwnerRefusal(one, 'nobody', null)).toBeNull();
  });
});
