import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { ContactHasher } from '@app/privacy';
import { createApiKey, createWorkspaceWithKey } from '@app/testing';
import { startGateway } from '../support/gateway';
import { getJson, MANUAL_ERASURE_ENV, postErasure } from '../support/privacy';

/**
 * The suppression list's API (docs/api.md#suppression): scope privacy:manage, RFC 9457 errors
 * naming the field, keyed hashes only (never a contactId in the table or the list), 201 or 200 by
 * whether anything changed, paging newest first, and lifting by contactId (404 when not
 * suppressed, 409 while the suppression's erasure request is open).
 */
describe('suppressions API', () => {
  let app: NestFastifyApplication;
  let db: DataSource;
  let hasher: ContactHasher;
  let ws: string;
  let key: string;
  const base = () => `/v1/workspaces/${ws}/suppressions`;

  const post = (body: unknown, as = key) =>
    app.inject({
      method: 'POST',
      url: base(),
      headers: { authorization: `Bearer ${as}`, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
  const lift = (contactId: string, as = key) =>
    app.inject({
      method: 'DELETE',
      url: `${base()}/${encodeURIComponent(contactId)}`,
      headers: { authorization: `Bearer ${as}` },
    });
  const contact = () => `c-${randomUUID()}`;

  beforeAll(async () => {
    app = await startGateway(MANUAL_ERASURE_ENV);
    db = app.get(DataSource);
    hasher = app.get(ContactHasher);
    const setup = await createWorkspaceWithKey(app, ['privacy:manage']);
    ws = setup.workspace.id;
    key = setup.key.key;
  });
  afterAll(async () => app.close());

  it('suppresses: 201 with each contact once, in the order first sent, by its keyed hash; 200 when all already were', async () => {
    const [a, b] = [contact(), contact()];
    const res = await post({ contactIds: [a, b, a] });
    expect(res.statusCode).toBe(201);
    const { results } = res.json();
    expect(results).toEqual([
      {
        contactId: a,
        contactHash: hasher.hex(ws, a),
        reason: 'manual',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        erasureRequestId: null,
        created: true,
      },
      expect.objectContaining({ contactId: b, contactHash: hasher.hex(ws, b), created: true }),
    ]);

    const again = await post({ contactIds: [b, a] });
    expect(again.statusCode).toBe(200);
    expect(again.json().results).toEqual([
      { ...results[1], created: false },
      { ...results[0], created: false },
    ]);

    const c = contact();
    const mixed = await post({ contactIds: [a, c] });
    expect(mixed.statusCode).toBe(201);
    expect(mixed.json().results.map((r: { created: boolean }) => r.created)).toEqual([false, true]);
  });

  it('the table and the list hold keyed hashes only, never a contactId', async () => {
    const contactId = `findable-${randomUUID()}`;
    await post({ contactIds: [contactId] });
    const columns = await db.query(
      `SELECT column_name AS name FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = 'suppressions' ORDER BY 1`,
    );
    expect(columns.map((c: { name: string }) => c.name)).toEqual([
      'contact_hash',
      'created_at',
      'erasure_request_id',
      'reason',
      'workspace_id',
    ]);
    const rows = await db.query(
      `SELECT encode(contact_hash, 'escape') AS raw, encode(contact_hash, 'hex') AS hex, reason FROM suppressions WHERE workspace_id = $1`,
      [ws],
    );
    expect(JSON.stringify(rows)).not.toContain(contactId);
    expect(rows.map((r: { hex: string }) => r.hex)).toContain(hasher.hex(ws, contactId));
    const list = await getJson(app, key, `${base()}?limit=200`);
    expect(list.body).not.toContain(contactId);
  });

  it('lists newest first, by hash, and pages with nextCursor', async () => {
    // A workspace of its own, so the page holds exactly what this test made.
    const setup = await createWorkspaceWithKey(app, ['privacy:manage']);
    const url = `/v1/workspaces/${setup.workspace.id}/suppressions`;
    const contacts = [contact(), contact(), contact()];
    for (const c of contacts) {
      const res = await app.inject({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${setup.key.key}`, 'content-type': 'application/json' },
        payload: JSON.stringify({ contactIds: [c] }),
      });
      expect(res.statusCode).toBe(201);
      await new Promise((r) => setTimeout(r, 5));
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: {
        statusCode: number;
        json(): { data: { contactHash: string }[]; nextCursor: string | null };
      } = await getJson(app, setup.key.key, `${url}?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.statusCode).toBe(200);
      const body = page.json();
      seen.push(...body.data.map((d) => d.contactHash));
      cursor = body.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...contacts].reverse().map((c) => hasher.hex(setup.workspace.id, c)));
    const first = (await getJson(app, setup.key.key, `${url}?limit=1`)).json();
    expect(first.data[0]).toEqual({
      contactHash: hasher.hex(setup.workspace.id, contacts[2]),
      reason: 'manual',
      createdAt: expect.any(String),
      erasureRequestId: null,
    });
  });

  it.each([
    ['limit 0', '?limit=0', 'limit'],
    ['limit over 200', '?limit=201', 'limit'],
    ['a cursor this API did not give', '?cursor=bm9wZQ', 'cursor'],
  ])('the list: 400 naming the field, %s', async (_, query, field) => {
    const res = await getJson(app, key, `${base()}${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      errors: [expect.objectContaining({ field })],
    });
  });

  it.each([
    ['missing contactIds', {}, 'contactIds', 'required'],
    ['contactIds not an array', { contactIds: 'c-1' }, 'contactIds', 'invalid_type'],
    ['an empty list', { contactIds: [] }, 'contactIds', 'invalid_length'],
    [
      'more than 1000',
      { contactIds: Array.from({ length: 1001 }, (_, i) => `c-${i}`) },
      'contactIds',
      'invalid_length',
    ],
    ['a contactId that is not a string', { contactIds: ['ok', 42] }, 'contactIds[1]', 'invalid_type'],
    ['an empty contactId', { contactIds: ['ok', ''] }, 'contactIds[1]', 'invalid_length'],
    ['a contactId over 128 characters', { contactIds: ['x'.repeat(129)] }, 'contactIds[0]', 'invalid_length'],
    ['a control character', { contactIds: ['ok', 'a\tb'] }, 'contactIds[1]', 'invalid_format'],
    ['an unknown field', { contactIds: ['ok'], reason: 'manual' }, 'reason', 'unknown_field'],
  ])('suppress: 400 naming the field, %s; nothing stored', async (_, body, field, code) => {
    const count = async () =>
      (await db.query(`SELECT count(*)::int AS n FROM suppressions WHERE workspace_id = $1`, [ws]))[0].n;
    const before = await count();
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      errors: [expect.objectContaining({ field, code })],
    });
    expect(await count()).toBe(before);
  });

  it('lifts by contactId (URL-encoded, any printable character): 204, then 404 not_found', async () => {
    const contactId = `a/b c?d#e%f-${randomUUID()}`;
    await post({ contactIds: [contactId] });
    const res = await lift(contactId);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const rows = await db.query(`SELECT 1 FROM suppressions WHERE workspace_id = $1 AND contact_hash = $2`, [
      ws,
      hasher.hash(ws, contactId),
    ]);
    expect(rows).toEqual([]);
    const again = await lift(contactId);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({
      code: 'not_found',
      detail: expect.stringContaining('not suppressed'),
    });
    expect(again.json().detail).not.toContain(contactId);
  });

  it('a suppression in another workspace is not this one to lift', async () => {
    const contactId = contact();
    await post({ contactIds: [contactId] });
    const other = await createWorkspaceWithKey(app, ['privacy:manage']);
    const res = await app.inject({
      method: 'DELETE',
      url: `/v1/workspaces/${other.workspace.id}/suppressions/${contactId}`,
      headers: { authorization: `Bearer ${other.key.key}` },
    });
    expect(res.statusCode).toBe(404);
  });

  it('lift: 400 naming contactId when it is not one (too long, a control character)', async () => {
    for (const bad of ['x'.repeat(129), 'a\u0001b']) {
      const res = await lift(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'validation_failed',
        errors: [expect.objectContaining({ field: 'contactId' })],
      });
    }
  });

  it("an erasure's suppression: listed with its request, not liftable (409) while the request is open, liftable once completed", async () => {
    const contactId = contact();
    const erasure = (await postErasure(app, ws, key, { contactIds: [contactId] })).json();
    const listed = (await getJson(app, key, `${base()}?limit=200`)).json();
    expect(listed.data).toContainEqual({
      contactHash: hasher.hex(ws, contactId),
      reason: 'erasure',
      createdAt: expect.any(String),
      erasureRequestId: erasure.id,
    });
    // Suppressing it again by hand changes nothing: it stays the erasure's.
    const again = await post({ contactIds: [contactId] });
    expect(again.statusCode).toBe(200);
    expect(again.json().results[0]).toMatchObject({
      reason: 'erasure',
      erasureRequestId: erasure.id,
      created: false,
    });

    const refused = await lift(contactId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'erasure_in_progress',
      detail: expect.stringContaining(erasure.id),
    });
    await db.query(
      `UPDATE erasure_requests SET status = 'completed', contact_ids = NULL, completed_at = now() WHERE id = $1`,
      [erasure.id],
    );
    expect((await lift(contactId)).statusCode).toBe(204);
  });

  it('403 insufficient_scope without privacy:manage, on every route', async () => {
    const writer = (await createApiKey(app, ws, { scopes: ['events:write', 'events:read'] })).key;
    const answers = [
      await post({ contactIds: ['c-1'] }, writer),
      await getJson(app, writer, base()),
      await lift('c-1', writer),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'insufficient_scope', missingScopes: ['privacy:manage'] });
    }
  });
});
