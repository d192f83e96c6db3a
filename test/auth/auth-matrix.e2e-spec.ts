import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { CreatedApiKey, generateApiKey, Scope } from '@app/auth';
import { createApiKey, createWorkspace, createWorkspaceWithKey } from '@app/testing';
import { newEndpointId, newMessageId } from '@app/webhooks';
import { startGateway } from '../support/gateway';

/** DESIGN.md section 4, authentication and authorisation: one row per case. */
describe('authentication matrix (GET /v1/workspaces/:id/api-keys, scope keys:manage)', () => {
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

/** The same matrix for every webhook route: no key, a key without the scope, a key of another workspace. */
describe('authentication matrix: webhook endpoints (webhooks:manage to change, webhooks:read to read)', () => {
  let app: NestFastifyApplication;
  let workspaceId: string;
  let readKey: CreatedApiKey;
  let manageKey: CreatedApiKey;
  let otherScopes: CreatedApiKey;
  let otherWorkspaceKey: CreatedApiKey;
  const endpointId = newEndpointId();
  const messageId = newMessageId();

  beforeAll(async () => {
    app = await startGateway();
    workspaceId = (await createWorkspace(app)).id;
    readKey = await createApiKey(app, workspaceId, { scopes: ['webhooks:read'] });
    manageKey = await createApiKey(app, workspaceId, { scopes: ['webhooks:manage'] });
    otherScopes = await createApiKey(app, workspaceId, {
      scopes: ['events:write', 'events:read', 'campaigns:read', 'keys:manage'],
    });
    const other = await createWorkspace(app);
    otherWorkspaceKey = await createApiKey(app, other.id, { scopes: ['webhooks:manage', 'webhooks:read'] });
  });

  afterAll(async () => app.close());

  const base = '/webhook-endpoints';
  const routes: [
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    scope: Scope,
    body: object | undefined,
  ][] = [
    ['POST', base, 'webhooks:manage', { url: 'https://example.com/hooks' }],
    ['GET', base, 'webhooks:read', undefined],
    ['GET', `${base}/${endpointId}`, 'webhooks:read', undefined],
    ['PATCH', `${base}/${endpointId}`, 'webhooks:manage', { enabled: false }],
    ['DELETE', `${base}/${endpointId}`, 'webhooks:manage', undefined],
    ['POST', `${base}/${endpointId}/rotate-secret`, 'webhooks:manage', {}],
    ['POST', `${base}/${endpointId}/test`, 'webhooks:manage', undefined],
    [
      'POST',
      `${base}/${endpointId}/recover`,
      'webhooks:manage',
      { since: new Date(Date.now() - 3_600_000).toISOString() },
    ],
    ['GET', `${base}/${endpointId}/messages`, 'webhooks:read', undefined],
    ['GET', `${base}/${endpointId}/messages/${messageId}`, 'webhooks:read', undefined],
    ['POST', `${base}/${endpointId}/messages/${messageId}/redeliver`, 'webhooks:manage', undefined],
  ];

  const send = (
    method: string,
    path: string,
    body: object | undefined,
    key?: CreatedApiKey,
    ws = workspaceId,
  ) =>
    app.inject({
      method: method as 'GET',
      url: `/v1/workspaces/${ws}${path}`,
      headers: key ? { authorization: `Bearer ${key.key}` } : {},
      ...(body ? { payload: body } : {}),
    });

  it.each(routes)('%s %s (%s): 401 with no key', async (method, path, _scope, body) => {
    const res = await send(method, path, body);
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(res.json()).toMatchObject({ code: 'unauthenticated' });
  });

  it.each(routes)(
    '%s %s (%s): 403 insufficient_scope naming the scope',
    async (method, path, scope, body) => {
      // A key with other scopes, and the key with the other webhooks scope: reading needs
      // webhooks:read and changing needs webhooks:manage, neither implies the other (as campaigns).
      const sibling = scope === 'webhooks:read' ? manageKey : readKey;
      for (const key of [otherScopes, sibling]) {
        const res = await send(method, path, body, key);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ code: 'insufficient_scope', missingScopes: [scope] });
        expect(res.json().detail).toContain(`"${scope}"`);
        expect(res.headers['www-authenticate']).toContain(`scope="${scope}"`);
      }
    },
  );

  it.each(routes)(
    '%s %s (%s): 403 workspace_forbidden for a key of another workspace',
    async (method, path, _s, body) => {
      const res = await send(method, path, body, otherWorkspaceKey);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'workspace_forbidden' });
    },
  );

  it.each(routes)('%s %s (%s): the right key gets past authorisation', async (method, path, scope, body) => {
    const res = await send(method, path, body, scope === 'webhooks:read' ? readKey : manageKey);
    expect([200, 201, 202, 404]).toContain(res.statusCode);
  });

  it('GET /v1/webhook-event-types needs no key (public documentation data)', async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/webhook-event-types' });
    expect(res.statusCode).toBe(200);
  });
});
