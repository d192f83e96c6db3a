// The key a test event is sent with: a test key that can send events and still works, the newest.
import { describe, expect, it } from '@jest/globals';
import { usableTestKey, type ApiKey } from './test-key';

const NOW = Date.parse('2026-11-26T12:00:00Z');

function key(overrides: Partial<ApiKey>): ApiKey {
  return {
    id: 'k1',
    prefix: 'cvk_test_k1',
    workspaceId: 'ws',
    name: 'Test key',
    scopes: ['events:write'],
    mode: 'test',
    createdAt: '2026-11-20T10:00:00.000Z',
    expiresAt: null,
    lastUsedAt: null,
    revokedAt: null,
    ...overrides,
  };
}

describe('usableTestKey', () => {
  it('is null without a test key', () => {
    expect(usableTestKey([key({ mode: 'live', prefix: 'cvk_k1' })], NOW)).toBeNull();
    expect(usableTestKey([], NOW)).toBeNull();
  });

  it('skips test keys that cannot send events, are expired or revoked', () => {
    expect(
      usableTestKey(
        [
          key({ id: 'read', scopes: ['events:read'] }),
          key({ id: 'expired', expiresAt: '2026-11-26T11:59:59.000Z' }),
          key({ id: 'revoked', revokedAt: '2026-11-21T00:00:00.000Z' }),
        ],
        NOW,
      ),
    ).toBeNull();
    expect(usableTestKey([key({ id: 'later', expiresAt: '2026-12-01T00:00:00.000Z' })], NOW)?.id).toBe(
      'later',
    );
  });

  it('takes the newest of several', () => {
    const keys = [
      key({ id: 'old', createdAt: '2026-11-20T10:00:00.000Z' }),
      key({ id: 'new', createdAt: '2026-11-25T10:00:00.000Z' }),
      key({ id: 'live', mode: 'live', createdAt: '2026-11-26T10:00:00.000Z' }),
    ];
    expect(usableTestKey(keys, NOW)?.id).toBe('new');
  });
});
