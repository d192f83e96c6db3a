import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { ContactHasher } from '@app/privacy';
import { createApiKey, createConsoleUser, createWorkspaceWithKey } from '@app/testing';
import { signIn } from '../support/console-session';
import { startGateway } from '../support/gateway';
import { getJson, MANUAL_ERASURE_ENV, postErasure } from '../support/privacy';

/**
 * The erasure requests API (docs/api.md#erasure-requests): scope privacy:manage, RFC 9457 errors
 * naming the field, the request and its contacts' suppressions written together, the contactIds
 * never shown, and the list paged newest first.
 */
describe('erasure requests API', () => {
  let app: NestFastifyApplication;
  let db: DataSource;
  let ws: string;
  let key: string;
  const base = () => `/v1/workspaces/${ws}/erasure-requests`;

  beforeAll(async () => {
    app = await startGateway(MANUAL_ERASURE_ENV);
    db = app.get(DataSource);
    const setup = await createWorkspaceWithKey(app, ['privacy:manage']);
    ws = setup.workspace.id;
    key = setup.key.key;
  });
  afterAll(async () => app.close());

  it('accepts a request: 202 pending with a Location, the contacts suppressed in the same transaction, no contactId shown', async () => {
    const contactIds = [`c-${randomUUID()}`, `c-${randomUUID()}`];
    const res = await postErasure(app, ws, key, { contactIds: [...contactIds, contactIds[0]] });
    expect(res.statusCode).toBe(202);
    const body = res.json();
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      status: 'pending',
      contactCount: 2, // the repeat counts once
      requestedAt: expect.any(String),
      completedAt: null,
      services: {
        gateway: { status: 'pending', removed: {}, completedAt: null },
        attribution: { status: 'pending', removed: {}, completedAt: null },
        reportProjection: { status: 'pending', removed: {}, completedAt: null },
        webhookDispatcher: { status: 'pending', removed: {}, completedAt: null },
      },
      error: null,
    });
    expect(res.headers.location).toBe(`${base()}/${body.id}`);
    expect(res.body).not.toContain(contactIds[0]);

    const hasher = app.get(ContactHasher);
    const suppressions = await db.query(
      `SELECT encode(contact_hash, 'hex') AS hash, reason, erasure_request_id AS "requestId"
         FROM suppressions WHERE workspace_id = $1 ORDER BY 1`,
      [ws],
    );
    expect(suppressions).toEqual(
      expect.arrayContaining(
        contactIds.map((c) => ({ hash: hasher.hex(ws, c), reason: 'erasure', requestId: body.id })),
      ),
    );
    const [stored] = await db.query(
      `SELECT contact_ids AS "contactIds", requested_by AS "requestedBy" FROM erasure_requests WHERE id = $1`,
      [body.id],
    );
    expect(stored.contactIds).toEqual(contactIds);
    expect(stored.requestedBy).toMatch(/^key:/);

    const read = await getJson(app, key, res.headers.location as string);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(body);
  });

  it('a contact already suppressed is now suppressed by the newer request', async () => {
    const contactId = `c-${randomUUID()}`;
    await postErasure(app, ws, key, { contactIds: [contactId] });
    const second = (await postErasure(app, ws, key, { contactIds: [contactId] })).json();
    const rows = await db.query(
      `SELECT erasure_request_id AS "requestId" FROM suppressions WHERE workspace_id = $1 AND contact_hash = $2`,
      [ws, app.get(ContactHasher).hash(ws, contactId)],
    );
    expect(rows).toEqual([{ requestId: second.id }]);
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
    ['an unknown field', { contactIds: ['ok'], reason: 'gdpr' }, 'reason', 'unknown_field'],
  ])('400 naming the field: %s', async (_, body, field, code) => {
    const before = await db.query(`SELECT count(*)::int AS n FROM erasure_requests WHERE workspace_id = $1`, [
      ws,
    ]);
    const res = await postErasure(app, ws, key, body);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      errors: [expect.objectContaining({ field, code })],
    });
    const after = await db.query(`SELECT count(*)::int AS n FROM erasure_requests WHERE workspace_id = $1`, [
      ws,
    ]);
    expect(after).toEqual(before);
  });

  it('404 for a request that is not in the workspace, or not an id at all', async () => {
    for (const id of [randomUUID(), 'nope']) {
      const res = await getJson(app, key, `${base()}/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found', detail: expect.stringContaining(id) });
    }
    // Another workspace's request is not found either (its key reaches only its own workspace).
    const other = await createWorkspaceWithKey(app, ['privacy:manage']);
    const theirs = (await postErasure(app, other.workspace.id, other.key.key, { contactIds: ['c'] })).json();
    expect((await getJson(app, key, `${base()}/${theirs.id}`)).statusCode).toBe(404);
  });

  it('lists newest first, paged by cursor; a bad cursor is a 400 naming it', async () => {
    const listed = await createWorkspaceWithKey(app, ['privacy:manage']);
    const url = `/v1/workspaces/${listed.workspace.id}/erasure-requests`;
    const ids: string[] = [];
    for (let i = 0; i < 3; i++)
      ids.push(
        (await postErasure(app, listed.workspace.id, listed.key.key, { contactIds: [`c-${i}`] })).json().id,
      );
    const first = (await getJson(app, listed.key.key, `${url}?limit=2`)).json();
    expect(first.data.map((r: { id: string }) => r.id)).toEqual([ids[2], ids[1]]);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (await getJson(app, listed.key.key, `${url}?limit=2&cursor=${first.nextCursor}`)).json();
    expect(second).toMatchObject({ data: [{ id: ids[0], contactCount: 1 }], nextCursor: null });

    const bad = await getJson(app, listed.key.key, `${url}?cursor=garbage`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([expect.objectContaining({ field: 'cursor', code: 'invalid_format' })]);
    const badLimit = await getJson(app, listed.key.key, `${url}?limit=0`);
    expect(badLimit.statusCode).toBe(400);
    expect(badLimit.json().errors).toEqual([expect.objectContaining({ field: 'limit' })]);
  });

  it('needs privacy:manage: a key without it, and a viewer, get 403 naming it; an admin may', async () => {
    const noScope = await createApiKey(app, ws, {
      scopes: ['events:write', 'events:read', 'keys:manage', 'webhooks:manage'],
    });
    for (const res of [
      await postErasure(app, ws, noScope.key, { contactIds: ['c'] }),
      await getJson(app, noScope.key, base()),
      await getJson(app, noScope.key, `/v1/workspaces/${ws}/contacts/c/data`),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'insufficient_scope', missingScopes: ['privacy:manage'] });
    }

    const viewer = await createConsoleUser(app, ws, 'viewer');
    const viewing = await signIn(app, viewer.email, viewer.password);
    const asViewer = await app.inject({
      method: 'GET',
      url: base(),
      headers: { cookie: viewing.cookie },
    });
    expect(asViewer.statusCode).toBe(403);
    expect(asViewer.json()).toMatchObject({ code: 'insufficient_scope', role: 'viewer' });

    const admin = await createConsoleUser(app, ws, 'admin');
    const session = await signIn(app, admin.email, admin.password);
    const asAdmin = await app.inject({
      method: 'POST',
      url: base(),
      headers: {
        cookie: session.cookie,
        'x-csrf-token': session.csrfToken,
        'content-type': 'application/json',
      },
      payload: JSON.stringify({ contactIds: [`c-${randomUUID()}`] }),
    });
    expect(asAdmin.statusCode).toBe(202);
    const [row] = await db.query(`SELECT requested_by AS "requestedBy" FROM erasure_requests WHERE id = $1`, [
      asAdmin.json().id,
    ]);
    expect(row.requestedBy).toBe(`user:${admin.userId}`);
  });
});
