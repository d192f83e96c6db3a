import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { CreatedApiKey, generateApiKey } from '@app/auth';
import { createApiKey, createWorkspace, createWorkspaceWithKey } from '@app/testing';
import { startGateway } from '../support/gateway';

/**
 * docs/api.md#authentication: every form of credential, right and wrong, on one route. That every route
 * applies the same rules is auth-matrix.e2e-spec.ts, generated from the OpenAPI document.
 */
describe('credential forms (GET /v1/workspaces/:id/api-keys, scope keys:manage)', () => {
  let app: NestFastifyApplication;
  let workspaceId: string;
  let good: CreatedApiKey;
  let revoked: CreatedApiKey;
  let expired: CreatedApiKey;
  let noScope: CreatedApiKey;
  let otherWorkspaceKey: CreatedApiKey;

  beforeAll(async () => {
    app = await startGateway();
    const setup = await createWorkspaceWithKey(app, ['keys:manage']);
    workspaceId = setup.workspace.id;
    good = setup.key;
    revoked = await createApiKey(app, workspaceId, { scopes: ['keys:manage'] });
    await app.inject({
      method: 'DELETE',
      url: `/v1/workspaces/${workspaceId}/api-keys/${revoked.id}`,
      headers: { authorization: `Bearer ${good.key}` },
    });
    expired = await createApiKey(app, workspaceId, {
      scopes: ['keys:manage'],
      expiresAt: new Date(Date.now() + 60_000),
    });
    // Move the expiry into the past directly: waiting for it would slow the suite down.
    await app
      .get(DataSource)
      .query(`UPDATE api_keys SET expires_at = now() - interval '1 second' WHERE id = $1`, [expired.id]);
    noScope = await createApiKey(app, workspaceId, { scopes: ['events:write', 'events:read'] });
    const other = await createWorkspace(app);
    otherWorkspaceKey = await createApiKey(app, other.id, { scopes: ['keys:manage'] });
  });

  afterAll(async () => app.close());

  const get = (authorization: string | undefined, ws = workspaceId) =>
    app.inject({
      method: 'GET',
      url: `/v1/workspaces/${ws}/api-keys`,
      headers: authorization === undefined ? {} : { authorization },
    });

  const rows: [string, () => string | undefined][] = [
    ['no header', () => undefined],
    ['wrong scheme (Basic)', () => `Basic ${Buffer.from('user:pass').toString('base64')}`],
    ['bearer with garbage', () => 'Bearer not-a-key'],
    [
      'a key with a broken checksum',
      () => `Bearer ${good.key.slice(0, -1)}${good.key.endsWith('A') ? 'B' : 'A'}`,
    ],
    ['an unknown key (well-formed, valid checksum, never stored)', () => `Bearer ${generateApiKey().key}`],
    ['a revoked key', () => `Bearer ${revoked.key}`],
    ['an expired key', () => `Bearer ${expired.key}`],
  ];

  it.each(rows)('401 unauthenticated with WWW-Authenticate: Bearer for %s', async (_name, header) => {
    const res = await get(header());
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(res.json()).toMatchObject({ status: 401, code: 'unauthenticated', title: 'Unauthenticated' });
    expect(res.json().detail).toEqual(expect.any(String));
  });

  it('403 workspace_forbidden for a key of another, existing workspace', async () => {
    const res = await get(`Bearer ${otherWorkspaceKey.key}`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'workspace_forbidden' });
  });

  it('403 workspace_forbidden, with the very same body, for a workspace that does not exist', async () => {
    const existing = await get(`Bearer ${good.key}`, (await createWorkspace(app)).id);
    const missing = await get(`Bearer ${good.key}`, randomUUID());
    expect(missing.statusCode).toBe(403);
    const strip = (body: Record<string, unknown>) => ({ ...body, instance: undefined, requestId: undefined });
    expect(strip(missing.json())).toEqual(strip(existing.json()));
  });

  it('403 insufficient_scope naming the missing scope', async () => {
    const res = await get(`Bearer ${noScope.key}`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'insufficient_scope', missingScopes: ['keys:manage'] });
    expect(res.json().detail).toContain('"keys:manage"');
    expect(res.headers['www-authenticate']).toContain('scope="keys:manage"');
  });

  it('200 for the right key, and the scheme is case-insensitive', async () => {
    const res = await get(`Bearer ${good.key}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((k: { id: string }) => k.id)).toContain(good.id);
    expect((await get(`bearer ${good.key}`)).statusCode).toBe(200);
  });

  it('200 for the workspace id in upper case: the same UUID', async () => {
    const res = await get(`Bearer ${good.key}`, workspaceId.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((k: { workspaceId: string }) => k.workspaceId)).toContain(workspaceId);
  });
});
