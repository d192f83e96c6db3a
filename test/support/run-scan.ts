import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import Redis from 'ioredis';
import { Client } from 'pg';
import { Finding } from '@app/testing';

/**
 * Everything a test run stored, read once: every line of every log file under its log folders,
 * every row of every table of its Postgres schemas (each row as its text form: every column, bytea
 * as hex, jsonb as JSON) and every Redis key of the run with its value, each handed to a matcher
 * that says what it found there and where. Two audits use it, with different matchers:
 *
 * - the secrets audit (secrets-audit.ts, after the whole suite): the secrets the run created, and
 *   the shapes of keys and webhook secrets (libs/testing SecretIndex);
 * - the erasure audit (test/privacy/erasure-audit.e2e-spec.ts): an erased contact's contactId,
 *   externalIds and adjustmentIds (libs/testing NeedleIndex), docs/reliability.md#erasure.
 */

/** What a scan looks for: a matcher over any text, saying where (it never says more than it must). */
export interface TextMatcher {
  /** How many distinct things it looks for. */
  readonly size: number;
  scan(text: string, where: string): Finding[];
}

/**
 * Rows a scan leaves out, by name and reason: the one documented exception an audit allows (the
 * erasure audit's contact.erased notice, which names the contact by design), never a whole table.
 */
export interface RowExclusion {
  /** `schema.table`, exactly. */
  table: string;
  /** An SQL condition on the row, as `t` (`t.id = '...'`): rows meeting it are not scanned. */
  where: string;
  why: string;
}

export interface ScanScope {
  databaseUrl: string;
  /** Schemas whose name starts with this are the run's. */
  schemaPrefix: string;
  redisUrl: string;
  /** Keys that start with this are the run's ('' for a Redis of the run's own). */
  redisPrefix: string;
  logFolders: string[];
  exclude?: RowExclusion[];
}

/** A piece of text a finding was in, kept when asked (`keepText`): for comparing what names someone before and after. */
export interface MatchedText {
  place: 'log' | 'postgres' | 'redis';
  /** `schema.table` for a row, the key for Redis, the file for a log line. */
  source: string;
  where: string;
  text: string;
}

export interface ScanResult {
  findings: Finding[];
  logFiles: number;
  logLines: number;
  tables: number;
  rows: number;
  redisKeys: number;
  /** Rows left out by `exclude`, by `schema.table`. */
  excludedRows: Record<string, number>;
  /** Texts with a finding, by place: log lines, rows per `schema.table`, Redis keys. */
  foundIn: { logLines: number; tables: Record<string, number>; redisKeys: number };
  /** With `keepText`: each text that had a finding, once. */
  matched: MatchedText[];
}

export async function scanRun(
  scope: ScanScope,
  matcher: TextMatcher,
  options: { keepText?: boolean } = {},
): Promise<ScanResult> {
  const result: ScanResult = {
    findings: [],
    logFiles: 0,
    logLines: 0,
    tables: 0,
    rows: 0,
    redisKeys: 0,
    excludedRows: {},
    foundIn: { logLines: 0, tables: {}, redisKeys: 0 },
    matched: [],
  };
  const look = (place: MatchedText['place'], source: string, text: string, where: string) => {
    const found = matcher.scan(text, where);
    if (found.length === 0) return;
    result.findings.push(...found);
    if (place === 'log') result.foundIn.logLines += 1;
    else if (place === 'redis') result.foundIn.redisKeys += 1;
    else result.foundIn.tables[source] = (result.foundIn.tables[source] ?? 0) + 1;
    if (options.keepText) result.matched.push({ place, source, where, text });
  };
  scanLogs(scope.logFolders, result, look);
  await scanPostgres(scope, result, look);
  await scanRedis(scope, result, look);
  return result;
}

/** Thousands separators, for the summaries the audits print. */
export const count = (v: number) => v.toLocaleString('en-US');

type Look = (place: MatchedText['place'], source: string, text: string, where: string) => void;

function logFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return logFiles(path);
    return name.endsWith('.log') ? [path] : [];
  });
}

function scanLogs(folders: string[], result: ScanResult, look: Look): void {
  for (const file of folders.flatMap(logFiles)) {
    result.logFiles += 1;
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        result.logLines += 1;
        look('log', file, line, `${file}:${i + 1}`);
      });
  }
}

async function scanPostgres(scope: ScanScope, result: ScanResult, look: Look): Promise<void> {
  const db = new Client({ connectionString: scope.databaseUrl });
  await db.connect();
  try {
    const { rows: tables } = await db.query<{ schema: string; name: string }>(
      `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
       WHERE table_type = 'BASE TABLE' AND starts_with(table_schema, $1)
       ORDER BY 1, 2`,
      [scope.schemaPrefix],
    );
    result.tables += tables.length;
    for (const table of tables) {
      const where = `${table.schema}.${table.name}`;
      const from = `"${table.schema}"."${table.name}" t`;
      const exclusions = (scope.exclude ?? []).filter((e) => e.table === where);
      const skip = exclusions.length ? exclusions.map((e) => `(${e.where})`).join(' OR ') : 'false';
      const { rows: texts } = await db.query<{ row: string; excluded: boolean }>(
        `SELECT t::text AS row, COALESCE(${skip}, false) AS excluded FROM ${from}`,
      );
      let n = 0;
      for (const { row, excluded } of texts) {
        if (excluded) {
          result.excludedRows[where] = (result.excludedRows[where] ?? 0) + 1;
          continue;
        }
        n += 1;
        look('postgres', where, row, `${where} row ${n}`);
      }
      result.rows += n;
    }
  } finally {
    await db.end();
  }
}

async function scanRedis(scope: ScanScope, result: ScanResult, look: Look): Promise<void> {
  const redis = new Redis(scope.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    let cursor = '0';
    do {
      const [next, batch] = await redis.scan(cursor, 'MATCH', `${scope.redisPrefix}*`, 'COUNT', 1000);
      cursor = next;
      for (const key of batch) {
        result.redisKeys += 1;
        look('redis', key, `${key} ${await valueOf(redis, key)}`, `Redis key ${key}`);
      }
    } while (cursor !== '0');
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
