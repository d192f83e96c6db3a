import { Finding, readSecrets, Secret, SecretIndex } from '@app/testing';
import { count, scanRun, ScanScope } from './run-scan';

/**
 * The secrets audit (docs/architecture.md#guarantee-secrets, for the whole suite): after every
 * test has run, read every log line, every row of every table of the run's Postgres schemas and
 * every Redis key and value of the run (run-scan.ts, which the erasure audit shares), and look for
 * each secret the run created (libs/testing/src/secret-registry.ts) and anything shaped like an
 * API key or a webhook signing secret. Where one is found, the audit says where (file and line,
 * schema.table and row, Redis key) and which kind, never the secret.
 *
 * test/global-teardown.ts runs it before the run's data is dropped; the chaos run runs it on its
 * own throwaway services before it stops them.
 */

export interface AuditScope extends ScanScope {
  secrets: Secret[];
}

export interface AuditResult {
  findings: Finding[];
  logLines: number;
  tables: number;
  rows: number;
  redisKeys: number;
  secrets: number;
  summary: string;
}

export async function auditSecrets(scope: AuditScope): Promise<AuditResult> {
  const index = new SecretIndex(scope.secrets);
  const { findings, logLines, tables, rows, redisKeys } = await scanRun(scope, index);
  const summary =
    `scanned ${count(logLines)} log lines, ${count(tables)} tables (${count(rows)} rows) and ${count(redisKeys)} Redis keys ` +
    `for ${count(index.size)} secrets and the shapes of keys and webhook secrets: ` +
    (findings.length ? `${findings.length} found in the clear` : 'none in the clear');
  return { findings, logLines, tables, rows, redisKeys, secrets: index.size, summary };
}

/** The run's own scope, from the environment test/test-env.ts set up. */
export function runAuditScope(env: {
  DATABASE_URL: string;
  DATABASE_SCHEMA_PREFIX: string;
  REDIS_URL: string;
  REDIS_KEY_PREFIX: string;
}): AuditScope {
  return {
    databaseUrl: env.DATABASE_URL,
    schemaPrefix: env.DATABASE_SCHEMA_PREFIX,
    redisUrl: env.REDIS_URL,
    redisPrefix: env.REDIS_KEY_PREFIX,
    logFolders: process.env.CVP_TEST_LOG_DIR ? [process.env.CVP_TEST_LOG_DIR] : [],
    secrets: readSecrets(process.env.CVP_TEST_SECRETS_FILE ?? ''),
  };
}
