import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { createApiKey, createConsoleUser, createWorkspaceWithKey } from '@app/testing';
import { signIn } from '../support/console-session';
import { startGateway } from '../support/gateway';

/**
 * GET and PATCH /v1/workspaces/{workspaceId}/settings (docs/api.md#workspace-settings): how long a
 * workspace keeps its events and its webhook log (docs/privacy.md#retention). Both need
 * privacy:manage; a PATCH changes only what it names, and a value out of range, of the wrong type,
 * null or an unknown field gets a 400 naming the field and what it accepts. Every answer is also
 * checked against the OpenAPI document (startGateway).
 */
describe('workspace settings API', () => {
  let app: NestFastifyApplication;
  let ws: string;
  let key: string;

  beforeAll(async () => {
    app = await startGateway();
    const setup = await createWorkspaceWithKey(app, ['privacy:manage']);
    ws = setup.workspace.id;
    key = setup.key.key;
  });
  afterAll(async () => app.close());

  const get = (k = key, workspaceId = ws) =>
    app.inject({
      method: 'GET',
      url: `/v1/workspaces/${workspaceId}/settings`,
      headers: { authorization: `Bearer ${k}` },
    });
  const patch = (body: unknown, k = key, workspaceId = ws) =>
    app.inject({
      method: 'PATCH',
      url: `/v1/workspaces/${workspaceId}/settings`,
      headers: { authorization: `Bearer ${k}`, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });

  it('a new workspace keeps events 400 days and its webhook log 30', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ eventRetentionDays: 400, webhookLogRetentionDays: 30 });
  });

  it('PATCH changes the fields given, keeps the others, and answers with all of them', async () => {
    const other = await createWorkspaceWithKey(app, ['privacy:manage']);
    const one = await patch({ eventRetentionDays: 90 }, other.key.key, other.workspace.id);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ eventRetentionDays: 90, webhookLogRetentionDays: 30 });
    const both = await patch(
      { eventRetentionDays: 30, webhookLogRetentionDays: 1 },
      other.key.key,
      other.workspace.id,
    );
    expect(both.json()).toEqual({ eventRetentionDays: 30, webhookLogRetentionDays: 1 });
    const top = await patch(
      { eventRetentionDays: 3650, webhookLogRetentionDays: 90 },
      other.key.key,
      other.workspace.id,
    );
    expect(top.json()).toEqual({ eventRetentionDays: 3650, webhookLogRetentionDays: 90 });
    // {} changes nothing.
    const none = await patch({}, other.key.key, other.workspace.id);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ eventRetentionDays: 3650, webhookLogRetentionDays: 90 });
    expect((await get(other.key.key, other.workspace.id)).json()).toEqual(none.json());
    // Another workspace's settings are its own.
    expect((await get()).json()).toEqual({ eventRetentionDays: 400, webhookLogRetentionDays: 30 });
  });

  it.each([
    [{ eventRetentionDays: 29 }, 'eventRetentionDays', 'out_of_range', 'from 30 to 3650 (got 29)'],
    [{ eventRetentionDays: 3651 }, 'eventRetentionDays', 'out_of_range', 'from 30 to 3650 (got 3651)'],
    [{ webhookLogRetentionDays: 0 }, 'webhookLogRetentionDays', 'out_of_range', 'from 1 to 90 (got 0)'],
    [{ webhookLogRetentionDays: 91 }, 'webhookLogRetentionDays', 'out_of_range', 'from 1 to 90 (got 91)'],
    [
      { eventRetentionDays: 45.5 },
      'eventRetentionDays',
      'invalid_type',
      'whole number of days from 30 to 3650',
    ],
    [
      { eventRetentionDays: '60' },
      'eventRetentionDays',
      'invalid_type',
      'whole number of days from 30 to 3650',
    ],
    [{ webhookLogRetentionDays: null }, 'webhookLogRetentionDays', 'invalid_type', 'from 1 to 90'],
    [
      { eventRetentionDay: 60 },
      'eventRetentionDay',
      'unknown_field',
      'eventRetentionDays, webhookLogRetentionDays',
    ],
  ])('PATCH %j: 400 naming %s (%s) and what it accepts; nothing changes', async (body, field, code, says) => {
    const res = await patch(body);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    const problem = res.json();
    expect(problem).toMatchObject({ code: 'validation_failed', errors: [{ field, code }] });
    expect(problem.errors).toHaveLength(1);
    expect(problem.errors[0].message).toContain(says);
    expect(problem.detail).toContain(field);
    expect((await get()).json()).toEqual({ eventRetentionDays: 400, webhookLogRetentionDays: 30 });
  });

  it('names every bad field at once', async () => {
    const res = await patch({ eventRetentionDays: 1, webhookLogRetentionDays: 365 });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['eventRetentionDays', 'webhookLogRetentionDays']);
  });

  it('403 insufficient_scope naming privacy:manage, for a key with every other scope and a viewer', async () => {
    const reader = await createApiKey(app, ws, {
      scopes: ['events:read', 'events:write', 'reports:read', 'webhooks:manage', 'keys:manage'],
    });
    for (const res of [await get(reader.key), await patch({ eventRetentionDays: 60 }, reader.key)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'insufficient_scope', missingScopes: ['privacy:manage'] });
      expect(res.headers['www-authenticate']).toContain('scope="privacy:manage"');
    }
    const viewer = await createConsoleUser(app, ws, 'viewer');
    const session = await signIn(app, viewer.email, viewer.password);
    const asViewer = await app.inject({
      method: 'GET',
      url: `/v1/workspaces/${ws}/settings`,
      headers: { cookie: session.cookie },
    });
    expect(asViewer.statusCode).toBe(403);
    expect(asViewer.json()).toMatchObject({ code: 'insufficient_scope', role: 'viewer' });
    expect((await get()).json()).toEqual({ eventRetentionDays: 400, webhookLogRetentionDays: 30 });
  });

  it('an admin signed in to the console reads and changes them (admins hold privacy:manage)', async () => {
    const other = await createWorkspaceWithKey(app, ['privacy:manage']);
    const admin = await createConsoleUser(app, other.workspace.id, 'admin');
    const session = await signIn(app, admin.email, admin.password);
    const res = await app.inject({
      method: 'PATCH',
      url: `/v1/workspaces/${other.workspace.id}/settings`,
      headers: {
        cookie: session.cookie,
        'x-csrf-token': session.csrfToken,
        'content-type': 'application/json',
      },
      payload: JSON.stringify({ webhookLogRetentionDays: 7 }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ eventRetentionDays: 400, webhookLogRetentionDays: 7 });
  });

  it('the database holds the same bounds for any other writer', async () => {
    const db = app.get(DataSource);
    await expect(
      db.query(`UPDATE workspaces SET event_retention_days = 29 WHERE id = $1`, [ws]),
    ).rejects.toThrow(/workspaces_event_retention_days_range/);
    await expect(
      db.query(`UPDATE workspaces SET webhook_log_retention_days = 91 WHERE id = $1`, [ws]),
    ).rejects.toThrow(/workspaces_webhook_log_retention_days_range/);
  });
});
