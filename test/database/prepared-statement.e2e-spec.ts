import { DataSource } from 'typeorm';
import { PreparedStatement } from '@app/database';

/**
 * docs/performance.md#prepared-statements: a hot statement is parsed once per pooled connection
 * and answers the same rows as an unnamed query, on the pool, inside a transaction, and again on
 * a new connection after its connection was lost.
 */
describe('PreparedStatement', () => {
  const db = new DataSource({
    type: 'postgres',
    url: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    extra: { max: 1 },
  });
  const doubled = new PreparedStatement(
    'test.prepared.doubled',
    `SELECT n, n * 2 AS twice FROM unnest($1::int[]) AS n ORDER BY n`,
  );
  const preparedHere = async () =>
    (
      await db.query(`SELECT name, statement FROM pg_prepared_statements WHERE name = $1`, [doubled.name])
    ).map((r: { statement: string }) => r.statement);

  beforeAll(() => db.initialize());
  afterAll(() => db.destroy());

  it('answers the rows an unnamed query answers, and is prepared once on the connection', async () => {
    const unnamed = await db.query(`SELECT n, n * 2 AS twice FROM unnest($1::int[]) AS n ORDER BY n`, [
      [3, 1, 2],
    ]);
    expect(await doubled.rows(db, [[3, 1, 2]])).toEqual(unnamed);
    expect(await doubled.rows(db, [[5]])).toEqual([{ n: 5, twice: 10 }]);
    // One pooled connection (max 1): the view of that session lists the statement once, by name.
    expect(await preparedHere()).toEqual([doubled.text]);
  });

  it('runs inside a transaction, on its connection, and sees what the transaction wrote', async () => {
    const seen = await db.transaction(async (tx) => {
      await tx.query(`CREATE TEMP TABLE prepared_probe (n int) ON COMMIT DROP`);
      await tx.query(`INSERT INTO prepared_probe VALUES (7)`);
      const count = new PreparedStatement(
        'test.prepared.probe',
        `SELECT count(*)::int AS c FROM prepared_probe`,
      );
      return count.rows<{ c: number }>(tx, []);
    });
    expect(seen).toEqual([{ c: 1 }]);
  });

  it('prepares again on a new connection when its connection was terminated', async () => {
    await doubled.rows(db, [[1]]);
    const [{ pid }] = await db.query(`SELECT pg_backend_pid() AS pid`);
    const killer = new DataSource({
      type: 'postgres',
      url: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    });
    await killer.initialize();
    await killer.query(`SELECT pg_terminate_backend($1)`, [pid]);
    await killer.destroy();
    // The pool notices the dead connection (the first call may fail with it), then a new one
    // prepares the statement again.
    let answer: unknown;
    for (let i = 0; i < 5 && answer === undefined; i += 1) {
      answer = await doubled.rows(db, [[4]]).catch(() => undefined);
    }
    expect(answer).toEqual([{ n: 4, twice: 8 }]);
    const [{ pid: newPid }] = await db.query(`SELECT pg_backend_pid() AS pid`);
    expect(newPid).not.toBe(pid);
    expect(await preparedHere()).toEqual([doubled.text]);
  });
});
