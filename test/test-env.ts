import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Isolation for one test run: its own schema prefix, Redis key prefix and topic prefix, so that
 * two runs, or a run beside `npm start`, never see each other's data. Set once in global setup
 * (or by the caller, through CVP_TEST_RUN_ID) and inherited by every jest worker through process.env.
 */
export function ensureRunIsolation(): string {
  if (!process.env.CVP_TEST_RUN_ID) {
    process.env.CVP_TEST_RUN_ID = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
  }
  const runId = process.env.CVP_TEST_RUN_ID;
  process.env.NODE_ENV = 'test';
  process.env.DATABASE_SCHEMA_PREFIX = `t_${runId}_`;
  process.env.REDIS_KEY_PREFIX = `test:${runId}:`;
  process.env.KAFKA_TOPIC_PREFIX = `test.${runId}.`;
  // Apps log to files under the run's folder, never the terminal (test/support/run-logs.ts), so
  // that the secrets audit after the run can read every line; it also reads the list of secrets
  // the run created. Both go when the audit is done (TEST_KEEP_DATA=1 keeps them).
  process.env.LOG_LEVEL = process.env.TEST_LOG_LEVEL ?? 'info';
  process.env.CVP_TEST_AUDIT_DIR ??= join(tmpdir(), `cvp-test-${runId}`);
  process.env.CVP_TEST_LOG_DIR ??= join(process.env.CVP_TEST_AUDIT_DIR, 'logs');
  process.env.CVP_TEST_SECRETS_FILE ??= join(process.env.CVP_TEST_AUDIT_DIR, 'secrets.jsonl');
  mkdirSync(process.env.CVP_TEST_LOG_DIR, { recursive: true, mode: 0o700 });
  // Each run seals webhook secrets under its own throwaway key.
  process.env.WEBHOOK_SECRET_KEYS ??= `t${runId}:${randomBytes(32).toString('base64')}`;
  // ... and hashes contacts under its own key (docs/privacy.md#keyed-hashes).
  process.env.PRIVACY_HASH_KEY ??= randomBytes(32).toString('base64');
  return runId;
}
