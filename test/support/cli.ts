import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const CLI = join(__dirname, '../../dist/apps/cli/src/main.js');

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
