import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { Secret } from './secrets-audit';

/**
 * Where a test run writes down every secret it creates (API keys, passwords, session ids, CSRF
 * tokens), so that the secrets audit after the run can look for them in its logs, tables and
 * Redis keys. Jest workers are separate processes: the list is a file, named by
 * CVP_TEST_SECRETS_FILE (test/test-env.ts sets it, readable by this user only, deleted after the
 * audit). Outside a test run (no variable) nothing is written.
 */
export function registerSecret(kind: string, value: string): void {
  const file = process.env.CVP_TEST_SECRETS_FILE;
  if (!file || !value) return;
  appendFileSync(file, `${JSON.stringify({ kind, value })}\n`, { mode: 0o600 });
}

export function readSecrets(file: string): Secret[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Secret);
}
