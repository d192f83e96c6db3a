import { createHash, randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { verify } from '@node-rs/argon2';
import { CliEnv, loadEnv } from '@app/config';
import { schemaName } from '@app/database';
import { cli as run } from '../support/cli';

/** The CLI with a console address of its own, so links are recognisable. */
const cli = (args: string[], options: { input?: string; env?: Record<string, string> } = {}) =>
  run(args, { ...options, env: { CONSOLE_BASE_URL: 'https://console.example.test', ...options.env } });

const PASSWORD = 'correct horse battery staple';
const NO_WORKSPACE = '00000000-0000-4000-8000-000000000000';
const uniqueEmail = (name: string) => `${name}.${randomUUID().slice(0, 8)}@example.com`;
const TOKEN_IN_LINK = /^https:\/\/console\.example\.test\/console\/set-password#token=([A-Za-z0-9_-]{43})$/;

/** user:create, user:reset-password and user:list, run as the built CLI against the real database. */
describe('operator CLI: console users', () => {
  const env = loadEnv(CliEnv, process.env);
  const schema = schemaName(env.DATABASE_SCHEMA_PREFIX, 'gateway');
  const pg = new Client({ connectionString: env.DATABASE_URL });
  let workspaceId: string;
  let otherWorkspaceId: string;

  const storedHash = async (userId: string): Promise<string | null> =>
    (await pg.query(`SELECT password_hash FROM "${schema}".console_users WHERE id = $1`, [userId])).rows[0]
      .password_hash;

  /** Every text and bytea value of the gateway schema that contains `needle` (as text or as bytes). */
  const columnsContaining = async (needle: string): Promise<string[]> => {
    const columns = await pg.query(
      `SELECT table_name, column_name, data_type FROM information_schema.columns
        WHERE table_schema = $1 AND data_type IN ('text', 'bytea', 'character varying', 'jsonb', 'json', 'ARRAY')`,
      [schema],
    );
    const found: string[] = [];
    for (const c of columns.rows) {
      const value =
        c.data_type === 'bytea' ? `encode("${c.column_name}", 'escape')` : `"${c.column_name}"::text`;
      const { rows } = await pg.query(
        `SELECT count(*)::int AS n FROM "${schema}"."${c.table_name}" WHERE strpos(${value}, $1) > 0`,
        [needle],
      );
      if (rows[0].n > 0) found.push(`${c.table_name}.${c.column_name}`);
    }
    return found;
  };

  beforeAll(async () => {
    await pg.connect();
    const first = cli(['workspace:create', '--name', 'Console users A']);
    const second = cli(['workspace:create', '--name', 'Console users B']);
    expect([first.status, second.status]).toEqual([0, 0]);
    workspaceId = first.out.workspaceId;
    otherWorkspaceId = second.out.workspaceId;
  });
  afterAll(() => pg.end());

  it('user:create --password-stdin stores an Argon2id hash (m=19456, t=2, p=1) of the piped password, never the password', async () => {
    const email = uniqueEmail('ada');
    const created = cli(
      ['user:create', '--email', email, '--workspace', workspaceId, '--role', 'owner', '--password-stdin'],
      {
        input: `${PASSWORD}\n`,
      },
    );
    expect(created.status).toBe(0);
    expect(created.out).toEqual({
      userId: expect.any(String),
      email,
      workspaceId,
      role: 'owner',
      created: true,
    });
    expect(created.stdout).not.toContain(PASSWORD);

    const hash = await storedHash(created.out.userId);
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    // One trailing newline is trimmed, nothing else.
    expect(await verify(hash!, PASSWORD)).toBe(true);
    expect(await verify(hash!, `${PASSWORD}\n`)).toBe(false);
    // The scan finds what is stored (the email), and not the password.
    expect(await columnsContaining(email)).toEqual(['console_users.email']);
    expect(await columnsContaining(PASSWORD)).toEqual([]);
  });

  it('user:create without a password prints a one-time link whose token is stored only as its SHA-256', async () => {
    const email = uniqueEmail('grace');
    const before = Date.now();
    const created = cli(['user:create', '--email', email, '--workspace', workspaceId, '--role', 'admin']);
    expect(created.status).toBe(0);
    expect(created.out).toMatchObject({ email, workspaceId, role: 'admin', created: true });
    const token = TOKEN_IN_LINK.exec(created.out.setPasswordLink)?.[1];
    expect(token).toBeDefined();
    const expiresAt = Date.parse(created.out.linkExpiresAt);
    expect(expiresAt - before).toBeGreaterThan(7 * 86_400_000 - 60_000);
    expect(expiresAt - before).toBeLessThanOrEqual(7 * 86_400_000 + 60_000);

    const { rows } = await pg.query(
      `SELECT token_hash, expires_at, used_at FROM "${schema}".password_tokens WHERE user_id = $1`,
      [created.out.userId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toEqual(createHash('sha256').update(token!).digest());
    expect(rows[0].expires_at.toISOString()).toBe(created.out.linkExpiresAt);
    expect(rows[0].used_at).toBeNull();
    expect(await storedHash(created.out.userId)).toBeNull();
    expect(await columnsContaining(token!)).toEqual([]);
  });

  it('an existing email (in any case) in a second workspace adds a membership, not a second user', () => {
    const email = uniqueEmail('alan');
    const first = cli(
      ['user:create', '--email', email, '--workspace', workspaceId, '--role', 'admin', '--password-stdin'],
      {
        input: PASSWORD,
      },
    );
    expect(first.status).toBe(0);

    const second = cli([
      'user:create',
      '--email',
      email.toUpperCase(),
      '--workspace',
      otherWorkspaceId,
      '--role',
      'viewer',
    ]);
    expect(second.status).toBe(0);
    // The user already has a password: no link, and the password is untouched.
    expect(second.out).toEqual({
      userId: first.out.userId,
      email,
      workspaceId: otherWorkspaceId,
      role: 'viewer',
      created: false,
    });

    const again = cli(['user:create', '--email', email, '--workspace', otherWorkspaceId, '--role', 'admin']);
    expect(again.status).toBe(1);
    expect(again.err.error).toMatchObject({
      code: 'already_member',
      message: expect.stringContaining('role viewer'),
    });

    const listed = cli(['user:list']).out.data.filter(
      (u: { email: string }) => u.email.toLowerCase() === email,
    );
    expect(listed).toHaveLength(1);
    expect(listed[0].memberships).toEqual([
      { workspaceId, role: 'admin' },
      { workspaceId: otherWorkspaceId, role: 'viewer' },
    ]);
  });

  it('user:create for an existing user with --password-stdin changes nothing and points to user:reset-password', () => {
    const email = uniqueEmail('barbara');
    expect(
      cli(['user:create', '--email', email, '--workspace', workspaceId, '--role', 'viewer']).status,
    ).toBe(0);
    const result = cli(
      [
        'user:create',
        '--email',
        email,
        '--workspace',
        otherWorkspaceId,
        '--role',
        'viewer',
        '--password-stdin',
      ],
      {
        input: PASSWORD,
      },
    );
    expect(result.status).toBe(1);
    expect(result.err.error).toMatchObject({
      code: 'user_exists',
      message: expect.stringContaining('user:reset-password'),
    });
    const listed = cli(['user:list', '--workspace', otherWorkspaceId]).out.data;
    expect(listed.map((u: { email: string }) => u.email)).not.toContain(email);
  });

  const create = (...extra: string[]) => ['user:create', '--email', uniqueEmail('x'), ...extra];
  it.each([
    [
      'a bad role',
      () => create('--workspace', workspaceId, '--role', 'superuser'),
      '',
      /--role must be one of owner, admin, viewer/,
    ],
    ['a missing role', () => create('--workspace', workspaceId), '', /--role is required/],
    [
      'a bad email',
      () => ['user:create', '--email', 'ada.example.com', '--workspace', workspaceId, '--role', 'admin'],
      '',
      /--email: "ada.example.com" is not an email address/,
    ],
    [
      'user:list with a workspace id that is not a UUID',
      () => ['user:list', '--workspace', 'nope'],
      '',
      /--workspace must be a workspace id/,
    ],
    [
      'a short password',
      () => create('--workspace', workspaceId, '--role', 'admin', '--password-stdin'),
      'short\n',
      /--password-stdin: The password has 5 characters; it needs at least 12/,
    ],
    [
      'an empty password',
      () => create('--workspace', workspaceId, '--role', 'admin', '--password-stdin'),
      '',
      /--password-stdin: The password is empty/,
    ],
    ['reset without --email', () => ['user:reset-password'], '', /--email is required/],
  ])('%s: exit 2 with a clear message and nothing on stdout', (_case, args, input, message) => {
    const result = cli(args(), { input });
    expect(result.status).toBe(2);
    expect(result.out).toBeUndefined();
    expect(result.err.error.code).toBe('invalid_arguments');
    expect(result.err.error.message).toMatch(message);
  });

  it('an unknown workspace: exit 1, not_found, pointing to workspace:list', () => {
    const result = cli(create('--workspace', NO_WORKSPACE, '--role', 'admin'));
    expect(result.status).toBe(1);
    expect(result.err.error).toMatchObject({
      code: 'not_found',
      message: expect.stringContaining('workspace:list'),
    });
    expect(cli(['user:list', '--workspace', NO_WORKSPACE]).err.error.code).toBe('not_found');
  });

  it('a bad CONSOLE_BASE_URL: exit 78, naming the variable', () => {
    const result = cli(['user:list'], { env: { CONSOLE_BASE_URL: 'https://console.example.test/' } });
    expect(result.status).toBe(78);
    expect(result.err.error.message).toContain('CONSOLE_BASE_URL');
  });

  it('user:list shows passwordSet and memberships, never a hash; --workspace narrows to its members', () => {
    const withPassword = uniqueEmail('katherine');
    const withLink = uniqueEmail('dorothy');
    cli(
      [
        'user:create',
        '--email',
        withPassword,
        '--workspace',
        otherWorkspaceId,
        '--role',
        'owner',
        '--password-stdin',
      ],
      {
        input: PASSWORD,
      },
    );
    cli(['user:create', '--email', withLink, '--workspace', otherWorkspaceId, '--role', 'viewer']);

    const listed = cli(['user:list', '--workspace', otherWorkspaceId]);
    expect(listed.status).toBe(0);
    expect(listed.stdout).not.toMatch(/argon2|passwordHash|password_hash|token/i);
    const byEmail = new Map(listed.out.data.map((u: { email: string }) => [u.email, u]));
    expect(byEmail.get(withPassword)).toEqual({
      userId: expect.any(String),
      email: withPassword,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      passwordSet: true,
      memberships: [{ workspaceId: otherWorkspaceId, role: 'owner' }],
    });
    expect(byEmail.get(withLink)).toMatchObject({
      passwordSet: false,
      memberships: [{ workspaceId: otherWorkspaceId, role: 'viewer' }],
    });
    for (const user of listed.out.data) {
      expect(user.memberships.every((m: { workspaceId: string }) => m.workspaceId === otherWorkspaceId)).toBe(
        true,
      );
    }

    const all = cli(['user:list']);
    expect(all.status).toBe(0);
    expect(all.stdout).not.toMatch(/argon2/);
    expect(all.out.data.map((u: { email: string }) => u.email)).toEqual(
      expect.arrayContaining([withPassword, withLink]),
    );
  });

  it('user:reset-password replaces the hash from stdin, or removes it and prints a fresh link that voids older ones', async () => {
    const email = uniqueEmail('hedy');
    const created = cli(['user:create', '--email', email, '--workspace', workspaceId, '--role', 'admin']);
    const firstToken = TOKEN_IN_LINK.exec(created.out.setPasswordLink)![1];

    const newPassword = 'a different long passphrase';
    const reset = cli(['user:reset-password', '--email', email.toUpperCase(), '--password-stdin'], {
      input: `${newPassword}\n`,
    });
    expect(reset.status).toBe(0);
    expect(reset.out).toEqual({
      userId: created.out.userId,
      email,
      passwordSet: true,
      passwordChangedAt: expect.stringMatching(/^\d{4}-/),
    });
    const hash = await storedHash(created.out.userId);
    expect(await verify(hash!, newPassword)).toBe(true);
    // Setting the password voided the link printed at creation.
    const tokens = await pg.query(`SELECT token_hash FROM "${schema}".password_tokens WHERE user_id = $1`, [
      created.out.userId,
    ]);
    expect(tokens.rows.map((r) => r.token_hash)).not.toContainEqual(
      createHash('sha256').update(firstToken).digest(),
    );

    const again = cli(['user:reset-password', '--email', email, '--password-stdin'], {
      input: 'yet another long passphrase',
    });
    expect(again.status).toBe(0);
    const replaced = await storedHash(created.out.userId);
    expect(replaced).not.toBe(hash);
    expect(await verify(replaced!, 'yet another long passphrase')).toBe(true);
    expect(await verify(replaced!, newPassword)).toBe(false);

    const withLink = cli(['user:reset-password', '--email', email]);
    expect(withLink.status).toBe(0);
    expect(withLink.out).toMatchObject({ userId: created.out.userId, email, passwordSet: false });
    const token = TOKEN_IN_LINK.exec(withLink.out.setPasswordLink)![1];
    expect(await storedHash(created.out.userId)).toBeNull();
    const after = await pg.query(
      `SELECT token_hash FROM "${schema}".password_tokens WHERE user_id = $1 AND used_at IS NULL`,
      [created.out.userId],
    );
    expect(after.rows.map((r) => r.token_hash)).toEqual([createHash('sha256').update(token).digest()]);
  });

  it('user:reset-password for an unknown email: exit 1, user_not_found', () => {
    const result = cli(['user:reset-password', '--email', uniqueEmail('nobody')]);
    expect(result.status).toBe(1);
    expect(result.err.error).toMatchObject({
      code: 'user_not_found',
      message: expect.stringContaining('user:list'),
    });
  });
});
