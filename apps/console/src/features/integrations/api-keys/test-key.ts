// Which of a workspace's keys a test event should be sent with (docs/api.md#test-mode): the
// copyable test-event commands name it, so a test stays out of live numbers.
import type { components } from '@/api/schema';

export type ApiKey = components['schemas']['ApiKeyDto'];

/**
 * The test key a test event should be sent with: a usable (not expired) test key that can send
 * events, the newest first; null when the workspace has none. `now` is when the list is judged.
 */
export function usableTestKey(keys: readonly ApiKey[], now = Date.now()): ApiKey | null {
  const usable = keys.filter(
    (key) =>
      key.mode === 'test' &&
      key.revokedAt === null &&
      key.scopes.includes('events:write') &&
      (key.expiresAt === null || new Date(key.expiresAt).getTime() > now),
  );
  return usable.sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0] ?? null;
}
