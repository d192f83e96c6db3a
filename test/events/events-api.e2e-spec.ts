import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApiKey, createWorkspaceWithKey } from '@app/testing';
import { eventBody, postEvent } from '../support/events';
import { startGateway } from '../support/gateway';

describe('events API: record once, read back', () => {
  let app: NestFastifyApplication;
  let ws: string;
  let key: string;

  beforeAll(async () => {
    app = await startGateway();
    const setup = await createWorkspaceWithKey(app, ['events:write', 'events:read']);
    ws = setup.workspace.id;
    key = setup.key.key;
  });
  afterAll(async () => app.close());

  const read = (path: string, k = key) =>
    app.inject({
      method: 'GET',
      url: `/v1/workspaces/${ws}/events${path}`,
      headers: { authorization: `Bearer ${k}` },
    });

  it('201 for a new externalId, with Location; 200 naming the original for a repeat', async () => {
    const body = eventBody({ occurredAt: '2026-11-21T14:03:00+01:00', valueMinor: '9223372036854775807' });
    const first = await postEvent(app, ws, key, body);
    expect(first.statusCode).toBe(201);
    const created = first.json();
    expect(created).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      status: 'recorded',
      externalId: body.externalId,
      receivedAt: expect.any(String),
    });
    expect(first.headers.location).toBe(`/v1/workspaces/${ws}/events/${created.id}`);

    const again = await postEvent(app, ws, key, body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ...created, status: 'already_received', payloadDiffers: false });
    expect(again.headers['payload-differs']).toBe('false');

    const stored = (await read(`/${created.id}`)).json();
    expect(stored).toMatchObject({
      id: created.id,
      externalId: body.externalId,
      occurredAt: '2026-11-21T13:03:00.000Z', // normalised to UTC
      valueMinor: '9223372036854775807', // bigint kept exactly
      currency: 'EUR',
      receivedAt: created.receivedAt,
    });
  });

  it('a reused externalId with different fields: still 200 naming the original, and it says so', async () => {
    const body = eventBody();
    const first = (await postEvent(app, ws, key, body)).json();
    const changed = await postEvent(app, ws, key, { ...body, valueMinor: 1 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id: first.id, status: 'already_received', payloadDiffers: true });
    expect(changed.headers['payload-differs']).toBe('true');
    expect((await read(`/${first.id}`)).json().valueMinor).toBe('4999');
  });

  it('the same externalId in two workspaces is two events', async () => {
    const other = await createWorkspaceWithKey(app, ['events:write']);
    const body = eventBody();
    expect((await postEvent(app, ws, key, body)).statusCode).toBe(201);
    expect((await postEvent(app, other.workspace.id, other.key.key, body)).statusCode).toBe(201);
  });

  it('lists newest first, filters, and pages with an opaque cursor without gaps or repeats', async () => {
    const contactId = `pager-${Date.now()}`;
    const sent: string[] = [];
    for (let i = 0; i < 7; i++)
      sent.push((await postEvent(app, ws, key, eventBody({ contactId }))).json().id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await read(`?contactId=${contactId}&limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode).toBe(200);
      const page = res.json();
      expect(page.data.length).toBeLessThanOrEqual(3);
      seen.push(...page.data.map((e: { id: string }) => e.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...sent].reverse());

    const byExternal = (
      await read(`?externalId=${encodeURIComponent((await read(`/${sent[0]}`)).json().externalId)}`)
    ).json();
    expect(byExternal.data.map((e: { id: string }) => e.id)).toEqual([sent[0]]);
    const future = (await read(`?contactId=${contactId}&from=2099-01-01T00:00:00Z`)).json();
    expect(future).toEqual({ data: [], nextCursor: null });
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=201', 'limit'],
    ['from=yesterday', 'from'],
    ['cursor=not-a-cursor', 'cursor'],
    ['from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z', 'to'],
    ['colour=red', 'colour'],
  ])('list with %s: 400 naming %s', async (query, field) => {
    const res = await read(`?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it('404 for an unknown or malformed id, and for another workspace’s event', async () => {
    expect((await read('/00000000-0000-7000-8000-000000000000')).statusCode).toBe(404);
    expect((await read('/nope')).json().code).toBe('not_found');
    // An externalId in the place of the id: the answer points to the filter that finds it.
    const byExternalId = await read('/order-10023');
    expect(byExternalId.statusCode).toBe(404);
    expect(byExternalId.json().detail).toContain(`GET /v1/workspaces/${ws}/events?externalId=order-10023`);
    const other = await createWorkspaceWithKey(app, ['events:write']);
    const theirs = (await postEvent(app, other.workspace.id, other.key.key, eventBody())).json();
    expect((await read(`/${theirs.id}`)).statusCode).toBe(404);
  });

  it('scopes: sending needs events:write, reading needs events:read', async () => {
    const readOnly = await createApiKey(app, ws, { scopes: ['events:read'] });
    const writeOnly = await createApiKey(app, ws, { scopes: ['events:write'] });
    const denied = await postEvent(app, ws, readOnly.key, eventBody());
    expect(denied.statusCode).toBe(403);
    expect(denied.json().missingScopes).toEqual(['events:write']);
    expect((await read('', writeOnly.key)).json().missingScopes).toEqual(['events:read']);
  });
});
