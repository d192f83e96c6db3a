import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { npmCli } from '../support/cli';

const ROOT = join(__dirname, '../..');
const BUILD_STATE = join(__dirname, 'fixtures/build-state.mjs');
const PROBE = join(__dirname, 'fixtures/loaded-modules.js');
const HEAVY = ['@nestjs/core', '@nestjs/common', 'typeorm', 'kafkajs'];

/** This file's stamp files and module lists. */
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'cli-launcher-'));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * `npm run -s cli -- <command>` as a person runs it, through scripts/cli.mjs: stdout is the JSON
 * document alone (so `| jq` works) whether or not it had to build first, and it builds only what
 * changed. Stale builds are made with a stamp file of this test's (CVP_BUILD_STAMP), never by
 * touching tracked sources.
 */
describe('npm run -s cli', () => {
  it('after a source change builds (on stderr) and prints pure JSON; with nothing changed, builds nothing', () => {
    const stamp = join(dir, 'stamp.json');
    // What a stamp holds after the sources changed: digests that are not theirs.
    writeFileSync(stamp, JSON.stringify({ server: 'stale', console: 'stale' }));
    const stale = npmCli(['workspace:list'], { env: { CVP_BUILD_STAMP: stamp }, timeoutMs: 240_000 });
    expect(stale.stderr).toContain('[stack] building the server (its sources changed since the last build)');
    expect(stale.stderr).toContain('[stack] building the console (its sources changed since the last build)');
    expect(stale.stderr).toMatch(/console: built dist\/console in/);
    expect(stale.status).toBe(0);
    expect(JSON.parse(stale.stdout)).toEqual({ data: expect.any(Array) });
    expect(JSON.parse(readFileSync(stamp, 'utf8'))).toEqual({
      server: expect.stringMatching(/^[0-9a-f]{64}$/),
      console: expect.stringMatching(/^[0-9a-f]{64}$/),
    });

    const current = npmCli(['workspace:list'], { env: { CVP_BUILD_STAMP: stamp } });
    expect(current.status).toBe(0);
    expect(JSON.parse(current.stdout)).toEqual({ data: expect.any(Array) });
    expect(current.stderr).not.toContain('[stack]');
    expect(current.stderr).not.toContain('console:');
  }, 300_000);

  it('two started together on a stale build: one builds, the other waits for it, and both print pure JSON', async () => {
    const stamp = join(dir, 'together.json');
    writeFileSync(stamp, JSON.stringify({ server: 'stale', console: 'stale' }));
    const run = () =>
      new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
        const child = spawn('npm', ['run', '-s', 'cli', '--', 'workspace:list'], {
          cwd: ROOT,
          env: { ...process.env, CVP_BUILD_STAMP: stamp },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (chunk) => (stdout += chunk));
        child.stderr.on('data', (chunk) => (stderr += chunk));
        child.on('exit', (code) => resolve({ code, stdout, stderr }));
      });
    const both = await Promise.all([run(), run()]);
    for (const result of both) {
      expect(result.code).toBe(0);
      expect(JSON.parse(result.stdout)).toEqual({ data: expect.any(Array) });
    }
    const stderr = both.map((result) => result.stderr).join('');
    expect(stderr.match(/\[stack\] building the console/g)).toHaveLength(1);
    expect(stderr.match(/\[stack\] waiting for the build of process/g)).toHaveLength(1);
  }, 300_000);

  it('a bad argument: exit 2, nothing on stdout, the JSON error on stderr', () => {
    const result = npmCli(['key:list', '--workspace', 'acme']);
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    const lines = result.stderr.trim().split('\n');
    expect(JSON.parse(lines[lines.length - 1]).error).toMatchObject({
      code: 'invalid_arguments',
      message: expect.stringContaining('--workspace must be a workspace id'),
    });
  });
});

