import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Redis from 'ioredis';
import { Client } from 'pg';
import { auditSecrets } from '../support/secrets-audit';

/**
 * The secrets audit's reach, on real Postgres and Redis: a secret planted in a table row, a Redis
 * value and a log line is found in each place, and the same places without it are clean.
 */
describe('secrets audit', () => {
  const tag = randomBytes(4).toString('hex');
  const schemaPrefix = `audit_${tag}_`;
  const redisPrefix = `audit:${tag}:`;
  const secret = `pw-${randomBytes(16).toString('hex')}`;
  let db: Client;
  let redis: Redis;
  let logs: string;
  const scope = () => ({
    databaseUrl: process.env.DATABASE_URL!,
    schemaPrefix,
    redisUrl: process.env.REDIS_URL!,
    redisPrefix,
    logFolders: [logs],
    secrets: [{ kind: 'console password', value: secret }],
  });

  beforeAll(async () => {
    db = new Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
    await db.query(`CREATE SCHEMA ${schemaPrefix}app`);
    await db.query(`CREATE TABLE ${schemaPrefix}app.users (id int, note text, data jsonb)`);
    redis = new Redis(process.env.REDIS_URL!);
    logs = mkdtempSync(join(tmpdir(), 'audit-'));
  });
  afterAll(async () => {
    await db.query(`DROP SCHEMA ${schemaPrefix}app CASCADE`);
    await db.end();
    const keys = await redis.keys(`${redisPrefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    rmSync(logs, { recursive: true, force: true });
  });

  it('is clean when the secret is nowhere', async () => {
    await db.query(`INSERT INTO ${schemaPrefix}app.users VALUES (1, 'hello', '{"a":1}')`);
    await redis.hset(`${redisPrefix}session`, { user: '1' });
    writeFileSync(join(logs, 'app.log'), '{"level":30,"msg":"signed in"}\n');
    const result = await auditSecrets(scope());
    expect(result.findings).toEqual([]);
    expect(result).toMatchObject({ tables: 1, rows: 1, redisKeys: 1, logLines: 2, secrets: 1 });
  });

  it('finds it in a jsonb column, a Redis hash and a log line, and says where', async () => {
    await db.query(`INSERT INTO ${schemaPrefix}app.users VALUES (2, 'x', $1)`, [
      JSON.stringify({ password: secret }),
    ]);
    await redis.hset(`${redisPrefix}leak`, { password: secret });
    writeFileSync(
      join(logs, 'app.log'),
      `{"level":30,"msg":"signed in"}\n{"body":{"password":"${secret}"}}\n`,
    );
    const result = await auditSecrets(scope());
    expect(result.findings.map((f) => f.where).sort()).toEqual(
      [`${join(logs, 'app.log')}:2`, `${schemaPrefix}app.users row 2`, `Redis key ${redisPrefix}leak`].sort(),
    );
    expect(JSON.stringify(result.findings)).not.toContain(secret);
  });
});
