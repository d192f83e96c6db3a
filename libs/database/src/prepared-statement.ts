/** Hot statements as named prepared statements: parsed and planned once per connection. */
import type { Pool, PoolClient } from 'pg';
import { DataSource, EntityManager, QueryRunner } from 'typeorm';

/**
 * A statement run on every event (the gateway's insert, the outbox relay's read, a consumer's
 * write per chunk). TypeORM sends every query unnamed, so Postgres parses and plans it again on
 * each call: for the gateway's insert of one event, planning took as long as running it (0.3 to
 * 0.7 ms against 0.36 ms, docs/performance.md#prepared-statements). Named, the statement is parsed
 * once per pooled connection, and after five runs Postgres keeps a generic plan when it is no
 * worse than the custom ones (`plan_cache_mode = auto`).
 *
 * Only for statements whose text is fixed for the life of the process (schema names interpolated
 * at start are fine), whose tables no migration alters while it runs, and whose plan does not
 * hinge on the values (every statement here takes arrays through unnest, with the probes that must
 * stay probes written as such). Answers the rows, as TypeORM's `query()` does for a SELECT or a
 * RETURNING; use TypeORM's `query()` where a row count is needed.
 *
 * Hand-written because neither TypeORM nor the NestJS ecosystem names statements; `pg` does, with
 * `{ name, text, values }`, which is all this uses.
 */
export class PreparedStatement {
  constructor(
    /** Unique in the process; pg refuses one name for two texts. */
    readonly name: string,
    readonly text: string,
  ) {}

  /**
   * Runs the statement on a pooled connection (its own implicit transaction), or on the
   * connection of a transaction (an EntityManager from `transaction()`) or a QueryRunner.
   */
  async rows<R>(on: DataSource | EntityManager | QueryRunner, values: unknown[]): Promise<R[]> {
    const result = await clientOf(on).query({ name: this.name, text: this.text, values });
    return result.rows as R[];
  }
}

function clientOf(on: DataSource | EntityManager | QueryRunner): Pool | PoolClient {
  if (on instanceof DataSource) return (on.driver as unknown as { master: Pool }).master;
  const runner = on instanceof EntityManager ? on.queryRunner : on;
  if (!runner)
    throw new Error('a prepared statement on an EntityManager needs its transaction (queryRunner)');
  const connection = (runner as unknown as { databaseConnection?: PoolClient }).databaseConnection;
  if (!connection) throw new Error('the QueryRunner is not connected: run a query or connect() first');
  return connection;
}
