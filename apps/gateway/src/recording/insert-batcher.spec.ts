import { InsertBatcher, InsertedRow } from './insert-batcher';

interface Row {
  id: string;
}

/** A fake store whose statements finish only when the test says so. */
function store() {
  const statements: { rows: Row[]; finish: (fail?: Error) => void }[] = [];
  const insertMany = (rows: Row[]) =>
    new Promise<InsertedRow[]>((resolve, reject) => {
      statements.push({
        rows,
        finish: (fail) =>
          fail
            ? reject(fail)
            : resolve(rows.map((r) => ({ id: r.id, receivedAt: new Date(0), suppressed: false }))),
      });
    });
  return { statements, insertMany };
}

const rows = (...ids: string[]) => ids.map((id) => ({ id }));
const turn = () => new Promise((r) => setImmediate(r));

describe('InsertBatcher (docs/performance.md#group-commit)', () => {
  it('puts the inserts of one turn of the event loop in one statement', async () => {
    const { statements, insertMany } = store();
    const batcher = new InsertBatcher(insertMany, 500, 2);
    const a = batcher.insert(rows('a'));
    const b = batcher.insert(rows('b1', 'b2'));
    await turn();
    expect(statements.map((s) => s.rows.map((r) => r.id))).toEqual([['a', 'b1', 'b2']]);
    statements[0].finish();
    expect((await a).map((r) => r.outcome)).toEqual(['inserted']);
    expect((await b).map((r) => r.outcome)).toEqual(['inserted', 'inserted']);
  });

  it('while maxInFlight statements run, queues what comes and sends it together when one finishes', async () => {
    const { statements, insertMany } = store();
    const batcher = new InsertBatcher(insertMany, 500, 2);
    const first = batcher.insert(rows('a'));
    await turn();
    const second = batcher.insert(rows('b'));
    await turn();
    expect(batcher.running).toBe(2);
    // Two statements run: these three requests, over several turns, wait.
    const waiting = [batcher.insert(rows('c')), batcher.insert(rows('d'))];
    await turn();
    waiting.push(batcher.insert(rows('e')));
    await turn();
    expect(statements).toHaveLength(2);

    statements[0].finish();
    await first;
    await turn();
    expect(statements.map((s) => s.rows.map((r) => r.id))).toEqual([['a'], ['b'], ['c', 'd', 'e']]);
    statements[1].finish();
    statements[2].finish();
    await second;
    expect((await Promise.all(waiting)).flat().map((r) => r.outcome)).toEqual([
      'inserted',
      'inserted',
      'inserted',
    ]);
    expect(batcher.running).toBe(0);
  });

  it('keeps each request whole and starts a new statement at maxRows', async () => {
    const { statements, insertMany } = store();
    const batcher = new InsertBatcher(insertMany, 3, 1);
    const blocker = batcher.insert(rows('x'));
    await turn();
    const queued = [
      batcher.insert(rows('a1', 'a2')),
      batcher.insert(rows('b1', 'b2')),
      batcher.insert(rows('c1')),
    ];
    statements[0].finish();
    await blocker;
    await turn();
    // a (2 rows) fits; a + b would be 4 > 3, so b starts the next statement, and c joins it.
    expect(statements.map((s) => s.rows.map((r) => r.id))).toEqual([['x'], ['a1', 'a2']]);
    statements[1].finish();
    await queued[0];
    await turn();
    expect(statements.map((s) => s.rows.map((r) => r.id))[2]).toEqual(['b1', 'b2', 'c1']);
    statements[2].finish();
    await Promise.all(queued);
  });

  it('a failed statement fails only the requests in it; the next statement goes on', async () => {
    const { statements, insertMany } = store();
    const batcher = new InsertBatcher(insertMany, 500, 1);
    const failing = batcher.insert(rows('a'));
    await turn();
    const later = batcher.insert(rows('b'));
    statements[0].finish(new Error('connection lost'));
    await expect(failing).rejects.toThrow('connection lost');
    await turn();
    expect(statements[1].rows).toEqual(rows('b'));
    statements[1].finish();
    expect((await later).map((r) => r.outcome)).toEqual(['inserted']);
  });

  it('answers skipped for a row the statement did not return (recorded before)', async () => {
    const batcher = new InsertBatcher<Row>(
      async (given) => [{ id: given[0].id, receivedAt: new Date(0), suppressed: false }],
      500,
      2,
    );
    expect((await batcher.insert(rows('new', 'old'))).map((r) => r.outcome)).toEqual(['inserted', 'skipped']);
  });
});
