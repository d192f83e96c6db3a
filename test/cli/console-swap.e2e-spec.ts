import { spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import Fastify, { FastifyInstance } from 'fastify';
import pino from 'pino';
import { serveConsole } from '../../apps/gateway/src/console-app/serve-console';

const ROOT = join(__dirname, '../..');

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * scripts/console-build.mjs builds beside the served folder and moves the files in one rename at
 * a time (docs/development.md#lint-format-build): a gateway serving the folder while it builds
 * never answers 404 for the page or an asset of the build it serves.
 */
describe('console build into a served folder', () => {
  let dir: string;
  let server: FastifyInstance;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'console-swap-'));
  });

  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('the page and every asset answer 200 throughout a build, which ends with the new files in place', async () => {
    const served = join(dir, 'console');
    cpSync(join(ROOT, 'dist/console'), served, { recursive: true });
    const files = listFiles(served);
    expect(files).toContain('index.html');
    // The gateway's own console route, on a copy of the build.
    server = Fastify();
    await serveConsole(server, served, pino({ level: 'silent' }));
    await server.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(server.server.address() as { port: number }).port}/console/`;

    const build = spawn(process.execPath, [join(ROOT, 'scripts/console-build.mjs'), '--out', served], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    build.stdout.on('data', (chunk) => (stdout += chunk));
    build.stderr.on('data', (chunk) => (stderr += chunk));
    let finished = false;
    const exit = new Promise<number | null>((resolve) =>
      build.on('exit', (code) => {
        finished = true;
        resolve(code);
      }),
    );

    const failures: string[] = [];
    let rounds = 0;
    while (!finished) {
      const page = await fetch(base);
      const html = await page.text();
      if (page.status !== 200) failures.push(`index.html: ${page.status}`);
      // The assets the page names (the new build's once it is swapped in) and the build's files.
      const named = [...html.matchAll(/(?:src|href)="\/console\/([^"]+)"/g)].map((match) => match[1]);
      for (const file of new Set([...named, ...files.filter((f) => f !== 'index.html')])) {
        const asset = await fetch(base + file);
        await asset.arrayBuffer();
        if (asset.status !== 200) failures.push(`${file}: ${asset.status}`);
      }
      rounds++;
    }

    expect({ code: await exit, stderr }).toEqual({
      code: 0,
      stderr: expect.stringContaining('console: built'),
    });
    expect(stdout).toBe('');
    expect(failures).toEqual([]);
    expect(rounds).toBeGreaterThan(10);
    // Nothing of the build is left beside the served folder but its record of files.
    expect(readdirSync(dir).sort()).toEqual(['.console-files.json', 'console']);
    expect(JSON.parse(readFileSync(join(dir, '.console-files.json'), 'utf8')).current).toEqual(
      listFiles(served),
    );
  }, 180_000);
});

describe('console swap: what it keeps', () => {
  let dir: string;
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  const swap = (staging: string) => {
    const result = spawnSync(
      process.execPath,
      [join(__dirname, 'fixtures/swap-in.mjs'), join(dir, staging), join(dir, 'console')],
      { encoding: 'utf8' },
    );
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'console-keep-'));
  });

  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('the first build is moved in whole', () => {
    write('next-1/index.html', 'v1');
    write('next-1/assets/a.js', 'a');
    swap('next-1');
    expect(listFiles(join(dir, 'console'))).toEqual(['assets/a.js', 'index.html']);
    expect(existsSync(join(dir, 'next-1'))).toBe(false);
  });

  it("keeps the previous build's files for pages loaded before the swap, and removes older ones", () => {
    write('console/index.html', 'v1');
    write('console/assets/a.js', 'a');
    write('next-2/index.html', 'v2');
    write('next-2/assets/b.js', 'b');
    swap('next-2');
    expect(listFiles(join(dir, 'console'))).toEqual(['assets/a.js', 'assets/b.js', 'index.html']);
    expect(readFileSync(join(dir, 'console/index.html'), 'utf8')).toBe('v2');
    expect(existsSync(join(dir, 'next-2'))).toBe(false);

    write('next-3/index.html', 'v3');
    write('next-3/assets/c.js', 'c');
    write('next-3/pages/d.js', 'd');
    swap('next-3');
    expect(listFiles(join(dir, 'console'))).toEqual([
      'assets/b.js',
      'assets/c.js',
      'index.html',
      'pages/d.js',
    ]);
    expect(readFileSync(join(dir, 'console/index.html'), 'utf8')).toBe('v3');
    expect(JSON.parse(readFileSync(join(dir, '.console-files.json'), 'utf8'))).toEqual({
      current: ['assets/c.js', 'index.html', 'pages/d.js'],
      previous: ['assets/b.js'],
    });
  });
});

/** A gateway started before a rebuild serves the files the rebuild added, and nothing else. */
describe('console files added while the gateway runs', () => {
  let dir: string;
  let server: FastifyInstance;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'console-added-'));
    mkdirSync(join(dir, 'console/assets'), { recursive: true });
    writeFileSync(join(dir, 'console/index.html'), '<!doctype html><title>v1</title>');
    writeFileSync(join(dir, 'console/assets/index-v1.js'), 'v1');
    writeFileSync(join(dir, 'secret.js'), 'outside the console');
    server = Fastify();
    await serveConsole(server, join(dir, 'console'), pino({ level: 'silent' }));
    await server.ready();
  });

  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves an asset written after start as it serves the ones of its start, cached for good', async () => {
    writeFileSync(join(dir, 'console/assets/index-v2.js'), 'v2');
    const [before, added] = await Promise.all(
      ['index-v1.js', 'index-v2.js'].map((name) =>
        server.inject({ method: 'GET', url: `/console/assets/${name}` }),
      ),
    );
    expect([before.statusCode, before.body]).toEqual([200, 'v1']);
    expect([added.statusCode, added.body]).toEqual([200, 'v2']);
    for (const header of ['cache-control', 'content-security-policy', 'content-type'])
      expect([header, added.headers[header]]).toEqual([header, before.headers[header]]);
  });

  it('still answers 404 for a file that is not there, and never serves one outside the folder', async () => {
    const missing = await server.inject({ method: 'GET', url: '/console/assets/index-v3.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'not_found' });
    for (const url of [
      '/console/..%2Fsecret.js',
      '/console/assets/..%2F..%2Fsecret.js',
      '/console/%2e%2e/secret.js',
    ]) {
      const escaped = await server.inject({ method: 'GET', url });
      expect([url, escaped.statusCode, escaped.body]).not.toEqual([url, 200, 'outside the console']);
      expect(escaped.body).not.toContain('outside the console');
    }
  });
});
