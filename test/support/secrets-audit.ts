import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import Redis from 'ioredis';
import { Client } from 'pg';
import { Finding, readSecrets, Secret, SecretIndex } from '@app/testing';

/**
 * The secrets audit (docs/architecture.md#guarantee-secrets, for the whole suite): after every
 * test has run, read every log line, every row of every table of the run's Postgres schemas and
 * every Redis key and value of the run, and look for each secret the run created
 * (libs/testing/src/secret-registry.ts) and anything shaped like an API key or a webhook signing
 * secret. Where one is found, the audit
 * says where (file and line, schema.table and row, Redis key) and which kind, never the secret.
 *
 * test/global-teardown.ts runs it before the run's data is dropped; the chaos run runs it on its
 * own throwaway services before it stops them.
 */

export interface AuditScope {
  databaseUrl: string;
  /** Schemas whose name starts with this are the run's. */
  schemaPrefix: string;
  redisUrl: string;
  /** Keys that start with this are the run's ('' for a Redis of the run's own). */
  redisPrefix: string;
  logFolders: string[];
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
  const findings: Finding[] = [];
  const logs = scanLogs(scope.logFolders, index, findings);
  const db = await scanPostgres(scope, index, findings);
  const redisKeys = await scanRedis(scope, index, findings);
  const n = (v: number) => v.toLocaleString('en-US');
  const summary =
    `scanned ${n(logs)} log lines, ${n(db.tables)} tables (${n(db.rows)} rows) and ${n(redisKeys)} Redis keys ` +
    `for ${n(index.size)} secrets and the shapes of keys and webhook secrets: ` +
    (findings.length ? `${findings.length} found in the clear` : 'none in the clear');
  return { findings, logLines: logs, ...db, redisKeys, secrets: index.size, summary };
}

function logFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return logFiles(path);
    return name.endsWith('.log') ? [path] : [];
  });
}

function scanLogs(folders: string[], index: SecretIndex, findings: Finding[]): number {
  let lines = 0;
  for (const file of folders.flatMap(logFiles)) {
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        lines += 1;
        findings.push(...index.scan(line, `${file}:${i + 1}`));
      });
  }
  return lines;
}

async function scanPostgres(
  scope: AuditScope,
  index: SecretIndex,
  findings: Finding[],
): Promise<{ tables: number; rows: number }> {
  const db = new Client({ connectionString: scope.databaseUrl });
  await db.connect();
  try {
    const { rows: tables } = await db.query<{ schema: string; name: string }>(
      `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
       WHERE table_type = 'BASE TABLE' AND starts_with(table_schema, $1)`,
      [scope.schemaPrefix],
    );
    let rows = 0;
    for (const table of tables) {
      const where = `${table.schema}.${table.name}`;
      // Each row as its text form: every column, bytea as hex (where hashes live), jsonb as JSON.
      const { rows: texts } = await db.query<{ row: string }>(
        `SELECT t::text AS row FROM "${table.schema}"."${table.name}" t`,
      );
      rows += texts.length;
      texts.forEach(({ row }, i) => findings.push(...index.scan(row, `${where} row ${i + 1}`)));
    }
    return { tables: tables.length, rows };
  } finally {
    await db.end();
  }
}

async function scanRedis(scope: AuditScope, index: SecretIndex, findings: Finding[]): Promise<number> {
  const redis = new Redis(scope.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  let keys = 0;
  try {
    let cursor = '0';
    do {
      const [next, batch] = await redis.scan(cursor, 'MATCH', `${scope.redisPrefix}*`, 'COUNT', 1000);
      cursor = next;
      for (const key of batch) {
        keys += 1;
        findings.push(...index.scan(`${key} ${await valueOf(redis, key)}`, `Redis key ${key}`));
      }
    } while (cursor !== '0');
    return keys;
  } finally {
    redis.disconnect();
  }
}

async function valueOf(redis: Redis, key: string): Promise<string> {
  switch (await redis.type(key)) {
    case 'string':
      return (await redis.get(key)) ?? '';
    case 'hash':
      return JSON.stringify(await redis.hgetall(key));
    case 'set':
      return (await redis.smembers(key)).join(' ');
    case 'list':
      return (await redis.lrange(key, 0, -1)).join(' ');
    case 'zset':
      return (await redis.zrange(key, 0, -1)).join(' ');
    case 'stream':
      return JSON.stringify(await redis.xrange(key, '-', '+'));
    default:
      return '';
  }
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
