import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { ConsoleUsersService } from '@app/auth';
import { createConsoleUser, createWorkspace } from '@app/testing';
import { signIn } from '../support/console-session';
import { startGateway } from '../support/gateway';

/** Console sign-in, sessions on the /v1 API, CSRF defences and session endings (docs/api.md#console-sessions). */
describe('console sessions', () => {
  let app: NestFastifyApplication;
  let db: DataSource;
  let workspaceId: string;
  let owner: { userId: string; email: string; password: string };
  let viewer: { userId: string; email: string; password: string };

  beforeAll(async () => {
    app = await startGateway();
    db = app.get(DataSource);
    workspaceId = (await createWorkspace(app)).id;
    owner = await createConsoleUser(app, workspaceId, 'owner');
    viewer = await createConsoleUser(app, workspaceId, 'viewer');
  });

  afterAll(async () => app.close());

  const keysUrl = () => `/v1/workspaces/${workspaceId}/api-keys`;

  describe('sign-in', () => {
    it('sets an HttpOnly, SameSite=Lax session cookie for the whole host and answers the CSRF token', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/v1/session',
        payload: { email: owner.email.toUpperCase(), password: owner.password },
      });
      expect(response.statusCode).toBe(200);
      const cookie = String(response.headers['set-cookie']);
      expect(cookie).toMatch(/^console_session=[A-Za-z0-9_-]{43};/);
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Lax/);
      expect(cookie).toMatch(/; Path=\//);
      expect(cookie).not.toMatch(/; Secure/); // plain http here: a Secure cookie would never come back
      expect(response.headers['cache-control']).toBe('no-store');
      const body = response.json();
      expect(body.user).toEqual({ id: owner.userId, email: owner.email });
      expect(body.csrfToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(body.workspaces).toEqual([
        expect.objectContaining({
          id: workspaceId,
          role: 'owner',
          scopes: expect.arrayContaining(['members:manage']),
        }),
      ]);
    });

    it('over https the cookie is __Host- prefixed and Secure', async () => {
      const secure = await startGateway({ CONSOLE_BASE_URL: 'https://console.example.com' });
      try {
        const response = await secure.inject({
          method: 'POST',
          url: '/v1/session',
          payload: { email: owner.email, password: owner.password },
        });
        expect(response.statusCode).toBe(200);
        const cookie = String(response.headers['set-cookie']);
        expect(cookie).toMatch(/^__Host-console_session=/);
        expect(cookie).toMatch(/; Secure/);
        expect(cookie).toMatch(/; Path=\//);
        expect(cookie).not.toMatch(/Domain=/i);
      } finally {
        await secure.close();
      }
    });

    it('answers a wrong password and an unknown email with the same 401', async () => {
      const wrong = await app.inject({
        method: 'POST',
        url: '/v1/session',
        payload: { email: owner.email, password: 'not the password at all' },
      });
      const unknown = await app.inject({
        method: 'POST',
        url: '/v1/session',
        payload: { email: 'nobody-here@example.com', password: 'not the password at all' },
      });
      for (const response of [wrong, unknown]) {
        expect(response.statusCode).toBe(401);
        expect(response.headers['set-cookie']).toBeUndefined();
        expect(response.json()).toMatchObject({
          code: 'invalid_credentials',
          detail: 'The email or password is incorrect.',
        });
      }
    });

    it('names the missing field of a malformed sign-in', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/v1/session',
        payload: { email: owner.email },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([expect.objectContaining({ field: 'password' })]);
    });

    it('refuses a sign-in posted from another site', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/v1/session',
        headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
        payload: { email: owner.email, password: owner.password },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('csrf_failed');
    });

    it('stores only the SHA-256 of the session id, and a new id at every sign-in', async () => {
      const first = await signIn(app, owner.email, owner.password);
      const id = first.cookie.split('=')[1];
      const rows: { n: string }[] = await db.query(
        `SELECT count(*)::text AS n FROM console_sessions WHERE id_hash = $1`,
        [createHash('sha256').update(id).digest()],
      );
      expect(rows[0].n).toBe('1');
      const raw: unknown[] = await db.query(
        `SELECT 1 FROM console_sessions WHERE encode(id_hash, 'escape') LIKE $1`,
        [`%${id}%`],
      );
      expect(raw).toHaveLength(0);

      // Signing in again with the old cookie ends the old session: a planted id never stays alive.
      const again = await app.inject({
        method: 'POST',
        url: '/v1/session',
        headers: { cookie: first.cookie },
        payload: { email: owner.email, password: owner.password },
      });
      expect(again.headers['set-cookie']).not.toContain(id);
      const old = await app.inject({ method: 'GET', url: '/v1/session', headers: { cookie: first.cookie } });
      expect(old.statusCode).toBe(401);
    });
  });

  describe('the /v1 API with a session', () => {
    it('reads with the cookie alone, with the scopes of the role', async () => {
      const session = await signIn(app, owner.email, owner.password);
      const response = await app.inject({
        method: 'GET',
        url: keysUrl(),
        headers: { cookie: session.cookie },
      });
      expect(response.statusCode).toBe(200);
      // An upper-case copy of the workspace id is the same workspace, as for keys.
      const upper = await app.inject({
        method: 'GET',
        url: `/v1/workspaces/${workspaceId.toUpperCase()}/api-keys`,
        headers: { cookie: session.cookie },
      });
      expect(upper.statusCode).toBe(200);
    });

    it('refuses a change without the CSRF token, and accepts it with the token', async () => {
      const session = await signIn(app, owner.email, owner.password);
      const payload = { name: 'from the console', scopes: ['events:write'] };
      const without = await app.inject({
        method: 'POST',
        url: keysUrl(),
        headers: { cookie: session.cookie },
        payload,
      });
      expect(without.statusCode).toBe(403);
      expect(without.json()).toMatchObject({ code: 'csrf_failed' });
      expect(without.json().detail).toMatch(/x-csrf-token/);
      const wrong = await app.inject({
        method: 'POST',
        url: keysUrl(),
        headers: { cookie: session.cookie, 'x-csrf-token': 'A'.repeat(43) },
        payload,
      });
      expect(wrong.statusCode).toBe(403);
      const other = await signIn(app, owner.email, owner.password);
      const ofAnotherSession = await app.inject({
        method: 'POST',
        url: keysUrl(),
        headers: { cookie: session.cookie, 'x-csrf-token': other.csrfToken },
        payload,
      });
      expect(ofAnotherSession.statusCode).toBe(403);
      const right = await app.inject({
        method: 'POST',
        url: keysUrl(),
        headers: {
          cookie: session.cookie,
          'x-csrf-token': session.csrfToken,
          'sec-fetch-site': 'same-origin',
        },
        payload,
      });
      expect(right.statusCode).toBe(201);
    });

    it('refuses a change from another origin even with the token', async () => {
      const session = await signIn(app, owner.email, owner.password);
      const payload = { name: 'forged', scopes: ['events:write'] };
      for (const headers of [
        { origin: 'https://evil.example' },
        { 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'same-site' },
      ]) {
        const response = await app.inject({
          method: 'POST',
          url: keysUrl(),
          headers: {
            cookie: session.cookie,
            'x-csrf-token': session.csrfToken,
            host: '127.0.0.1:3000',
            ...headers,
          },
          payload,
        });
        expect(response.statusCode).toBe(403);
        expect(response.json().code).toBe('csrf_failed');
      }
      const sameHost = await app.inject({
        method: 'POST',
        url: keysUrl(),
        headers: {
          cookie: session.cookie,
          'x-csrf-token': session.csrfToken,
          host: '127.0.0.1:3000',
          origin: 'http://127.0.0.1:3000',
        },
        payload,
      });
      expect(sameHost.statusCode).toBe(201);
    });

    it('a Bearer request never needs the token, even with a cookie beside it', async () => {
      const session = await signIn(app, owner.email, owner.password);
      const created = await app.inject({
        method: 'POST',
        url: keysUrl(),
        headers: { cookie: session.cookie, 'x-csrf-token': session.csrfToken },
        payload: { name: 'manager', scopes: ['keys:manage'] },
      });
      const response = await app.inject({
        method: 'POST',
        url: keysUrl(),
        headers: { authorization: `Bearer ${created.json().key}`, cookie: session.cookie },
        payload: { name: 'by key', scopes: ['events:write'] },
      });
      expect(response.statusCode).toBe(201);
    });

    it('a viewer reads but gets 403 naming the permission its role lacks', async () => {
      const session = await signIn(app, viewer.email, viewer.password);
      const campaigns = await app.inject({
        method: 'GET',
        url: `/v1/workspaces/${workspaceId}/campaigns`,
        headers: { cookie: session.cookie },
      });
      expect(campaigns.statusCode).toBe(200);
      const create = await app.inject({
        method: 'POST',
        url: keysUrl(),
        headers: { cookie: session.cookie, 'x-csrf-token': session.csrfToken },
        payload: { name: 'nope', scopes: ['events:write'] },
      });
      expect(create.statusCode).toBe(403);
      expect(create.json()).toMatchObject({
        code: 'insufficient_scope',
        missingScopes: ['keys:manage'],
        role: 'viewer',
      });
      expect(create.json().detail).toMatch(/viewer/);
    });

    it('a role change applies to the next request', async () => {
      const user = await createConsoleUser(app, workspaceId, 'viewer');
      const session = await signIn(app, user.email, user.password);
      const before = await app.inject({ method: 'GET', url: keysUrl(), headers: { cookie: session.cookie } });
      expect(before.statusCode).toBe(403);
      await db.query(`UPDATE memberships SET role = 'admin' WHERE user_id = $1`, [user.userId]);
      const after = await app.inject({ method: 'GET', url: keysUrl(), headers: { cookie: session.cookie } });
      expect(after.statusCode).toBe(200);
    });

    it('answers the same 403 for a workspace the user is not in, existing or not', async () => {
      const session = await signIn(app, owner.email, owner.password);
      const other = await createWorkspace(app);
      const answers = await Promise.all(
        [other.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid'].map((id) =>
          app.inject({
            method: 'GET',
            url: `/v1/workspaces/${id}/campaigns`,
            headers: { cookie: session.cookie },
          }),
        ),
      );
      for (const response of answers) {
        expect(response.statusCode).toBe(403);
        expect(response.json().code).toBe('workspace_forbidden');
      }
      expect(new Set(answers.map((r) => r.json().detail)).size).toBe(1);
    });

    it('without any credential the API answers 401 naming both ways in', async () => {
      const response = await app.inject({ method: 'GET', url: keysUrl() });
      expect(response.statusCode).toBe(401);
      const unknown = await app.inject({
        method: 'GET',
        url: '/v1/session',
        headers: { cookie: 'console_session=abc' },
      });
      expect(unknown.statusCode).toBe(401);
      expect(unknown.json().detail).toMatch(/Sign in again/);
    });
  });

  describe('endings', () => {
    it('sign out ends the session and clears the cookie', async () => {
      const session = await signIn(app, owner.email, owner.password);
      const noToken = await app.inject({
        method: 'DELETE',
        url: '/v1/session',
        headers: { cookie: session.cookie },
      });
      expect(noToken.statusCode).toBe(403);
      const out = await app.inject({
        method: 'DELETE',
        url: '/v1/session',
        headers: { cookie: session.cookie, 'x-csrf-token': session.csrfToken },
      });
      expect(out.statusCode).toBe(204);
      expect(String(out.headers['set-cookie'])).toMatch(/^console_session=;.*Expires=Thu, 01 Jan 1970/);
      const after = await app.inject({
        method: 'GET',
        url: '/v1/session',
        headers: { cookie: session.cookie },
      });
      expect(after.statusCode).toBe(401);
    });

    it('sign out everywhere ends every session of the user, not other users’', async () => {
      const a = await signIn(app, owner.email, owner.password);
      const b = await signIn(app, owner.email, owner.password);
      const someoneElse = await signIn(app, viewer.email, viewer.password);
      const out = await app.inject({
        method: 'DELETE',
        url: '/v1/sessions',
        headers: { cookie: a.cookie, 'x-csrf-token': a.csrfToken },
      });
      expect(out.statusCode).toBe(204);
      for (const ended of [a, b]) {
        expect(
          (await app.inject({ method: 'GET', url: '/v1/session', headers: { cookie: ended.cookie } }))
            .statusCode,
        ).toBe(401);
      }
      expect(
        (await app.inject({ method: 'GET', url: '/v1/session', headers: { cookie: someoneElse.cookie } }))
          .statusCode,
      ).toBe(200);
    });

    it('a session ends after the idle timeout and at its absolute expiry', async () => {
      const idle = await signIn(app, owner.email, owner.password);
      const expired = await signIn(app, owner.email, owner.password);
      const hash = (s: { cookie: string }) => createHash('sha256').update(s.cookie.split('=')[1]).digest();
      await db.query(
        `UPDATE console_sessions SET last_seen_at = now() - interval '31 minutes' WHERE id_hash = $1`,
        [hash(idle)],
      );
      await db.query(
        `UPDATE console_sessions SET expires_at = now() - interval '1 second' WHERE id_hash = $1`,
        [hash(expired)],
      );
      for (const ended of [idle, expired]) {
        expect(
          (await app.inject({ method: 'GET', url: '/v1/session', headers: { cookie: ended.cookie } }))
            .statusCode,
        ).toBe(401);
      }
      const rows: unknown[] = await db.query(`SELECT 1 FROM console_sessions WHERE id_hash = ANY($1)`, [
        [hash(idle), hash(expired)],
      ]);
      expect(rows).toHaveLength(0);
    });

    it('a password set through a one-time link signs in and ends every earlier session', async () => {
      const user = await createConsoleUser(app, workspaceId, 'admin');
      const earlier = await signIn(app, user.email, user.password);
      const { passwordToken } = await app.get(ConsoleUsersService).resetWithToken(user.email);
      expect(
        (await app.inject({ method: 'GET', url: '/v1/session', headers: { cookie: earlier.cookie } }))
          .statusCode,
      ).toBe(401);
      const weak = await app.inject({
        method: 'POST',
        url: '/v1/password',
        payload: { token: passwordToken.token, password: 'short' },
      });
      expect(weak.statusCode).toBe(400);
      expect(weak.json().errors[0].field).toBe('password');
      const newPassword = 'a much longer passphrase';
      const set = await app.inject({
        method: 'POST',
        url: '/v1/password',
        payload: { token: passwordToken.token, password: newPassword },
      });
      expect(set.statusCode).toBe(200);
      expect(String(set.headers['set-cookie'])).toMatch(/^console_session=/);
      const again = await app.inject({
        method: 'POST',
        url: '/v1/password',
        payload: { token: passwordToken.token, password: newPassword },
      });
      expect(again.statusCode).toBe(400);
      expect(again.json().errors[0]).toMatchObject({ field: 'token' });
      await signIn(app, user.email, newPassword);
    });
  });

  describe('throttling', () => {
    it('answers 429 with Retry-After after repeated failures for one email, even to the right password', async () => {
      const user = await createConsoleUser(app, workspaceId, 'viewer');
      for (let i = 0; i < 5; i++) {
        const failed = await app.inject({
          method: 'POST',
          url: '/v1/session',
          payload: { email: user.email, password: `wrong-${i}` },
        });
        expect(failed.statusCode).toBe(401);
      }
      const held = await app.inject({
        method: 'POST',
        url: '/v1/session',
        payload: { email: user.email, password: user.password },
      });
      expect(held.statusCode).toBe(429);
      expect(held.json().code).toBe('rate_limited');
      expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
      // Other users are not held off by someone else's failures.
      expect(
        (
          await app.inject({
            method: 'POST',
            url: '/v1/session',
            payload: { email: viewer.email, password: viewer.password },
          })
        ).statusCode,
      ).toBe(200);
    });

    it('counts failures per client IP across emails', async () => {
      const strict = await startGateway({ CONSOLE_LOGIN_MAX_FAILURES_PER_IP: '3' });
      try {
        const remoteAddress = `127.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
        for (let i = 0; i < 3; i++) {
          const failed = await strict.inject({
            method: 'POST',
            url: '/v1/session',
            remoteAddress,
            payload: { email: `guess-${i}-${remoteAddress}@example.com`, password: 'wrong password' },
          });
          expect(failed.statusCode).toBe(401);
        }
        const held = await strict.inject({
          method: 'POST',
          url: '/v1/session',
          remoteAddress,
          payload: { email: owner.email, password: owner.password },
        });
        expect(held.statusCode).toBe(429);
      } finally {
        await strict.close();
      }
    });
  });
});
