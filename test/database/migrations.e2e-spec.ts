import { Client } from 'pg';
import { CliEnv, loadEnv } from '@app/config';
import { GATEWAY_MIGRATIONS, gatewayDataSourceOptions, runMigrations } from '@app/database';

/** Migrations build the schema from nothing, and running them again changes nothing. */
describe('gateway migrations', () => {
  const prefix = `${process.env.DATABASE_SCHEMA_PREFIX}mig_`;
  const env = loadEnv(CliEnv, { ...process.env, DATABASE_SCHEMA_PREFIX: prefix });
  const schema = `${prefix}gateway`;
  const all = GATEWAY_MIGRATIONS.map((m) => m.name);
  const pg = new Client({ connectionString: env.DATABASE_URL });

  const snapshot = async () =>
    (
      await pg.query(
        `SELECT table_name, column_name, data_type, is_nullable, column_default
           FROM information_schema.columns WHERE table_schema = $1
          ORDER BY table_name, ordinal_position`,
        [schema],
      )
    ).rows;

  beforeAll(async () => {
    await pg.connect();
    await pg.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  });
  afterAll(async () => {
    await pg.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await pg.end();
  });

  it('run from an empty database, then again, changing nothing the second time', async () => {
    const first = await runMigrations(gatewayDataSourceOptions(env));
    expect(first).toEqual({ schema, applied: all });
    expect(all.length).toBeGreaterThanOrEqual(2);
    const afterFirst = await snapshot();
    expect(new Set(afterFirst.map((c) => c.table_name))).toEqual(
      new Set([
        'workspaces',
        'api_keys',
        'events',
        'adjustments',
        'outbox',
        'campaigns',
        'webhook_endpoints',
        'webhook_endpoint_secrets',
        'console_users',
        'memberships',
        'password_tokens',
        'console_sessions',
        'invitations',
        'erasure_requests',
        'suppressions',
        'migrations',
      ]),
    );
    const indexes = await pg.query(`SELECT indexname FROM pg_indexes WHERE schemaname = $1 ORDER BY 1`, [
      schema,
    ]);

    const second = await runMigrations(gatewayDataSourceOptions(env));
    expect(second.applied).toEqual([]);
    expect(await snapshot()).toEqual(afterFirst);
    expect(
      (await pg.query(`SELECT indexname FROM pg_indexes WHERE schemaname = $1 ORDER BY 1`, [schema])).rows,
    ).toEqual(indexes.rows);
    const recorded = await pg.query(`SELECT name FROM "${schema}".migrations ORDER BY id`);
    expect(recorded.rows.map((r) => r.name)).toEqual(all);
  });

  it('concurrent runs serialise on the advisory lock: one applies, the others find nothing to do', async () => {
    await pg.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    const results = await Promise.all([1, 2, 3].map(() => runMigrations(gatewayDataSourceOptions(env))));
    expect(results.map((r) => r.applied.length).sort()).toEqual([0, 0, all.length]);
  });
});
