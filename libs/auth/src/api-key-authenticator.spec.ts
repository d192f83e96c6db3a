import { ApiKeyAuthenticator } from './api-key-authenticator.service';
import { generateApiKey } from './api-key-format';
import type { ApiKeyRevocationBus } from './api-key-revocation.bus';
import type { ApiKeysRepository } from './api-keys.repository';
import type { LastUsedTracker } from './last-used-tracker.service';

/** Concurrent misses for one key share one lookup, unless a revocation came since it began. */
describe('ApiKeyAuthenticator lookups', () => {
  const key = generateApiKey();
  const row = (revoked: boolean) => ({
    id: key.id,
    workspaceId: 'ws',
    secretHash: key.secretHash,
    scopes: ['events:write'],
    expiresAt: null,
    revokedAt: revoked ? new Date() : null,
  });

  function setup() {
    const lookups: { resolve: (revoked: boolean) => void; reject: (err: Error) => void }[] = [];
    const repository = {
      findForAuthentication: () =>
        new Promise((resolve, reject) => {
          lookups.push({ resolve: (revoked) => resolve(row(revoked)), reject });
        }),
    } as unknown as ApiKeysRepository;
    let revoke: (event: { keyId: string }) => void = () => undefined;
    const bus = {
      onRevocation: (listener: typeof revoke) => {
        revoke = listener;
      },
    } as unknown as ApiKeyRevocationBus;
    const lastUsed = { record: () => undefined } as unknown as LastUsedTracker;
    const auth = new ApiKeyAuthenticator(repository, lastUsed, bus, {
      cacheTtlMs: 60_000,
      lastUsedFlushMs: 1000,
    });
    return { auth, lookups, revoke: () => revoke({ keyId: key.id }) };
  }
  const header = `Bearer ${key.key}`;
  const settle = () => new Promise((r) => setImmediate(r));

  it('fifty concurrent requests with an uncached key make one lookup, and all are answered by it', async () => {
    const { auth, lookups } = setup();
    const answers = Promise.all(Array.from({ length: 50 }, () => auth.authenticate(header)));
    await settle();
    expect(lookups).toHaveLength(1);
    lookups[0].resolve(false);
    expect((await answers).map((p) => p.workspaceId)).toEqual(Array(50).fill('ws'));
    // Cached now: no lookup at all.
    await auth.authenticate(header);
    expect(lookups).toHaveLength(1);
  });

  it('a request after a revocation does not join a lookup that began before it', async () => {
    const { auth, lookups, revoke } = setup();
    const early = auth.authenticate(header);
    await settle();
    revoke();
    const late = auth.authenticate(header);
    await settle();
    expect(lookups).toHaveLength(2);
    lookups[0].resolve(false); // read before the revocation: answers the early request only
    lookups[1].resolve(true);
    await expect(early).resolves.toMatchObject({ workspaceId: 'ws' });
    await expect(late).rejects.toMatchObject({ status: 401 });
  });

  it('a failed lookup fails the requests that shared it, and the next request looks up again', async () => {
    const { auth, lookups } = setup();
    const shared = [auth.authenticate(header), auth.authenticate(header)];
    await settle();
    lookups[0].reject(new Error('connection lost'));
    for (const answer of shared) await expect(answer).rejects.toMatchObject({ status: 503 });
    const next = auth.authenticate(header);
    await settle();
    expect(lookups).toHaveLength(2);
    lookups[1].resolve(false);
    await expect(next).resolves.toMatchObject({ workspaceId: 'ws' });
  });
});
