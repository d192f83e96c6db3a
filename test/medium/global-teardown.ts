import { Client } from 'pg';
import { mediumEnv } from './medium-env';

/** After the medium tier's run: its schemas go, unless TEST_KEEP_DATA=1 keeps them. */
export default async function globalTeardown(): Promise<void> {
  if (process.env.TEST_KEEP_DATA === '1') return;
  const env = mediumEnv();
  const pg = new Client({ connectionString: env.DATABASE_URL });
  await pg.connect();
  try {
    const { rows } = await pg.query<{ nspname: string }>(
      `SELECT nspname FROM pg_namespace WHERE nspname LIKE $1`,
      [`${env.DATABASE_SCHEMA_PREFIX.replace(/_/g, '\\_')}%`],
    );
    for (const { nspname } of rows) await pg.query(`DROP SCHEMA "${nspname}" CASCADE`);
  } finally {
    await pg.end();
  }
}
