import { DataSource, DataSourceOptions } from 'typeorm';

export interface MigrationReport {
  schema: string;
  applied: string[];
}

/**
 * Creates the service's schema if needed and applies pending migrations. Safe to run any number
 * of times and from several processes at once: a session advisory lock, held on one dedicated
 * connection, serialises concurrent runs.
 */
export async function runMigrations(options: DataSourceOptions): Promise<MigrationReport> {
  const schema = (options as { schema?: string }).schema ?? 'public';
  const dataSource = new DataSource({ ...options, logging: false });
  await dataSource.initialize();
  const lock = dataSource.createQueryRunner();
  try {
    await lock.connect();
    await lock.query(`SELECT pg_advisory_lock(hashtext('migrations:' || $1))`, [schema]);
    try {
      await dataSource.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
      const applied = await dataSource.runMigrations({ transaction: 'each' });
      return { schema, applied: applied.map((m) => m.name) };
    } finally {
      await lock.query(`SELECT pg_advisory_unlock(hashtext('migrations:' || $1))`, [schema]);
    }
  } finally {
    await lock.release();
    await dataSource.destroy();
  }
}
