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

    let status = 200;
    while (Date.now() - revokedAt < 1000) {
      status = (await listOnB()).statusCode;
      if (status === 401) break;
      await new Promise((r) => setTimeout(r, 10));
    }
    const elapsed = Date.now() - revokedAt;
    expect(status).toBe(401);
    expect(elapsed).toBeLessThan(1000);
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
