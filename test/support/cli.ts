import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(__dirname, '../..');
const CLI = join(ROOT, 'dist/apps/cli/src/main.js');

/**
 * Runs the built operator CLI as it runs in production, with this run's environment, and parses
 * the JSON it prints on stdout and stderr.
 */
export function cli(args: string[], options: { input?: string; env?: Record<string, string> } = {}) {
  const result = spawnSync(process.execPath, [CLI, ...args], {
    env: { ...process.env, ...options.env },
    input: options.input ?? '',
    encoding: 'utf8',
    timeout: 30_000,
  });
  const parse = (text: string) => (text.trim() ? JSON.parse(text) : undefined);
  return {
    status: result.status,
    out: parse(result.stdout),
    err: parse(result.stderr),
    stdout: result.stdout,
  };
}

/**
 * Runs `npm run -s cli -- <args>` from the repository, as a person at a terminal does (through
 * scripts/cli.mjs, which builds first when a source changed), returning stdout and stderr as
 * text: what a pipe such as `| jq` would get.
 */
export function npmCli(args: string[], options: { env?: Record<string, string>; timeoutMs?: number } = {}) {
  const result = spawnSync('npm', ['run', '-s', 'cli', '--', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...options.env },
    input: '',
    encoding: 'utf8',
    timeout: options.timeoutMs ?? 30_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
