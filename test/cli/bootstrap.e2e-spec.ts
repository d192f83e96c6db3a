import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { cli } from '../support/cli';

/**
 * `bootstrap` as `npm start` runs it, on a database of its own (fresh schemas under a prefix of
 * this test), so "empty" and "no console user" really hold.
 */
describe('operator CLI: bootstrap on a fresh database', () => {
  const prefix = `${process.env.DATABASE_SCHEMA_PREFIX}boot${randomUUID().slice(0, 6)}_`;
  const env = { DATABASE_SCHEMA_PREFIX: prefix, CONSOLE_OWNER_EMAIL: 'first.owner@example.com' };

  afterAll(async () => {
    const db = new Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
    const schemas: { name: string }[] = (
      await db.query(`SELECT nspname AS name FROM pg_namespace WHERE nspname LIKE $1`, [`${prefix}%`])
    ).rows;
    for (const { name } of schemas) await db.query(`DROP SCHEMA "${name}" CASCADE`);
    await db.end();
  });

  it('creates a workspace, an admin key and the first console owner with a one-time link, once', () => {
    expect(cli(['migrate'], { env }).status).toBe(0);
    const first = cli(['bootstrap'], { env });
    expect(first.status).toBe(0);
    expect(first.out).toMatchObject({ created: true, workspaceId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(first.out.consoleOwner).toEqual({
      email: 'first.owner@example.com',
      workspaceId: first.out.workspaceId,
      workspaceName: 'Local workspace',
      setPasswordLink: expect.stringMatching(
        /^http:\/\/127\.0\.0\.1:3000\/console\/set-password#token=[A-Za-z0-9_-]{43}$/,
      ),
      linkExpiresAt: expect.stringMatching(/^\d{4}-/),
    });
    const users = cli(['user:list'], { env });
    expect(users.out.data).toEqual([
      expect.objectContaining({
        email: 'first.owner@example.com',
        passwordSet: false,
        memberships: [{ workspaceId: first.out.workspaceId, role: 'owner' }],
      }),
    ]);

    // A second start makes nothing new: the workspace exists and so does a console user.
    const second = cli(['bootstrap'], { env });
    expect(second.out).toMatchObject({ created: false });
    expect(second.out.consoleOwner).toBeUndefined();
  });
});
