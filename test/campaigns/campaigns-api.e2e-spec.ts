import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApiKey, createWorkspaceWithKey } from '@app/testing';
import { startGateway } from '../support/gateway';

const campaign = (overrides: Record<string, unknown> = {}) => ({
  name: 'Spring sale',
  status: 'active',
  startsAt: '2026-03-01T00:00:00+01:00',
  endsAt: '2026-03-31T23:59:59Z',
  goals: ['order_paid', 'signup'],
  attributionWindowDays: 7,
  countingMode: 'once_per_contact',
  ...overrides,
});

describe('campaigns API', () => {
  let app: NestFastifyApplication;
  let ws: string;
  let key: string;

  beforeAll(async () => {
    app = await startGateway();
    const setup = await createWorkspaceWithKey(app, ['campaigns:write', 'campaigns:read']);
    ws = setup.workspace.id;
    key = setup.key.key;
  });
  afterAll(async () => app.close());

  const put = (id: string, body: unknown, k = key) =>
    app.inject({
      method: 'PUT',
      url: `/v1/workspaces/${ws}/campaigns/${id}`,
      headers: { authorization: `Bearer ${k}` },
      payload: body as object,
    });
  const get = (path: string, k = key) =>
    app.inject({
      method: 'GET',
      url: `/v1/workspaces/${ws}/campaigns${path}`,
      headers: { authorization: `Bearer ${k}` },
    });

  it('PUT creates (201), replaces (200, version + 1) and is idempotent (200, same version)', async () => {
    const created = await put('spring-sale', campaign());
    expect(created.statusCode).toBe(201);
    expect(created.headers.location).toBe(`/v1/workspaces/${ws}/campaigns/spring-sale`);
    expect(created.json()).toMatchObject({
      id: 'spring-sale',
      status: 'active',
      startsAt: '2026-02-28T23:00:00.000Z', // +01:00 normalised to UTC
      endsAt: '2026-03-31T23:59:59.000Z',
      goals: ['order_paid', 'signup'],
      countingMode: 'once_per_contact',
      attributionWindowDays: 7,
      version: 1,
      endedAt: null,
    });
    const same = await put('spring-sale', campaign());
    expect(same.statusCode).toBe(200);
    expect(same.json().version).toBe(1);
    const changed = await put('spring-sale', campaign({ goals: ['order_paid'] }));
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ version: 2, goals: ['order_paid'] });
    expect((await get('/spring-sale')).json()).toMatchObject({ version: 2, goals: ['order_paid'] });
  });

  it('defaults: window 0 days, every conversion counts; ending records endedAt once', async () => {
    const minimal = await put('minimal', {
      name: 'M',
      status: 'active',
      startsAt: '2026-01-01T00:00:00Z',
      goals: ['signup'],
    });
    expect(minimal.json()).toMatchObject({ attributionWindowDays: 0, countingMode: 'every', endsAt: null });
    const ended = (
      await put('minimal', {
        name: 'M',
        status: 'ended',
        startsAt: '2026-01-01T00:00:00Z',
        goals: ['signup'],
      })
    ).json();
    expect(ended.endedAt).toEqual(expect.any(String));
    const renamed = (
      await put('minimal', {
        name: 'M2',
        status: 'ended',
        startsAt: '2026-01-01T00:00:00Z',
        goals: ['signup'],
      })
    ).json();
    expect(renamed.endedAt).toBe(ended.endedAt);
    const reopened = (
      await put('minimal', {
        name: 'M2',
        status: 'active',
        startsAt: '2026-01-01T00:00:00Z',
        goals: ['signup'],
      })
    ).json();
    expect(reopened.endedAt).toBeNull();
  });

  it.each([
    ['a missing name', { name: undefined }, 'name', 'required'],
    ['an unknown status', { status: 'live' }, 'status', 'invalid_value'],
    ['startsAt without offset', { startsAt: '2026-03-01T00:00:00' }, 'startsAt', 'invalid_format'],
    ['endsAt before startsAt', { endsAt: '2026-02-01T00:00:00Z' }, 'endsAt', 'out_of_range'],
    ['no goals', { goals: [] }, 'goals', 'invalid_length'],
    ['goals not an array', { goals: 'order_paid' }, 'goals', 'invalid_type'],
    ['a repeated goal', { goals: ['a', 'a'] }, 'goals', 'duplicate_value'],
    ['a window of 91 days', { attributionWindowDays: 91 }, 'attributionWindowDays', 'out_of_range'],
    ['a fractional window', { attributionWindowDays: 1.5 }, 'attributionWindowDays', 'invalid_type'],
    ['an unknown counting mode', { countingMode: 'first_touch' }, 'countingMode', 'invalid_value'],
    ['an unknown field', { budget: 100 }, 'budget', 'unknown_field'],
  ])('%s: 400 naming the field', async (_case, change, field, code) => {
    const res = await put('validation', campaign(change));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([expect.objectContaining({ field, code })]);
  });

  it('an id that cannot be a campaign id: 400 naming campaignId', async () => {
    const res = await put('bad%20id', campaign());
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('campaignId');
  });

  it('lists in id order with a cursor; 404 for an unknown campaign; scopes are enforced', async () => {
    for (const id of ['list-a', 'list-b', 'list-c']) await put(id, campaign());
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { data: { id: string }[]; nextCursor: string | null } = (
        await get(`?limit=2${cursor ? `&cursor=${cursor}` : ''}`)
      ).json();
      seen.push(...page.data.map((c) => c.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...seen].sort());
    expect(seen).toEqual(expect.arrayContaining(['list-a', 'list-b', 'list-c']));
    expect(new Set(seen).size).toBe(seen.length);

    expect((await get('/nope')).statusCode).toBe(404);
    const readOnly = await createApiKey(app, ws, { scopes: ['campaigns:read'] });
    expect((await put('x', campaign(), readOnly.key)).json()).toMatchObject({
      code: 'insufficient_scope',
      missingScopes: ['campaigns:write'],
    });
  });
});
