import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createWorkspaceWithKey } from '@app/testing';
import { eventBody } from '../support/events';
import { startGateway } from '../support/gateway';

/**
 * The SDK as an integrator gets it (libs/client/README.md#install): `npm run sdk:pack` makes the
 * tarball, `npm install <tarball>` puts it in a project of their own, and from there it compiles
 * against its own types and sends an event to a real gateway. `npm publish --dry-run` is clean but
 * for the login it cannot have here. The install is `--offline`, so the test sends nothing beyond
 * this machine: the SDK's one dependency and its own come as tarballs packed from the repository's
 * node_modules (the locked versions an integrator's registry would serve).
 */
const ROOT = join(__dirname, '../..');
const run = promisify(execFile);

/** npm as an integrator's shell runs it: without the npm_* variables `npm test` passes down. */
function npm(args: string[], cwd: string) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)));
  return spawnSync('npm', args, {
    cwd,
    encoding: 'utf8',
    env: { ...env, npm_config_update_notifier: 'false' },
  });
}

/** The SDK's runtime dependencies and theirs, by name, from the repository's lock file. */
function runtimeClosure(): string[] {
  const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { dependencies?: Record<string, string> }>;
  };
  const client = JSON.parse(readFileSync(join(ROOT, 'libs/client/package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const dependency of Object.keys(lock.packages[`node_modules/${name}`]?.dependencies ?? {}))
      visit(dependency);
  };
  Object.keys(client.dependencies).forEach(visit);
  return [...seen];
}

describe('the SDK package', () => {
  let tarball: string;
  let project: string;
  let app: NestFastifyApplication;
  let baseUrl: string;

  beforeAll(async () => {
    tarball = execFileSync('npm', ['run', '-s', 'sdk:pack'], { cwd: ROOT, encoding: 'utf8' }).trim();
    project = mkdtempSync(join(tmpdir(), 'sdk-consumer-'));
    app = await startGateway();
    await app.listen({ host: '127.0.0.1', port: 0 });
    baseUrl = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  }, 120_000);
  afterAll(async () => {
    rmSync(project, { recursive: true, force: true });
    await app.close();
  });

  it('is a tarball of the compiled code, its types, the README and the license, and nothing else', () => {
    expect(tarball).toMatch(/dist\/sdk\/conversion-platform-client-\d+\.\d+\.\d+\.tgz$/);
    const files = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).trim().split('\n');
    expect(files).toEqual(
      expect.arrayContaining([
        'package/package.json',
        'package/README.md',
        'package/LICENSE',
        'package/dist/index.js',
        'package/dist/index.d.ts',
        'package/dist/webhook.js',
      ]),
    );
    expect(files.filter((file) => /\.spec\.|\/src\/|tsbuildinfo/.test(file))).toEqual([]);
    const manifest = JSON.parse(
      execFileSync('tar', ['-xzOf', tarball, 'package/package.json'], { encoding: 'utf8' }),
    );
    expect(manifest).toMatchObject({
      name: '@conversion-platform/client',
      license: 'MIT',
      engines: { node: expect.any(String) },
      exports: { '.': { types: './dist/index.d.ts', default: './dist/index.js' } },
    });
  });

  it('installs from the tarball into a project of its own, type-checks there and sends an event', async () => {
    writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'consumer', private: true }));
    const dependencies = runtimeClosure().map((name) => {
      // --ignore-scripts: packing a folder runs its `prepare`, and standardwebhooks' is a bare `tsc`,
      // which, finding no tsconfig of its own, compiles this repository's into dist/ over the build.
      const packed = npm(['pack', '--json', '--ignore-scripts', join(ROOT, 'node_modules', name)], project);
      expect(packed.status).toBe(0);
      return join(project, (JSON.parse(packed.stdout) as { filename: string }[])[0].filename);
    });
    expect(dependencies.length).toBeGreaterThan(0);
    // --ignore-scripts: a dependency installed from a tarball runs its `prepare` (a build of its own
    // sources), which an install from a registry never does.
    const install = npm(
      ['install', '--offline', '--ignore-scripts', '--no-audit', '--no-fund', ...dependencies, tarball],
      project,
    );
    expect({ status: install.status, stderr: install.stderr }).toMatchObject({ status: 0 });
    expect(install.stderr).not.toMatch(/EBADENGINE|ERR!/);

    // The integrator's own TypeScript, resolved through the package's exports as Node 16+ does.
    writeFileSync(
      join(project, 'send.ts'),
      [
        "import { ConversionClient, Webhook, type ConversionEvent } from '@conversion-platform/client';",
        'const client = new ConversionClient({ baseUrl: process.argv[2], apiKey: process.argv[3], workspaceId: process.argv[4] });',
        'const event: ConversionEvent = JSON.parse(process.argv[5]);',
        'client.events.send(event).then((receipt) => { console.log(JSON.stringify(receipt)); }, (error) => { console.error(error); process.exit(1); });',
        "export const verifier = new Webhook('whsec_' + Buffer.alloc(24, 1).toString('base64'));",
      ].join('\n'),
    );
    const tsc = spawnSync(
      process.execPath,
      [
        join(ROOT, 'node_modules/typescript/bin/tsc'),
        '--strict',
        '--module',
        'node16',
        '--moduleResolution',
        'node16',
        '--target',
        'es2022',
        '--types',
        'node',
        '--typeRoots',
        join(ROOT, 'node_modules/@types'),
        'send.ts',
      ],
      { cwd: project, encoding: 'utf8' },
    );
    expect(tsc.stdout + tsc.stderr).toBe('');

    const { workspace, key } = await createWorkspaceWithKey(app, ['events:write']);
    const event = eventBody();
    // Not spawnSync: the gateway answering it runs in this process.
    const sent = await run(
      process.execPath,
      ['send.js', baseUrl, key.key, workspace.id, JSON.stringify(event)],
      {
        cwd: project,
      },
    );
    expect(sent.stderr).toBe('');
    expect(JSON.parse(sent.stdout)).toMatchObject({ status: 'recorded', externalId: event.externalId });
  }, 120_000);

  it('passes npm publish --dry-run with no warning but the missing login', () => {
    const publish = npm(['publish', '--dry-run', '--ignore-scripts'], join(ROOT, 'libs/client'));
    expect(publish.status).toBe(0);
    const warnings = publish.stderr
      .split('\n')
      .filter((line) => /npm (warn|error|ERR)/i.test(line))
      // The machine's own npm configuration may name settings npm no longer knows (a user's .npmrc).
      .filter((line) => !/requires you to be logged in|Unknown (user|global|project) config/.test(line));
    expect(warnings).toEqual([]);
    expect(publish.stdout).toMatch(/\+ @conversion-platform\/client@\d/);
  });
});
