import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApiKey, createWorkspaceWithKey } from '@app/testing';
import { startGateway } from '../support/gateway';

/** docs/api.md#revoke-a-key: a revocation is effective on every gateway replica within a second. */
describe('revocation across gateway replicas', () => {
  let a: NestFastifyApplication;
  let b: NestFastifyApplication;

  beforeAll(async () => {
    // Two independent gateways, each with its own in-memory key cache (a long TTL, so that only
    // the broadcast can evict), sharing Postgres and Redis as replicas do.
    [a, b] = await Promise.all([
      startGateway({ API_KEY_CACHE_TTL_MS: '600000' }),
      startGateway({ API_KEY_CACHE_TTL_MS: '600000' }),
    ]);
  });
  afterAll(async () => Promise.all([a.close(), b.close()]));

  it('a key revoked through replica A is refused by replica B within one second', async () => {
    const { workspace, key: admin } = await createWorkspaceWithKey(a, ['keys:manage']);
    const victim = await createApiKey(a, workspace.id, { scopes: ['keys:manage'] });
    const listOnB = () =>
      b.inject({
        method: 'GET',
        url: `/v1/workspaces/${workspace.id}/api-keys`,
        headers: { authorization: `Bearer ${victim.key}` },
      });

    // B has authenticated the key, so it is now in B's cache.
    expect((await listOnB()).statusCode).toBe(200);

    const revoked = await a.inject({
      method: 'DELETE',
      url: `/v1/workspaces/${workspace.id}/api-keys/${victim.id}`,
      headers: { authorization: `Bearer ${admin.key}` },
    });
    expect(revoked.statusCode).toBe(200);
    const revokedAt = Date.now();

    // The guarantee is about when B stops accepting the key, not how fast B answers on a loaded
    // machine: every request B *starts* more than a second after the revocation must be refused.
    // So ask until B refuses, and time the start of the last request B still accepted.
    let status = 200;
    let lastAcceptedStart = revokedAt;
    while (Date.now() - revokedAt < 10_000) {
      const startedAt = Date.now();
      status = (await listOnB()).statusCode;
      if (status !== 200) break;
      lastAcceptedStart = startedAt;
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(status).toBe(401);
    expect(lastAcceptedStart - revokedAt).toBeLessThan(1000);
  });

  it('without a revocation, B keeps serving the key from its cache (the test above is not vacuous)', async () => {
    const { workspace, key } = await createWorkspaceWithKey(a, ['keys:manage']);
    const request = () =>
      b.inject({
        method: 'GET',
        url: `/v1/workspaces/${workspace.id}/api-keys`,
        headers: { authorization: `Bearer ${key.key}` },
      });
    expect((await request()).statusCode).toBe(200);
    expect((await request()).statusCode).toBe(200);
  });
});
