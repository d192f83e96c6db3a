import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { createApiKey, createConsoleUser, createWorkspace } from '@app/testing';
import { schemaName } from '@app/database';
import { SignedIn, signIn } from '../support/console-session';
import { eventBody, postEvent, putCampaign } from '../support/events';
import { startGateway } from '../support/gateway';

/** Members, invitations and the getting-started checklist (docs/console.md#members). */
describe('workspace members and invitations', () => {
  let app: NestFastifyApplication;
  let db: DataSource;
  let workspaceId: string;
  let owner: { userId: string; email: string; password: string };
  let ownerSession: SignedIn;

  beforeAll(async () => {
    app = await startGateway();
    db = app.get(DataSource);
    workspaceId = (await createWorkspace(app, 'Members test')).id;
    owner = await createConsoleUser(app, workspaceId, 'owner');
    ownerSession = await signIn(app, owner.email, owner.password);
  });

  afterAll(async () => app.close());

  const as = (
    session: SignedIn,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    app.inject({
      method,
      url,
      headers: { cookie: session.cookie, 'x-csrf-token': session.csrfToken },
      ...(payload ? { payload } : {}),
    });
  const ws = (path: string) => `/v1/workspaces/${workspaceId}${path}`;
  const tokenOf = (url: string) => new URL(url).hash.replace('#token=', '');

  describe('invitations', () => {
    it('someone new accepts a one-time link with a password and is signed in as a member', async () => {
      const email = `new-${Date.now()}@example.com`;
      const created = await as(ownerSession, 'POST', ws('/invitations'), { email, role: 'admin' });
      expect(created.statusCode).toBe(201);
      expect(created.headers['cache-control']).toBe('no-store');
      const body = created.json();
      expect(body).toMatchObject({ email, role: 'admin' });
      expect(body.url).toMatch(
        /^http:\/\/127\.0\.0\.1:3000\/console\/accept-invitation#token=[A-Za-z0-9_-]{43}$/,
      );
      expect(new Date(body.expiresAt).getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);

      // Stored as a hash only, and listed without its link.
      const stored: { tokenHash: Buffer }[] = await db.query(
        `SELECT token_hash AS "tokenHash" FROM invitations WHERE id = $1`,
        [body.id],
      );
      expect(stored[0].tokenHash.equals(createHash('sha256').update(tokenOf(body.url)).digest())).toBe(true);
      const pending = await as(ownerSession, 'GET', ws('/invitations'));
      expect(pending.json().data).toEqual([expect.objectContaining({ id: body.id, email, role: 'admin' })]);
      expect(pending.body).not.toContain(tokenOf(body.url));

      const lookup = await app.inject({
        method: 'POST',
        url: '/v1/invitations/lookup',
        payload: { token: tokenOf(body.url) },
      });
      expect(lookup.json()).toMatchObject({
        workspace: { id: workspaceId, name: 'Members test' },
        email,
        role: 'admin',
        userExists: false,
      });

      const noPassword = await app.inject({
        method: 'POST',
        url: '/v1/invitations/accept',
        payload: { token: tokenOf(body.url) },
      });
      expect(noPassword.statusCode).toBe(400);
      expect(noPassword.json().errors[0].field).toBe('password');

      const accepted = await app.inject({
        method: 'POST',
        url: '/v1/invitations/accept',
        payload: { token: tokenOf(body.url), password: 'a long enough password' },
      });
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json()).toEqual({ workspaceId, role: 'admin' });
      const cookie = String(accepted.headers['set-cookie']).split(';')[0];
      const session = await app.inject({ method: 'GET', url: '/v1/session', headers: { cookie } });
      expect(session.json().workspaces).toEqual([
        expect.objectContaining({ id: workspaceId, role: 'admin' }),
      ]);

      // Once only.
      const again = await app.inject({
        method: 'POST',
        url: '/v1/invitations/accept',
        payload: { token: tokenOf(body.url), password: 'a long enough password' },
      });
      expect(again.statusCode).toBe(400);
      expect(again.json().errors[0].field).toBe('token');
      expect((await as(ownerSession, 'GET', ws('/invitations'))).json().data).toEqual([]);
    });

    it('an existing account joins only when signed in as the invited email', async () => {
      const other = await createWorkspace(app);
      const existing = await createConsoleUser(app, other.id, 'owner');
      const created = (
        await as(ownerSession, 'POST', ws('/invitations'), { email: existing.email, role: 'viewer' })
      ).json();
      const token = tokenOf(created.url);
      expect(
        (await app.inject({ method: 'POST', url: '/v1/invitations/lookup', payload: { token } })).json()
          .userExists,
      ).toBe(true);

      const anonymous = await app.inject({
        method: 'POST',
        url: '/v1/invitations/accept',
        payload: { token, password: 'takeover attempt!!' },
      });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().detail).toContain(existing.email);
      const wrongUser = await as(ownerSession, 'POST', '/v1/invitations/accept', { token });
      expect(wrongUser.statusCode).toBe(401);

      const invited = await signIn(app, existing.email, existing.password);
      const accepted = await as(invited, 'POST', '/v1/invitations/accept', { token });
      expect(accepted.statusCode).toBe(200);
      const session = await app.inject({
        method: 'GET',
        url: '/v1/session',
        headers: { cookie: invited.cookie },
      });
      expect(
        session
          .json()
          .workspaces.map((w: { id: string; role: string }) => [w.id, w.role])
          .sort(),
      ).toEqual(
        [
          [other.id, 'owner'],
          [workspaceId, 'viewer'],
        ].sort(),
      );
    });

    it('refuses an invitation for a member, a bad email or role, and an expired or withdrawn link', async () => {
      const member = await as(ownerSession, 'POST', ws('/invitations'), {
        email: owner.email.toUpperCase(),
        role: 'viewer',
      });
      expect(member.statusCode).toBe(400);
      expect(member.json().errors[0]).toMatchObject({ field: 'email' });
      const badRole = await as(ownerSession, 'POST', ws('/invitations'), {
        email: 'x@example.com',
        role: 'god',
      });
      expect(badRole.json().errors[0]).toMatchObject({ field: 'role' });

      const expired = (
        await as(ownerSession, 'POST', ws('/invitations'), { email: 'late@example.com', role: 'viewer' })
      ).json();
      await db.query(`UPDATE invitations SET expires_at = now() - interval '1 second' WHERE id = $1`, [
        expired.id,
      ]);
      const lateLookup = await app.inject({
        method: 'POST',
        url: '/v1/invitations/lookup',
        payload: { token: tokenOf(expired.url) },
      });
      expect(lateLookup.statusCode).toBe(400);

      const withdrawn = (
        await as(ownerSession, 'POST', ws('/invitations'), { email: 'gone@example.com', role: 'viewer' })
      ).json();
      expect((await as(ownerSession, 'DELETE', ws(`/invitations/${withdrawn.id}`))).statusCode).toBe(204);
      expect((await as(ownerSession, 'DELETE', ws(`/invitations/${withdrawn.id}`))).statusCode).toBe(404);
      const used = await app.inject({
        method: 'POST',
        url: '/v1/invitations/accept',
        payload: { token: tokenOf(withdrawn.url), password: 'a long enough password' },
      });
      expect(used.statusCode).toBe(400);
    });

    it('only owners invite; admins and API keys get 403 naming members:manage', async () => {
      const admin = await createConsoleUser(app, workspaceId, 'admin');
      const adminSession = await signIn(app, admin.email, admin.password);
      const byAdmin = await as(adminSession, 'POST', ws('/invitations'), {
        email: 'x@example.com',
        role: 'viewer',
      });
      expect(byAdmin.statusCode).toBe(403);
      expect(byAdmin.json().missingScopes).toEqual(['members:manage']);
      const key = await createApiKey(app, workspaceId);
      const byKey = await app.inject({
        method: 'POST',
        url: ws('/invitations'),
        headers: { authorization: `Bearer ${key.key}` },
        payload: { email: 'x@example.com', role: 'viewer' },
      });
      expect(byKey.statusCode).toBe(403);
      expect(byKey.json().detail).toMatch(/no API key can carry it/);
    });
  });

  describe('members', () => {
    it('lists members for every role; owners change roles and remove; the last owner stays', async () => {
      const workspace = (await createWorkspace(app)).id;
      const first = await createConsoleUser(app, workspace, 'owner');
      const viewer = await createConsoleUser(app, workspace, 'viewer');
      const firstSession = await signIn(app, first.email, first.password);
      const viewerSession = await signIn(app, viewer.email, viewer.password);
      const url = (path = '') => `/v1/workspaces/${workspace}/members${path}`;

      const listed = await as(viewerSession, 'GET', url());
      expect(listed.statusCode).toBe(200);
      expect(listed.json().data.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([
        [first.email, 'owner'],
        [viewer.email, 'viewer'],
      ]);
      expect((await as(viewerSession, 'PATCH', url(`/${first.userId}`), { role: 'viewer' })).statusCode).toBe(
        403,
      );

      const demoteLast = await as(firstSession, 'PATCH', url(`/${first.userId}`), { role: 'admin' });
      expect(demoteLast.statusCode).toBe(409);
      expect(demoteLast.json().code).toBe('last_owner');
      const removeLast = await as(firstSession, 'DELETE', url(`/${first.userId}`));
      expect(removeLast.statusCode).toBe(409);

      const promoted = await as(firstSession, 'PATCH', url(`/${viewer.userId}`), { role: 'owner' });
      expect(promoted.statusCode).toBe(200);
      expect(promoted.json()).toMatchObject({ userId: viewer.userId, role: 'owner' });
      expect((await as(firstSession, 'PATCH', url(`/${first.userId}`), { role: 'admin' })).statusCode).toBe(
        200,
      );
      // Now the former viewer is the last owner.
      expect((await as(viewerSession, 'DELETE', url(`/${viewer.userId}`))).statusCode).toBe(409);
      expect((await as(viewerSession, 'DELETE', url(`/${first.userId}`))).statusCode).toBe(204);
      const gone = await app.inject({ method: 'GET', url: url(), headers: { cookie: firstSession.cookie } });
      expect(gone.statusCode).toBe(403);
      expect((await as(viewerSession, 'DELETE', url(`/${first.userId}`))).statusCode).toBe(404);
      expect(
        (await as(viewerSession, 'PATCH', url(`/${viewer.userId}`), { role: 'boss' })).json().errors[0].field,
      ).toBe('role');
    });

    it('two owners demoting each other at once leave one owner', async () => {
      const workspace = (await createWorkspace(app)).id;
      const a = await createConsoleUser(app, workspace, 'owner');
      const b = await createConsoleUser(app, workspace, 'owner');
      const [sa, sb] = await Promise.all([
        signIn(app, a.email, a.password),
        signIn(app, b.email, b.password),
      ]);
      const answers = await Promise.all([
        as(sa, 'PATCH', `/v1/workspaces/${workspace}/members/${b.userId}`, { role: 'viewer' }),
        as(sb, 'PATCH', `/v1/workspaces/${workspace}/members/${a.userId}`, { role: 'viewer' }),
      ]);
      const statuses = answers.map((r) => r.statusCode).sort();
      // Overlapping, the second is refused as the last owner (409); one after the other (a busy
      // machine), the second finds its sender already demoted (403). Either way one owner is left.
      expect(statuses[0]).toBe(200);
      expect([403, 409]).toContain(statuses[1]);
      const owners: unknown[] = await db.query(
        `SELECT 1 FROM memberships WHERE workspace_id = $1 AND role = 'owner'`,
        [workspace],
      );
      expect(owners).toHaveLength(1);
    });
  });

  describe('getting started', () => {
    it('ticks the steps from the workspace’s own data', async () => {
      const workspace = (await createWorkspace(app)).id;
      const user = await createConsoleUser(app, workspace, 'viewer');
      const session = await signIn(app, user.email, user.password);
      const steps = async () =>
        (
          await app.inject({
            method: 'GET',
            url: `/v1/workspaces/${workspace}/getting-started`,
            headers: { cookie: session.cookie },
          })
        )
          .json()
          .steps.map((s: { id: string; done: boolean }) => `${s.id}:${s.done}`);
      expect(await steps()).toEqual([
        'key_created:false',
        'first_event_received:false',
        'campaign_created:false',
        'first_event_counted:false',
        'webhook_endpoint_added:false',
      ]);
      await createApiKey(app, workspace, { scopes: ['events:read'] });
      expect((await steps())[0]).toBe('key_created:false');
      const key = await createApiKey(app, workspace, {
        scopes: ['events:write', 'campaigns:write', 'webhooks:manage'],
      });
      expect((await postEvent(app, workspace, key.key, eventBody())).statusCode).toBe(201);
      expect((await putCampaign(app, workspace, key.key, 'spring-sale')).statusCode).toBe(201);
      const endpoint = await app.inject({
        method: 'POST',
        url: `/v1/workspaces/${workspace}/webhook-endpoints`,
        headers: { authorization: `Bearer ${key.key}` },
        payload: { url: 'https://hooks.example.com/in', eventTypes: ['event.recorded'] },
      });
      expect(endpoint.statusCode).toBe(201);
      expect(await steps()).toEqual([
        'key_created:true',
        'first_event_received:true',
        'campaign_created:true',
        'first_event_counted:false',
        'webhook_endpoint_added:true',
      ]);
      // "Counted" is read from the report projection's table, which its consumer writes (the browser
      // journey covers it end to end); here a report row stands in for one counted event.
      const reports = schemaName(process.env.DATABASE_SCHEMA_PREFIX ?? '', 'reportProjection');
      await db.query(
        `INSERT INTO "${reports}".campaign_reports (workspace_id, campaign_id, received, counted) VALUES ($1, 'spring-sale', 1, 1)`,
        [workspace],
      );
      expect(await steps()).toEqual([
        'key_created:true',
        'first_event_received:true',
        'campaign_created:true',
        'first_event_counted:true',
        'webhook_endpoint_added:true',
      ]);
    });
  });
});