describe('operator CLI: a reader that stops early', () => {
  it('closing stdout before the output is read (`| head`) ends the CLI quietly, with exit 0', async () => {
    const child = spawn(process.execPath, [join(ROOT, 'dist/apps/cli/src/main.js'), '--help'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Closed before the CLI has written anything: its write meets a closed pipe (EPIPE).
    child.stdout.destroy();
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
  });
});

/** What `node dist/apps/cli/src/main.js <args>` loaded, through a --require probe. */
function loadedModules(args: string[]): string[] {
  const file = join(dir, `${args.join('_').replace(/[^a-z0-9_-]/gi, '')}.json`);
  spawnSync(process.execPath, ['--require', PROBE, join(ROOT, 'dist/apps/cli/src/main.js'), ...args], {
    env: { ...process.env, LOADED_MODULES_FILE: file },
    input: '',
    encoding: 'utf8',
    timeout: 30_000,
  });
  return JSON.parse(readFileSync(file, 'utf8'));
}

const heavyIn = (modules: string[]) =>
  HEAVY.filter((name) => modules.some((path) => path.includes(`/node_modules/${name}/`)));

describe('operator CLI: help and argument errors load no Nest, TypeORM or kafkajs', () => {
  it('a command that does its work loads them (the probe sees them)', () => {
    expect(heavyIn(loadedModules(['workspace:list']))).toEqual(HEAVY);
  });

  it.each([
    ['--help', ['--help']],
    ["a command's help", ['key:list', '--help']],
    ['the help that lists the scopes', ['key:create', '--help']],
    ['the help that lists the roles', ['user:create', '--help']],
    ['an unknown command', ['key:frobnicate']],
    ['an unknown option', ['key:list', '--workspaces', 'x']],
    ['a missing option', ['key:revoke', '--workspace', '00000000-0000-4000-8000-000000000000']],
    ['a malformed workspace id', ['user:create', '--workspace', 'acme']],
  ])('%s', (_case, args) => {
    const modules = loadedModules(args);
    expect(modules.length).toBeGreaterThan(0);
    expect(heavyIn(modules)).toEqual([]);
  });
});

/** Runs test/cli/fixtures/build-state.mjs: scripts/lib/stack.mjs's buildState() on `root`. */
function buildState(root: string, stamp: string): { name: string; stale: string | null; digest: string }[] {
  const result = spawnSync(process.execPath, [BUILD_STATE, root, stamp], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout);
}

describe('build freshness (scripts/lib/stack.mjs buildState)', () => {
  let root: string;
  let stamp: string;
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  /** Records the tree as built, as build() does after a successful build. */
  const markBuilt = () =>
    writeFileSync(
      stamp,
      JSON.stringify(Object.fromEntries(buildState(root, stamp).map((p) => [p.name, p.digest]))),
    );
  const stale = () => Object.fromEntries(buildState(root, stamp).map((p) => [p.name, p.stale]));

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'cli-freshness-'));
    stamp = join(root, 'stamp.json');
    write('apps/gateway/src/main.ts', 'gateway');
    write('apps/console/src/main.tsx', 'console');
    write('libs/auth/src/index.ts', 'auth');
    write('tsconfig.json', '{}');
    write('package-lock.json', '{}');
    write('scripts/console-build.mjs', 'build');
    write('dist/apps/gateway/src/main.js', 'built');
    write('dist/console/index.html', 'built');
  });

  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('with no record of a build, both parts build', () => {
    expect(stale()).toEqual({
      server: 'no record of a previous build',
      console: 'no record of a previous build',
    });
  });

  it('once built, both are current; rewriting a file with the same content changes nothing', () => {
    markBuilt();
    write('libs/auth/src/index.ts', 'auth');
    expect(stale()).toEqual({ server: null, console: null });
  });

  it.each([
    ['a change in an app', 'apps/gateway/src/main.ts', { server: 'changed', console: null }],
    ['a new file in a lib', 'libs/auth/src/extra.ts', { server: 'changed', console: null }],
    ['a new tsconfig', 'tsconfig.build.json', { server: 'changed', console: null }],
    ['a change in the console', 'apps/console/src/main.tsx', { server: null, console: 'changed' }],
    ['a change to the console build', 'scripts/console-build.mjs', { server: null, console: 'changed' }],
    ['a change of dependencies', 'package-lock.json', { server: 'changed', console: 'changed' }],
  ])('%s makes its parts stale', (_case, path, expected) => {
    markBuilt();
    write(path, 'edited');
    const reason = 'its sources changed since the last build';
    expect(stale()).toEqual({
      server: expected.server && reason,
      console: expected.console && reason,
    });
  });

  it('a removed file or a missing output makes its part stale', () => {
    markBuilt();
    rmSync(join(root, 'libs/auth/src/index.ts'));
    rmSync(join(root, 'dist/console/index.html'));
    expect(stale()).toEqual({
      server: 'its sources changed since the last build',
      console: 'dist/console/index.html is missing',
    });
  });
});
