import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import {
  ApiKeyAuthenticator,
  ApiKeysService,
  LastUsedTracker,
  MAX_ACTIVE_KEYS_PER_WORKSPACE,
} from '@app/auth';
import { createWorkspace, createWorkspaceWithKey } from '@app/testing';
import { startGateway } from '../support/gateway';

describe('API keys management API', () => {
  let app: NestFastifyApplication;
  let workspaceId: string;
  let admin: string;

  beforeAll(async () => {
    // No periodic flush during the test: the lastUsedAt test flushes by hand.
    app = await startGateway({ API_KEY_LAST_USED_FLUSH_MS: '3600000' });
    const setup = await createWorkspaceWithKey(app, ['keys:manage']);
    workspaceId = setup.workspace.id;
    admin = `Bearer ${setup.key.key}`;
  });
  afterAll(async () => app.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', path = '', payload?: object) =>
    app.inject({
      method,
      url: `/v1/workspaces/${workspaceId}/api-keys${path}`,
      headers: { authorization: admin },
      ...(payload ? { payload } : {}),
    });

  it('creates a key: 201, Location, the whole key once, and a recognisable prefix', async () => {
    const res = await call('POST', '', { name: 'Shop backend', scopes: ['events:write', 'events:read'] });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.key).toMatch(/^cvk_[0-9A-Za-z]{16}_[0-9A-Za-z]{38}$/);
    expect(body).toMatchObject({
      prefix: `cvk_${body.id}`,
      mode: 'live',
      workspaceId,
      name: 'Shop backend',
      scopes: ['events:write', 'events:read'],
      expiresAt: null,
      lastUsedAt: null,
      revokedAt: null,
    });
    expect(res.headers.location).toBe(`/v1/workspaces/${workspaceId}/api-keys/${body.id}`);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('creates a test key: cvk_test_, mode test in every answer, and it authenticates as a test caller', async () => {
    const res = await call('POST', '', { name: 'Staging', scopes: ['events:read'], mode: 'test' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.key).toMatch(/^cvk_test_[0-9A-Za-z]{16}_[0-9A-Za-z]{38}$/);
    expect(body).toMatchObject({ prefix: `cvk_test_${body.id}`, mode: 'test' });
    expect((await call('GET', `/${body.id}`)).json()).toMatchObject({
      mode: 'test',
      prefix: `cvk_test_${body.id}`,
    });
    const listed = (await call('GET')).json().data as { id: string; mode: string }[];
    expect(listed.find((k) => k.id === body.id)?.mode).toBe('test');
    expect(listed.filter((k) => k.id !== body.id).every((k) => k.mode === 'live')).toBe(true);

    const principal = await app.get(ApiKeyAuthenticator).authenticate(`Bearer ${body.key}`);
    expect(principal).toMatchObject({ keyId: body.id, workspaceId, mode: 'test' });
    const read = await app.inject({
      method: 'GET',
      url: `/v1/workspaces/${workspaceId}/events`,
      headers: { authorization: `Bearer ${body.key}` },
    });
    expect(read.statusCode).toBe(200);
  });

  it('refuses a mode other than live or test, naming the field', async () => {
    const res = await call('POST', '', { name: 'x', scopes: ['events:read'], mode: 'sandbox' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      expect.objectContaining({
        field: 'mode',
        message: expect.stringContaining('"live" (the default) or "test"'),
      }),
    ]);
  });

  it('shows the secret once: list and get never return it, and no database column holds it', async () => {
    const created = (await call('POST', '', { name: 'Once', scopes: ['events:read'] })).json();
    const secretPart = created.key.split('_')[2] as string;

    const list = await call('GET');
    const one = await call('GET', `/${created.id}`);
    for (const res of [list, one]) {
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(secretPart);
      expect(res.body).not.toMatch(/"key"|secretHash|secret_hash/);
    }
    expect(one.json()).toMatchObject({ id: created.id, prefix: created.prefix, name: 'Once' });

    // Read every column of every table in the gateway schema as text and look for the secret.
    const db = app.get(DataSource);
    const tables: { table_name: string }[] = await db.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()`,
    );
    expect(tables.map((t) => t.table_name)).toContain('api_keys');
    for (const { table_name } of tables) {
      const rows: { row: string }[] = await db.query(`SELECT t::text AS row FROM "${table_name}" t`);
      for (const { row } of rows) {
        expect(row).not.toContain(secretPart);
        expect(row).not.toContain(created.key);
      }
    }
    const [stored] = await db.query(`SELECT encode(secret_hash, 'hex') AS hash FROM api_keys WHERE id = $1`, [
      created.id,
    ]);
    expect(stored.hash).toHaveLength(64);
  });

  it('rejects bad bodies, naming every field and the fix', async () => {
    const res = await call('POST', '', {
      name: '',
      scopes: ['events:write', 'events:wrte'],
      expiresAt: 'tomorrow',
      scops: [],
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('validation_failed');
    const fields = body.errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['name', 'scopes', 'expiresAt', 'scops']));
    const unknown = body.errors.find((e: { field: string }) => e.field === 'scops');
    expect(unknown).toMatchObject({ code: 'unknown_field' });
    expect(unknown.message).toContain('scopes');
  });

  it('rejects an expiry in the past', async () => {
    const res = await call('POST', '', {
      name: 'x',
      scopes: ['events:read'],
      expiresAt: '2020-01-01T00:00:00Z',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      expect.objectContaining({ field: 'expiresAt', code: 'invalid_value' }),
    ]);
  });

  it('revokes idempotently, drops the key from the list, and 404s on an unknown id', async () => {
    const created = (await call('POST', '', { name: 'Temp', scopes: ['events:read'] })).json();
    const first = await call('DELETE', `/${created.id}`);
    expect(first.statusCode).toBe(200);
    expect(first.json().revokedAt).toEqual(expect.any(String));
    const second = await call('DELETE', `/${created.id}`);
    expect(second.json().revokedAt).toBe(first.json().revokedAt);
    expect((await call('GET')).json().data.map((k: { id: string }) => k.id)).not.toContain(created.id);
    const missing = await call('DELETE', '/doesnotexist0000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('not_found');
  });

  it('keeps lastUsedAt without a write per request: in memory first, then one flush', async () => {
    const created = (await call('POST', '', { name: 'Used', scopes: ['keys:manage'] })).json();
    const before = Date.now();
    await app.inject({
      method: 'GET',
      url: `/v1/workspaces/${workspaceId}/api-keys`,
      headers: { authorization: `Bearer ${created.key}` },
    });
    const db = app.get(DataSource);
    const [unflushed] = await db.query(`SELECT last_used_at FROM api_keys WHERE id = $1`, [created.id]);
    expect(unflushed.last_used_at).toBeNull();
    // The API already shows it from this replica's memory.
    const shown = (await call('GET', `/${created.id}`)).json();
    expect(Date.parse(shown.lastUsedAt)).toBeGreaterThanOrEqual(before);

    await app.get(LastUsedTracker).flush();
    const [flushed] = await db.query(`SELECT last_used_at FROM api_keys WHERE id = $1`, [created.id]);
    expect(new Date(flushed.last_used_at).getTime()).toBeGreaterThanOrEqual(before);
  });

  it(`holds at most ${MAX_ACTIVE_KEYS_PER_WORKSPACE} usable keys per workspace, even when created concurrently`, async () => {
    const { id } = await createWorkspace(app);
    const keys = app.get(ApiKeysService);
    const attempts = await Promise.allSettled(
      Array.from({ length: MAX_ACTIVE_KEYS_PER_WORKSPACE + 5 }, (_, i) =>
        keys.create(id, { name: `k${i}`, scopes: ['events:read'] }),
      ),
    );
    const refused = attempts.filter((a) => a.status === 'rejected');
    expect(attempts.length - refused.length).toBe(MAX_ACTIVE_KEYS_PER_WORKSPACE);
    expect(refused).toHaveLength(5);
    expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({
      status: 409,
      code: 'limit_exceeded',
    });

    // A revoked key frees its place.
    const first = attempts.find((a) => a.status === 'fulfilled') as PromiseFulfilledResult<{ id: string }>;
    await keys.revoke(id, first.value.id);
    await expect(keys.create(id, { name: 'again', scopes: ['events:read'] })).resolves.toMatchObject({
      name: 'again',
    });
  });
});
