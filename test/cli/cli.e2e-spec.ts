import { cli } from '../support/cli';

/** A workspace id that is well-formed but exists nowhere. */
const NO_WORKSPACE = '00000000-0000-4000-8000-000000000000';
const keyCreate = (...extra: string[]) => [
  'key:create',
  '--workspace',
  NO_WORKSPACE,
  '--name',
  'x',
  ...extra,
];

/** The operator CLI, run as the built process it is in production, against the real database. */
describe('operator CLI', () => {
  let workspaceId: string;

  beforeAll(() => {
    const created = cli(['workspace:create', '--name', 'CLI test']);
    expect(created.status).toBe(0);
    workspaceId = created.out.workspaceId;
  });

  it('workspace:create prints {"workspaceId", ...}', () => {
    expect(workspaceId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('workspace:list shows the workspace, so its id can be found without psql', () => {
    const listed = cli(['workspace:list']);
    expect(listed.status).toBe(0);
    expect(listed.out.data).toContainEqual({
      workspaceId,
      name: 'CLI test',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('bootstrap on a database that has workspaces says why it created nothing, and what to do', () => {
    const result = cli(['bootstrap']);
    expect(result.status).toBe(0);
    expect(result.out).toMatchObject({
      created: false,
      reason: expect.stringContaining('already has'),
      next: expect.stringContaining('workspace:list'),
    });
  });

  it('key:create prints the key once; key:list shows it without the secret; key:revoke revokes it', () => {
    const created = cli([
      'key:create',
      '--workspace',
      workspaceId,
      '--scope',
      'events:write',
      '--scope',
      'events:read',
      '--name',
      'Shop',
      '--expires-at',
      '2099-01-01T00:00:00Z',
    ]);
    expect(created.status).toBe(0);
    expect(created.out).toMatchObject({
      id: expect.any(String),
      key: expect.stringMatching(/^cvk_/),
      scopes: ['events:write', 'events:read'],
      name: 'Shop',
      workspaceId,
      expiresAt: '2099-01-01T00:00:00.000Z',
    });

    const listed = cli(['key:list', '--workspace', workspaceId]);
    expect(listed.status).toBe(0);
    expect(listed.out.data.map((k: { id: string }) => k.id)).toContain(created.out.id);
    expect(listed.stdout).not.toContain(created.out.key.split('_')[2]);

    const revoked = cli(['key:revoke', '--workspace', workspaceId, '--id', created.out.id]);
    expect(revoked.status).toBe(0);
    expect(revoked.out).toMatchObject({ id: created.out.id, revokedAt: expect.any(String) });
    expect(
      cli(['key:list', '--workspace', workspaceId]).out.data.map((k: { id: string }) => k.id),
    ).not.toContain(created.out.id);
  });

  it('key:create --mode test makes a cvk_test_ key; another mode is refused naming --mode', () => {
    const created = cli([
      'key:create',
      '--workspace',
      workspaceId,
      '--scope',
      'events:write',
      '--name',
      'Staging',
      '--mode',
      'test',
    ]);
    expect(created.status).toBe(0);
    expect(created.out).toMatchObject({ key: expect.stringMatching(/^cvk_test_/), mode: 'test' });
    const refused = cli([
      'key:create',
      '--workspace',
      workspaceId,
      '--scope',
      'events:write',
      '--name',
      'x',
      '--mode',
      'sandbox',
    ]);
    expect(refused.status).toBe(2);
    expect(refused.err.error.message).toMatch(/^--mode: mode must be "live"/);
  });

  it.each([
    ['a missing --workspace', ['key:list'], /--workspace is required/],
    [
      'a workspace id that is not a UUID',
      ['key:list', '--workspace', 'acme'],
      /--workspace must be a workspace id/,
    ],
    ['no scope', keyCreate(), /--scope: scopes is required/],
    ['an unknown scope', keyCreate('--scope', 'events:wrte'), /--scope: each scope must be one of/],
    [
      'an expiry without an offset',
      keyCreate('--scope', 'events:read', '--expires-at', '2099-01-01T00:00:00'),
      /--expires-at: expiresAt must be an ISO 8601 date-time with an offset/,
    ],
    ['a missing --name', ['workspace:create'], /--name is required/],
    ['a missing --id', ['key:revoke', '--workspace', NO_WORKSPACE], /--id is required/],
    ['an unknown command', ['key:frobnicate'], /unknown command 'key:frobnicate'/],
    ['an unknown option', ['key:list', '--workspaces', 'x'], /unknown option '--workspaces'/],
  ])('%s: exit 2 with a JSON error on stderr and nothing on stdout', (_case, args, message) => {
    const result = cli(args);
    expect(result.status).toBe(2);
    expect(result.out).toBeUndefined();
    expect(result.err.error.code).toBe('invalid_arguments');
    expect(result.err.error.message).toMatch(message);
  });

  it('an unknown workspace: exit 1, not_found', () => {
    const result = cli(keyCreate('--scope', 'events:read'));
    expect(result.status).toBe(1);
    expect(result.err.error).toMatchObject({ code: 'not_found' });
  });

  it('revoking an unknown key: exit 1, not_found', () => {
    const result = cli(['key:revoke', '--workspace', workspaceId, '--id', 'doesnotexist0000']);
    expect(result.status).toBe(1);
    expect(result.err.error.code).toBe('not_found');
  });

  it('bad configuration: exit 78, naming the variable', () => {
    const result = cli(['key:list', '--workspace', workspaceId], { env: { REDIS_URL: 'nope' } });
    expect(result.status).toBe(78);
    expect(result.err.error.code).toBe('invalid_configuration');
    expect(result.err.error.message).toContain('REDIS_URL');
  });
});
